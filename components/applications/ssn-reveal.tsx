'use client';

import { useState, useTransition } from 'react';
import type { ActionResult } from '@/lib/auth/authed-action';
import { Button } from '@/components/ui/button';

export type RevealSsn = (input: { application: string; person: 'applicant' | 'co_applicant' }) => Promise<ActionResult<{ ssn: string }>>;

/**
 * `***-**-1234`, and for a manager or admin a Reveal button that asks the server for the full number
 * (audited there, and refused there to anyone else). The number is held in this component's memory only
 * and hidden again on request or when the page is left.
 */
export function SsnReveal({ application, person, masked, reveal }: { application: string; person: 'applicant' | 'co_applicant'; masked: string | null; reveal?: RevealSsn }) {
  const [ssn, setSsn] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const testId = person === 'applicant' ? 'applicant-ssn' : 'co-applicant-ssn';

  if (!masked) return <span className="text-slate-500">Not on file</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="font-mono tabular-nums text-slate-900" data-testid={testId} data-revealed={ssn ? 'true' : 'false'}>
        {ssn ?? masked}
      </span>
      {reveal ? (
        ssn ? (
          <Button variant="ghost" size="sm" onClick={() => setSsn(null)}>
            Hide
          </Button>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            disabled={pending}
            onClick={() =>
              startTransition(async () => {
                setError(null);
                const result = await reveal({ application, person });
                if (result.ok) setSsn(result.data.ssn);
                else setError(result.formError ?? 'The number could not be shown.');
              })
            }
            aria-describedby={`${testId}-note`}
          >
            {pending ? 'Revealing…' : 'Reveal'}
          </Button>
        )
      ) : null}
      {reveal && !ssn ? (
        <span id={`${testId}-note`} className="text-xs text-slate-500">
          Recorded in the audit log
        </span>
      ) : null}
      {error ? (
        <span role="alert" className="text-sm text-red-600">
          {error}
        </span>
      ) : null}
    </span>
  );
}
