'use client';

import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useState, useTransition } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { FieldError, Label, fieldClass } from '@/components/ui/input';
import type { LeaseActionChoice, LeaseMoves } from './types';

type Props = {
  lease: { id: number; loanNumber: string };
  choices: LeaseActionChoice[];
  moves: LeaseMoves;
};

const titles = { deliver: 'Mark delivered', fund: 'Mark funded', cancel: 'Cancel lease' } as const;

const questions = {
  deliver: (loan: string) => `Mark lease ${loan} delivered?`,
  fund: (loan: string) => `Mark lease ${loan} funded?`,
  cancel: (loan: string) => `Cancel lease ${loan}?`,
} as const;

const consequences = {
  deliver: 'Confirm only once the customer has the merchandise. The lease moves to Delivered and can then be funded.',
  fund: 'The merchant is paid and the customer’s payments fall due. This cannot be undone.',
  cancel: 'The lease and its application are cancelled. This cannot be undone.',
} as const;

/**
 * The lease moves the signed-in role may make (deliver, fund, cancel: SPEC §5, through the core's
 * transition table), each behind a confirmation dialog (Radix AlertDialog). Cancelling asks for a reason.
 * A refusal (a 409 because the state moved on, a missing reason) stays in the dialog; on success the page
 * refreshes to the new state, and the move appears on the application's timeline.
 */
export function LifecycleActions({ lease, choices, moves }: Props) {
  if (!choices.length) return null;
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="lease-actions">
      {choices.map((choice) => (
        <MoveDialog key={choice.action} lease={lease} choice={choice} moves={moves} />
      ))}
    </div>
  );
}

function MoveDialog({ lease, choice, moves }: { lease: Props['lease']; choice: LeaseActionChoice; moves: LeaseMoves }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const { action } = choice;

  const confirm = () =>
    startTransition(async () => {
      setError(null);
      setReasonError(null);
      const result = action === 'cancel' ? await moves.cancel({ lease: lease.id, reason }) : await moves[action]({ lease: lease.id });
      if (result.ok) return setOpen(false);
      if (result.fieldErrors.reason) setReasonError(result.fieldErrors.reason.join(' '));
      else setError(result.formError ?? Object.values(result.fieldErrors).flat().join(' '));
    });

  return (
    <div className="flex items-center gap-2">
      <AlertDialog.Root
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) {
            setError(null);
            setReasonError(null);
          }
        }}
      >
        <AlertDialog.Trigger
          className={cn(buttonClass({ variant: action === 'cancel' || !choice.allowedNow ? 'secondary' : 'primary', size: 'sm' }), !choice.allowedNow && 'text-slate-600')}
          aria-describedby={choice.allowedNow ? undefined : `lease-action-${action}-hint`}
          data-testid={`lease-action-${action}`}
          data-allowed={choice.allowedNow}
        >
          {titles[action]}
        </AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
          <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-5 shadow-xl ring-1 ring-slate-200 focus:outline-none">
            <AlertDialog.Title className="text-base font-semibold text-slate-900">{questions[action](lease.loanNumber)}</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-slate-700">{consequences[action]}</AlertDialog.Description>
            {action === 'cancel' ? (
              <div className="mt-3" data-testid="cancel-form">
                <Label htmlFor="cancel-reason">Why is lease {lease.loanNumber} being cancelled?</Label>
                <textarea
                  id="cancel-reason"
                  rows={2}
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                  className={cn(fieldClass, 'mt-1 py-2')}
                  aria-invalid={reasonError ? true : undefined}
                  aria-describedby={reasonError ? 'cancel-reason-error' : undefined}
                />
                <FieldError id="cancel-reason-error" message={reasonError ?? undefined} />
              </div>
            ) : null}
            {error ? (
              <Alert className="mt-3" data-testid="lease-action-error">
                {error}
              </Alert>
            ) : null}
            <div className="mt-5 flex flex-wrap justify-end gap-2">
              <AlertDialog.Cancel className={buttonClass({ variant: 'ghost', size: 'sm' })}>{action === 'cancel' ? 'Keep it' : 'Not now'}</AlertDialog.Cancel>
              <Button size="sm" disabled={pending} onClick={confirm} data-testid={`confirm-${action}`}>
                {pending ? 'Working…' : action === 'cancel' ? 'Cancel the lease' : titles[action]}
              </Button>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
      {!choice.allowedNow ? (
        <span id={`lease-action-${action}-hint`} className="text-xs text-slate-600">
          needs a lease that is {choice.from.join(' or ')}
        </span>
      ) : null}
    </div>
  );
}
