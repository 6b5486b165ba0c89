'use client';

import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useState, useTransition, type ReactNode } from 'react';
import { Alert } from './alert';
import { Button, buttonClass, type ButtonStyle } from './button';
import { cn } from './cn';

const overlay = 'fixed inset-0 z-40 bg-black/50';
const panel =
  'fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100vw-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-5 shadow-xl ring-1 ring-slate-200 focus:outline-none sm:p-6';

/** A modal dialog (Radix: focus trap, Escape, labelled by its title). */
export function Dialog({ trigger, title, description, open, onOpenChange, children }: { trigger: ReactNode; title: string; description?: string; open?: boolean; onOpenChange?: (open: boolean) => void; children: ReactNode }) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={overlay} />
        <DialogPrimitive.Content className={panel} aria-describedby={description ? undefined : undefined}>
          <DialogPrimitive.Title className="text-base font-semibold text-slate-900">{title}</DialogPrimitive.Title>
          {description ? <DialogPrimitive.Description className="mt-1 text-sm text-slate-600">{description}</DialogPrimitive.Description> : <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>}
          <div className="mt-4">{children}</div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export const DialogClose = DialogPrimitive.Close;

/** A dialog form's footer: its submit button, disabled and relabelled while the form is submitted. */
export function DialogSubmit({ pending, label, pendingLabel, testId, className }: { pending: boolean; label: string; pendingLabel: string; testId?: string; className?: string }) {
  return (
    <div className={cn(dialogFooter, className)}>
      <Button type="submit" disabled={pending} data-testid={testId}>
        {pending ? pendingLabel : label}
      </Button>
    </div>
  );
}

type ActionResultLike = { ok: true } | { ok: false; formError: string | null; fieldErrors: Record<string, string[]> };

/**
 * A confirmation before a consequential action (Radix AlertDialog): the question, then the action; a
 * refusal from the server stays in the dialog. With a `trigger` it opens from its own button; without,
 * the caller opens it (`open`/`onOpenChange`), e.g. from a menu item.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  onConfirm,
  onDone,
  triggerStyle,
  triggerTestId,
  open: controlledOpen,
  onOpenChange,
  children,
}: {
  trigger?: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<ActionResultLike>;
  /** After the action succeeded and the dialog closed. */
  onDone?: () => void;
  triggerStyle?: ButtonStyle;
  triggerTestId?: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
}) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  return (
    <AlertDialogPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setError(null);
      }}
    >
      {trigger ? (
        <AlertDialogPrimitive.Trigger className={buttonClass({ variant: 'secondary', size: 'sm', ...triggerStyle })} data-testid={triggerTestId}>
          {trigger}
        </AlertDialogPrimitive.Trigger>
      ) : null}
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className={overlay} />
        <AlertDialogPrimitive.Content className={panel}>
          <AlertDialogPrimitive.Title className="text-base font-semibold text-slate-900">{title}</AlertDialogPrimitive.Title>
          <AlertDialogPrimitive.Description asChild>
            <div className="mt-2 text-sm text-slate-700">{description}</div>
          </AlertDialogPrimitive.Description>
          {children}
          {error ? <Alert className="mt-3">{error}</Alert> : null}
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <AlertDialogPrimitive.Cancel className={buttonClass({ variant: 'ghost', size: 'sm' })}>Cancel</AlertDialogPrimitive.Cancel>
            <Button
              size="sm"
              disabled={pending}
              data-testid="confirm-action"
              onClick={() =>
                startTransition(async () => {
                  const result = await onConfirm();
                  if (result.ok) {
                    setOpen(false);
                    onDone?.();
                  } else setError(result.formError ?? Object.values(result.fieldErrors).flat().join(' '));
                })
              }
            >
              {pending ? 'Working…' : confirmLabel}
            </Button>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}

export const dialogFooter = cn('mt-5 flex flex-wrap justify-end gap-2');
