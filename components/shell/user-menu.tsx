'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { signOutAction } from '@/lib/auth/sign-out-action';
import { Button } from '@/components/ui/button';

export type UserMenuProps = {
  name: string;
  email: string;
  roleLabel: string;
  /** "All stores", "All retailers", or the assigned stores' names. */
  scopeLabel: string;
  stores: string[];
};

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}

/** Who is signed in, where they work, and the way out. */
export function UserMenu({ name, email, roleLabel, scopeLabel, stores }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
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

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="flex items-center gap-2 rounded-md py-1.5 pl-1.5 pr-2 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
        data-testid="user-menu-button"
      >
        <span aria-hidden className="flex h-8 w-8 items-center justify-center rounded-full bg-indigo-100 text-xs font-semibold text-indigo-700">
          {initials(name)}
        </span>
        <span className="hidden min-w-0 flex-col sm:flex">
          <span className="truncate text-sm font-medium text-slate-900">{name}</span>
          <span className="truncate text-xs text-slate-500">
            {roleLabel} · {scopeLabel}
          </span>
        </span>
        <span className="sr-only sm:hidden">Account menu for {name}</span>
        <svg aria-hidden viewBox="0 0 20 20" className="h-4 w-4 text-slate-400">
          <path fill="currentColor" d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" />
        </svg>
      </button>
      {open ? (
        <div
          id={panelId}
          data-testid="user-menu"
          className="absolute right-0 z-30 mt-2 w-72 origin-top-right rounded-lg bg-white p-4 shadow-lg ring-1 ring-slate-200"
        >
          <p className="text-sm font-semibold text-slate-900">{name}</p>
          <p className="truncate text-sm text-slate-500">{email}</p>
          <dl className="mt-3 space-y-2 border-t border-slate-100 pt-3 text-sm">
            <div className="flex justify-between gap-3">
              <dt className="text-slate-500">Role</dt>
              <dd className="font-medium text-slate-900" data-testid="user-role">
                {roleLabel}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">{stores.length ? 'Assigned stores' : 'Scope'}</dt>
              <dd className="mt-1 text-slate-900">
                {stores.length ? (
                  <ul className="space-y-0.5" data-testid="user-stores">
                    {stores.map((store) => (
                      <li key={store}>{store}</li>
                    ))}
                  </ul>
                ) : (
                  <span data-testid="user-scope">{scopeLabel}</span>
                )}
              </dd>
            </div>
          </dl>
          <a href="/account/two-factor" className="mt-3 block text-sm text-indigo-700 hover:underline" data-testid="two-factor-link">
            Two-factor sign-in
          </a>
          <form action={signOutAction} className="mt-4 border-t border-slate-100 pt-3">
            <Button type="submit" variant="secondary" size="sm" className="w-full">
              Sign out
            </Button>
          </form>
        </div>
      ) : null}
    </div>
  );
}
