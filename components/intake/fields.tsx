'use client';

import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { get, useController, useFormContext, useFormState } from 'react-hook-form';
import { usStateCodes } from '@/lib/core/applications/value-lists';
import { cn } from '@/components/ui/cn';
import { FieldError, Input, Label, fieldClass } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { digitsOf, formatDateTyping, formatDollars, formatPhone, formatSsnDigits, formatZip, maskSsnDigits, sanitizeDollars } from './input-format';

/**
 * Form fields bound to the surrounding react-hook-form by their full path (`applicant.primaryIncome.gross`),
 * the same path the shared zod schema and the server report errors under. Each renders its label, the
 * input and its error, tied together for screen readers.
 */

type FieldShellProps = { name: string; label: string; hint?: string; optional?: boolean; className?: string; children: (a11y: A11y) => ReactNode };
export type A11y = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };

export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  const error = get(errors, name) as { message?: unknown } | undefined;
  return typeof error?.message === 'string' ? error.message : undefined;
}

export function FieldShell({ name, label, hint, optional, className, children }: FieldShellProps) {
  const id = useId();
  const message = useFieldError(name);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, message ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className} data-field={name}>
      <Label htmlFor={id}>
        {label}
        {optional ? <span className="ml-1 font-normal text-slate-500">(optional)</span> : null}
      </Label>
      <div className="mt-1">{children({ id, 'aria-invalid': Boolean(message), 'aria-describedby': describedBy })}</div>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={message} />
    </div>
  );
}

type BaseProps = { name: string; label: string; hint?: string; optional?: boolean; className?: string };

export function TextField({ name, label, hint, optional, className, ...input }: BaseProps & Omit<ComponentProps<'input'>, 'name'>) {
  const { register } = useFormContext();
  return (
    <FieldShell name={name} label={label} hint={hint} optional={optional} className={className}>
      {(a11y) => <Input {...input} {...a11y} {...register(name)} />}
    </FieldShell>
  );
}

/**
 * A date in one text field: one tab stop (the browser's date input is three in Chromium), the number
 * keypad on phones, typed as MM/DD/YYYY (or pasted as YYYY-MM-DD); the shared schema checks it.
 */
export function DateField({ name, label, hint, optional, className, autoComplete }: BaseProps & { autoComplete?: string }) {
  const { field } = useController({ name });
  return (
    <FieldShell name={name} label={label} optional={optional} hint={hint ?? 'MM/DD/YYYY'} className={className}>
      {(a11y) => (
        <Input
          {...a11y}
          ref={field.ref}
          type="text"
          inputMode="numeric"
          autoComplete={autoComplete ?? 'off'}
          placeholder="MM/DD/YYYY"
          maxLength={10}
          value={String(field.value ?? '')}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(formatDateTyping(event.target.value))}
        />
      )}
    </FieldShell>
  );
}

export function SelectField({
  name,
  label,
  hint,
  optional,
  className,
  placeholder,
  children,
}: BaseProps & { placeholder?: string; children: ReactNode }) {
  const { register } = useFormContext();
  return (
    <FieldShell name={name} label={label} hint={hint} optional={optional} className={className}>
      {(a11y) => (
        <Select {...a11y} {...register(name)}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {children}
        </Select>
      )}
    </FieldShell>
  );
}

export function StateField(props: BaseProps) {
  return (
    <SelectField {...props} placeholder="Select…">
      {usStateCodes.map((code) => (
        <option key={code} value={code}>
          {code}
        </option>
      ))}
    </SelectField>
  );
}

export function CheckboxField({ name, label, hint, className }: Omit<BaseProps, 'optional'>) {
  const { register } = useFormContext();
  const id = useId();
  const message = useFieldError(name);
  return (
    <div className={className} data-field={name}>
      <div className="flex items-start gap-2.5">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 h-4 w-4 rounded border-slate-300 text-indigo-600 focus:ring-indigo-600"
          aria-invalid={Boolean(message)}
          aria-describedby={message ? `${id}-error` : hint ? `${id}-hint` : undefined}
          {...register(name)}
        />
        <div>
          <label htmlFor={id} className="text-sm font-medium text-slate-800">
            {label}
          </label>
          {hint ? (
            <p id={`${id}-hint`} className="text-xs text-slate-500">
              {hint}
            </p>
          ) : null}
        </div>
      </div>
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}

/**
 * The SSN: digits only, grouped as typed; without focus it shows only the last four (`•••-••-6789`), so
 * a customer standing at the counter cannot read it off the screen. Never autofilled or remembered.
 */
export function SsnField({ name, label = 'Social Security number', className }: { name: string; label?: string; className?: string }) {
  const { field } = useController({ name });
  const [focused, setFocused] = useState(false);
  const digits = digitsOf(field.value, 9);
  return (
    <FieldShell name={name} label={label} className={className} hint={focused ? undefined : digits.length === 9 ? 'Hidden. Select the field to check it.' : undefined}>
      {(a11y) => (
        <Input
          {...a11y}
          ref={field.ref}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          placeholder="123-45-6789"
          className="font-mono tracking-wider"
          value={focused ? formatSsnDigits(digits) : maskSsnDigits(digits)}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            field.onBlur();
          }}
          onChange={(event) => field.onChange(formatSsnDigits(digitsOf(event.target.value, 9)))}
          data-masked={!focused && digits.length > 0 ? 'true' : 'false'}
        />
      )}
    </FieldShell>
  );
}

/** A text input whose value is reformatted as it is typed; `input` sets its keyboard and placeholder. */
function FormattedField({ name, label, optional, hint, className, format, input }: BaseProps & { format: (typed: string) => string; input: Pick<ComponentProps<'input'>, 'type' | 'inputMode' | 'placeholder'> }) {
  const { field } = useController({ name });
  return (
    <FieldShell name={name} label={label} optional={optional} hint={hint} className={className}>
      {(a11y) => (
        <Input
          {...a11y}
          {...input}
          ref={field.ref}
          autoComplete="off"
          value={String(field.value ?? '')}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(format(event.target.value))}
        />
      )}
    </FieldShell>
  );
}

/** A US phone number, formatted `(512) 555-0123` as it is typed. */
export function PhoneField(props: BaseProps) {
  return <FormattedField {...props} format={formatPhone} input={{ type: 'tel', inputMode: 'tel', placeholder: '(512) 555-0123' }} />;
}

export function ZipField({ label = 'ZIP code', ...props }: Omit<BaseProps, 'label'> & { label?: string }) {
  return <FormattedField {...props} label={label} format={formatZip} input={{ inputMode: 'numeric', placeholder: '77002' }} />;
}

/**
 * Dollars: typed freely (`1500`, `1,500.5`), shown as `$ 1,500.50` once the field is left, held in the form
 * as a number (or undefined while empty), which is what the schema's `dollarsField` reads.
 */
export function MoneyField({ name, label, hint, optional, className }: BaseProps) {
  const { field } = useController({ name });
  const [editing, setEditing] = useState<string | null>(null);
  const value = typeof field.value === 'number' && Number.isFinite(field.value) ? field.value : undefined;
  return (
    <FieldShell name={name} label={label} hint={hint} optional={optional} className={className}>
      {(a11y) => (
        <div className="relative">
          <span aria-hidden className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-500">
            $
          </span>
          <input
            {...a11y}
            ref={field.ref}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            className={cn(fieldClass, 'h-10 pl-7 text-right tabular-nums')}
            value={editing ?? (value === undefined ? '' : formatDollars(value))}
            onFocus={() => setEditing(value === undefined ? '' : String(value))}
            onBlur={() => {
              setEditing(null);
              field.onBlur();
            }}
            onChange={(event) => {
              const text = sanitizeDollars(event.target.value);
              setEditing(text);
              field.onChange(text === '' || text === '.' ? undefined : Number(text));
            }}
          />
        </div>
      )}
    </FieldShell>
  );
}
