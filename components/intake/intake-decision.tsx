'use client';

import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { DecisionSummary } from '@/components/applications/decision-summary';
import type { DecisionView } from '@/components/applications/decision-view';
import { Button, buttonClass } from '@/components/ui/button';

/** The decision, in place of the form once submitted, with where to go next; it takes focus when it appears. */
export function IntakeDecision({ decision, name, onStartOver }: { decision: DecisionView; name: string; onStartOver: () => void }) {
  const id = decision.applicationId;
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => root.current?.focus(), []);
  return (
    <div ref={root} tabIndex={-1} className="mx-auto max-w-3xl space-y-4 outline-none" data-testid="intake-decision">
      <DecisionSummary
        decision={decision}
        applicantName={name}
        actions={
          <>
            {decision.code === 'A' ? (
              <Link href={`/applications/${id}#verification`} className={buttonClass()}>
                Send verification code
              </Link>
            ) : null}
            <Link href={`/applications/${id}`} className={buttonClass({ variant: decision.code === 'A' ? 'secondary' : 'primary' })}>
              Open application #{id}
            </Link>
            <Button variant="ghost" onClick={onStartOver}>
              New application
            </Button>
          </>
        }
      />
    </div>
  );
}
