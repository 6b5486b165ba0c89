'use client';

import { useState, useTransition } from 'react';
import { resendDeliveryAction } from '@/app/(portal)/settings/webhooks/actions';
import { Button } from '@/components/ui/button';

/** Re-sends one delivery (same event id and body, fresh signature). */
export function ResendButton({ deliveryId, disabled }: { deliveryId: string; disabled?: boolean }) {
  const [pending, startTransition] = useTransition();
  const [note, setNote] = useState<string | null>(null);
  return (
    <span className="inline-flex items-center gap-2">
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled || pending}
        onClick={() =>
          startTransition(async () => {
            const result = await resendDeliveryAction({ id: deliveryId });
            setNote(result.ok ? 'Queued' : (result.formError ?? 'Not sent'));
          })
        }
      >
        {pending ? 'Sending…' : 'Resend'}
      </Button>
      {note ? (
        <span role="status" className="text-xs text-slate-500">
          {note}
        </span>
      ) : null}
    </span>
  );
}
