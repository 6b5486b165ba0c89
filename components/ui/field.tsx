import type { ReactNode } from 'react';
import { FieldError, Label } from './input';

type Props = {
  /** The control's id; its error is `${id}-error`, its hint `${id}-hint`. */
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A label, its control, a hint and the field's error, tied together for screen readers. */
export function Field({ id, label, error, hint, className, children }: Props) {
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <div className="mt-1.5">{children}</div>
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** aria attributes for a control inside <Field>. */
export function describedBy(id: string, error: string | undefined, hint?: boolean) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  } as const;
}
