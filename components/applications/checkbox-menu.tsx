'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '@/components/ui/cn';

export type CheckboxOption = { value: string; label: string; group?: string };

type Props = {
  label: string;
  /** What the button says when nothing is picked, e.g. "All stores". */
  allLabel: string;
  options: CheckboxOption[];
  selected: string[];
  onChange: (selected: string[]) => void;
  testId?: string;
};

/** A compact multi-select: a button that opens a list of checkboxes. Changes apply at once. */
export function CheckboxMenu({ label, allLabel, options, selected, onChange, testId }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const picked = options.filter((o) => selected.includes(o.value));
  const summary = picked.length === 0 ? allLabel : picked.length === 1 ? picked[0]!.label : `${picked.length} selected`;
  const groups = [...new Set(options.map((o) => o.group ?? ''))];

  const toggle = (value: string, checked: boolean) => {
    const next = checked ? [...selected, value] : selected.filter((v) => v !== value);
    // Keep the options' order, so the URL does not depend on the order of clicks.
    onChange(options.map((o) => o.value).filter((v) => next.includes(v)));
  };

  return (
    <div ref={root} className="relative" data-testid={testId}>
      <span id={`${id}-label`} className="block text-xs font-medium text-slate-600">
        {label}
      </span>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-labelledby={`${id}-label ${id}-summary`}
        onClick={() => setOpen((v) => !v)}
        className={cn(
          'mt-1 flex h-10 w-full min-w-44 items-center justify-between gap-2 rounded-md bg-white px-3 text-left text-sm shadow-sm ring-1 ring-inset hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600',
          picked.length ? 'ring-indigo-300 text-slate-900' : 'ring-slate-300 text-slate-700',
        )}
      >
        <span id={`${id}-summary`} className="truncate">
          {summary}
        </span>
        <svg aria-hidden viewBox="0 0 20 20" className="h-4 w-4 shrink-0 text-slate-500">
          <path fill="currentColor" d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" />
        </svg>
      </button>
      {open ? (
        <div id={`${id}-panel`} className="absolute left-0 z-30 mt-1 max-h-80 w-72 overflow-auto rounded-lg bg-white p-2 shadow-lg ring-1 ring-slate-200">
          <fieldset>
            <legend className="sr-only">{label}</legend>
            {groups.map((group) => (
              <div key={group || 'all'} className="py-1">
                {group ? <p className="px-2 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">{group}</p> : null}
                {options
                  .filter((o) => (o.group ?? '') === group)
                  .map((option) => (
                    <label key={option.value} className="flex cursor-pointer items-center gap-2.5 rounded-md px-2 py-1.5 text-sm text-slate-800 hover:bg-slate-50">
                      <input
                        type="checkbox"
                        className="h-4 w-4 rounded border-slate-300 accent-indigo-600"
                        checked={selected.includes(option.value)}
                        onChange={(event) => toggle(option.value, event.target.checked)}
                      />
                      {option.label}
                    </label>
                  ))}
              </div>
            ))}
          </fieldset>
          {selected.length ? (
            <div className="border-t border-slate-100 px-2 pt-2">
              <button type="button" className="text-sm font-medium text-indigo-700 hover:text-indigo-500" onClick={() => onChange([])}>
                Clear {label.toLowerCase()}
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
