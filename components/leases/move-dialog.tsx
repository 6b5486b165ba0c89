'use client';

import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useState, useTransition } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { FieldError, Label, fieldClass } from '@/components/ui/input';
import { consequences, moveTriggerClass, questions, titles } from './move-texts';
import type { LeaseActionChoice, LeaseMoves } from './types';

type Props = { lease: { id: number; loanNumber: string }; choice: LeaseActionChoice; moves: LeaseMoves };

/**
 * One lease move behind a confirmation dialog (Radix AlertDialog). Cancelling asks for a reason. A refusal
 * (a 409 because the state moved on, a missing reason) stays in the dialog; on success the page refreshes
 * to the new state, and the move appears on the application's timeline.
 */
export function MoveDialog({ lease, choice, moves, defaultOpen = false }: Props & { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
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
        className={moveTriggerClass(choice)}
        aria-describedby={choice.allowedNow ? undefined : `lease-action-${action}-hint`}
        data-testid={`lease-action-${action}`}
        data-allowed={choice.allowedNow}
      >
        {titles[action]}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
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
  );
}
