'use client';

import Link from 'next/link';
import { useRef, useState, useTransition } from 'react';
import type { ActionResult } from '@/lib/auth/authed-action';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';

export type HandOff = (input: { application: string }) => Promise<ActionResult<{ notified: number }>>;

/**
 * What happens after verification, so nobody is left on a dead end: someone who builds leases gets the
 * way to the builder; a clerk hands the approval to the store's sales staff, who are notified in the
 * portal. The result (or the reason it failed) takes focus and is announced.
 */
export function NextSteps({ application, mayBuildLease, handOff }: { application: string; mayBuildLease: boolean; handOff: HandOff }) {
  const [pending, start] = useTransition();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const result = useRef<HTMLDivElement>(null);

  if (mayBuildLease) {
    return (
      <div className="space-y-3" data-testid="next-steps">
        <p className="text-sm text-slate-700">Next: build the lease with the customer — the items, the option and the payment schedule — then sign it in store.</p>
        <Link href={`/applications/${application}/lease`} className={buttonClass()}>
          Build lease
        </Link>
      </div>
    );
  }

  const send = () =>
    start(async () => {
      const answer = await handOff({ application });
      setOutcome(
        answer.ok
          ? { ok: true, text: `Handed off: ${answer.data.notified === 1 ? 'the sales person was' : `${answer.data.notified} sales staff were`} notified in the portal.` }
          : { ok: false, text: answer.formError ?? 'The hand-off did not go through.' },
      );
      requestAnimationFrame(() => result.current?.focus());
    });

  return (
    <div className="space-y-3" data-testid="next-steps">
      <p className="text-sm text-slate-700">
        Next: sales staff build the lease with the customer. Hand the application off and they are notified in the portal; the customer can wait
        here or come back within the approval&apos;s days.
      </p>
      <Button onClick={send} disabled={pending || outcome?.ok === true} data-testid="hand-off">
        {pending ? 'Handing off…' : 'Hand off to sales'}
      </Button>
      {outcome ? (
        <div ref={result} tabIndex={-1} className="outline-none">
          <Alert tone={outcome.ok ? 'info' : 'error'} data-testid="hand-off-result">
            {outcome.text}
          </Alert>
        </div>
      ) : null}
    </div>
  );
}
