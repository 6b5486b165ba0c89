'use client';

import * as Menu from '@radix-ui/react-dropdown-menu';
import { signOutAction } from '@/lib/auth/sign-out-action';

export type UserMenuProps = {
  name: string;
  email: string;
  roleLabel: string;
  /** "All stores", "All retailers", or the assigned stores' count. */
  scopeLabel: string;
  stores: string[];
};

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}

/**
 * Who is signed in, where they work, and the way out: a Radix dropdown menu (arrow keys move, Esc closes
 * and returns focus to the button, type-ahead). Reachable at every width; the phone menu repeats Sign out.
 */
export function UserMenu({ name, email, roleLabel, scopeLabel, stores }: UserMenuProps) {
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger
        className="flex min-h-11 items-center gap-2 rounded-md py-1.5 pl-1.5 pr-2 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 data-[state=open]:bg-slate-100"
        data-testid="user-menu-button"
      >
        <span aria-hidden className="flex h-8 w-8 items-center justify-center rounded-full bg-indigo-100 text-xs font-semibold text-indigo-800">
          {initials(name)}
        </span>
        <span className="hidden min-w-0 flex-col md:flex">
          <span className="truncate text-sm font-medium text-slate-900">{name}</span>
          <span className="truncate text-xs text-slate-600">
            {roleLabel} · {scopeLabel}
          </span>
        </span>
        <span className="sr-only md:hidden">Account menu for {name}</span>
        <svg aria-hidden viewBox="0 0 20 20" className="h-4 w-4 text-slate-500">
          <path fill="currentColor" d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" />
        </svg>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 w-72 max-w-[calc(100vw-1rem)] rounded-lg bg-white p-4 shadow-lg ring-1 ring-slate-200"
          data-testid="user-menu"
        >
          <Menu.Label className="text-sm font-semibold text-slate-900">{name}</Menu.Label>
          <p className="truncate text-sm text-slate-600">{email}</p>
          <dl className="mt-3 space-y-2 border-t border-slate-100 pt-3 text-sm">
            <div className="flex justify-between gap-3">
              <dt className="text-slate-600">Role</dt>
              <dd className="font-medium text-slate-900" data-testid="user-role">
                {roleLabel}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">{stores.length ? 'Assigned stores' : 'Scope'}</dt>
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
          <Menu.Separator className="my-3 h-px bg-slate-100" />
          <Menu.Item asChild>
            <a
              href="/account/two-factor"
              className="mb-2 flex min-h-11 items-center rounded-md px-2 text-sm text-indigo-700 outline-none data-[highlighted]:bg-slate-100"
              data-testid="two-factor-link"
            >
              Two-factor sign-in
            </a>
          </Menu.Item>
          <Menu.Item
            onSelect={() => void signOutAction()}
            className="flex min-h-11 cursor-pointer items-center justify-center rounded-md text-sm font-medium text-slate-900 ring-1 ring-inset ring-slate-300 outline-none data-[highlighted]:bg-slate-100"
            data-testid="sign-out"
          >
            Sign out
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
