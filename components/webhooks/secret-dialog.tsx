'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

/** Shows a new signing secret once, with a copy button; closing it is the last chance to copy. */
export function SecretDialog({ secret, onClose, title }: { secret: string | null; onClose: () => void; title: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Dialog.Root open={secret !== null} onOpenChange={(open) => (open ? undefined : (setCopied(false), onClose()))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            Copy the signing secret now: it is shown only this once. Verify every webhook with it (docs/webhooks.md).
          </Dialog.Description>
          <div className="mt-4 flex items-center gap-2">
            <code data-testid="webhook-secret" className="block flex-1 overflow-x-auto rounded-md bg-slate-100 px-3 py-2 font-mono text-xs text-slate-900">
              {secret}
            </code>
            <Button
              variant="secondary"
              size="sm"
              onClick={async () => {
                await navigator.clipboard?.writeText(secret ?? '').catch(() => {});
                setCopied(true);
              }}
            >
              {copied ? 'Copied' : 'Copy'}
            </Button>
          </div>
          <div className="mt-6 flex justify-end">
            <Dialog.Close asChild>
              <Button>Done</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
