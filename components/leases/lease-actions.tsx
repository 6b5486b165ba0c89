'use client';

import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import type { CancelLeaseInput } from '@/lib/core/leases/schemas';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldError, Label, fieldClass } from '@/components/ui/input';
import { cn } from '@/components/ui/cn';
import type { LeaseActionChoice, LeaseMoves } from './types';

/** The cancel form's shared schema, loaded when the form first validates (lazy-resolver.ts). */
const cancelResolver = lazyZodResolver(() => import('@/lib/core/leases/schemas').then((m) => m.cancelLeaseSchema));

type Props = {
  lease: { id: number; loanNumber: string };
  choices: LeaseActionChoice[];
  moves: LeaseMoves;
};

const titles = { deliver: 'Mark delivered', fund: 'Mark funded', cancel: 'Cancel lease' } as const;

/**
 * The moves the signed-in role may make on a lease (SPEC §5, through the core's transition table). A move
 * the lease's state does not allow is shown muted with the state it needs; trying it anyway (or trying a
 * move that someone else's change has made disallowed since the page loaded) shows the core's 409.
 */
export function LeaseActions({ lease, choices, moves }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const [cancelling, setCancelling] = useState(false);

  if (!choices.length) return null;

  const run = (move: () => ReturnType<LeaseMoves['deliver']>) => {
    setError(null);
    startTransition(async () => {
      const result = await move();
      // On success the action refreshes the page, which shows the lease's new state.
      if (!result.ok) setError(result.formError ?? Object.values(result.fieldErrors).flat().join(' '));
    });
  };

  return (
    <div className="space-y-3" data-testid="lease-actions">
      <div className="flex flex-wrap items-center gap-3">
        {choices.map((choice) => (
          <div key={choice.action} className="flex items-center gap-2">
            <Button
              variant={choice.action === 'cancel' || !choice.allowedNow ? 'secondary' : 'primary'}
              size="sm"
              disabled={pending || (choice.action === 'cancel' && cancelling)}
              aria-describedby={choice.allowedNow ? undefined : `lease-action-${choice.action}-hint`}
              className={cn(!choice.allowedNow && 'text-slate-500')}
              data-testid={`lease-action-${choice.action}`}
              data-allowed={choice.allowedNow}
              title={choice.allowedNow ? undefined : `Only from: ${choice.from.join(', ')}`}
              onClick={() => {
                if (choice.action === 'cancel') {
                  setError(null);
                  setCancelling(true);
                } else {
                  const move = choice.action === 'deliver' ? moves.deliver : moves.fund;
                  run(() => move({ lease: lease.id }));
                }
              }}
            >
              {titles[choice.action]}
            </Button>
            {!choice.allowedNow ? (
              <span id={`lease-action-${choice.action}-hint`} className="text-xs text-slate-500">
                needs a lease that is {choice.from.join(' or ')}
              </span>
            ) : null}
          </div>
        ))}
      </div>
      {cancelling ? (
        <CancelForm
          leaseId={lease.id}
          loanNumber={lease.loanNumber}
          onClose={() => setCancelling(false)}
          onError={setError}
          cancel={moves.cancel}
        />
      ) : null}
      {error ? (
        <Alert data-testid="lease-action-error">
          {error}
        </Alert>
      ) : null}
    </div>
  );
}

function CancelForm({
  leaseId,
  loanNumber,
  onClose,
  onError,
  cancel,
}: {
  leaseId: number;
  loanNumber: string;
  onClose: () => void;
  onError: (message: string | null) => void;
  cancel: LeaseMoves['cancel'];
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CancelLeaseInput>({ resolver: cancelResolver, defaultValues: { lease: leaseId, reason: '' } });

  const onSubmit = handleSubmit(async (values) => {
    onError(null);
    const result = await cancel({ lease: leaseId, reason: String(values.reason) });
    if (result.ok) return onClose();
    if (result.fieldErrors.reason) setError('reason', { type: 'server', message: result.fieldErrors.reason.join(' ') });
    else onError(result.formError ?? Object.values(result.fieldErrors).flat().join(' '));
  });

  return (
    <form noValidate onSubmit={onSubmit} className="max-w-xl space-y-2 rounded-md bg-slate-50 p-3 ring-1 ring-slate-200" data-testid="cancel-form">
      <Label htmlFor="cancel-reason">Why is lease {loanNumber} being cancelled?</Label>
      <textarea
        id="cancel-reason"
        rows={2}
        className={cn(fieldClass, 'py-2')}
        aria-invalid={errors.reason ? true : undefined}
        aria-describedby={errors.reason ? 'cancel-reason-error' : undefined}
        {...register('reason')}
      />
      <FieldError id="cancel-reason-error" message={errors.reason?.message} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={isSubmitting} data-testid="confirm-cancel">
          {isSubmitting ? 'Cancelling…' : 'Cancel the lease'}
        </Button>
        <Button size="sm" variant="ghost" onClick={onClose}>
          Keep it
        </Button>
      </div>
    </form>
  );
}
