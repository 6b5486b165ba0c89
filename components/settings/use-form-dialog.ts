'use client';

import { useState } from 'react';

/**
 * A settings dialog's open state and form-level error. Closing it clears the error and runs `onClose`
 * (a dialog that edits a record resets its form there, so reopening shows the record, not the last try).
 */
export function useFormDialog(defaultOpen: boolean, onClose?: () => void) {
  const [open, setOpen] = useState(defaultOpen);
  const [formError, setFormError] = useState<string | null>(null);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setFormError(null);
      onClose?.();
    }
  };
  return { open, close: () => setOpen(false), onOpenChange, formError, setFormError };
}
