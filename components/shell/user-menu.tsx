'use client';

import * as Menu from '@radix-ui/react-dropdown-menu';
import { signOutAction } from '@/lib/auth/sign-out-action';
import { UserMenuFace, userMenuTriggerClass } from './menu-faces';

export type UserMenuProps = {
  name: string;
  email: string;
  roleLabel: string;
  /** "All stores", "All retailers", or the assigned stores' count. */
  scopeLabel: string;
  stores: string[];
  /** Opened at once: the stand-in button was pressed before this code loaded (load-on-demand.ts). */
  defaultOpen?: boolean;
};

/**
 * Who is signed in, where they work, and the way out: a Radix dropdown menu (arrow keys move, Esc closes
 * and returns focus to the button, type-ahead). Reachable at every width; the phone menu repeats Sign out.
 */
export function UserMenu({ name, email, roleLabel, scopeLabel, stores, defaultOpen }: UserMenuProps) {
  return (
    <Menu.Root modal={false} defaultOpen={defaultOpen}>
      <Menu.Trigger className={userMenuTriggerClass} data-testid="user-menu-button">
        <UserMenuFace name={name} roleLabel={roleLabel} scopeLabel={scopeLabel} />
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
