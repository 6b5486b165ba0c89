'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { signOutAction } from '@/lib/auth/sign-out-action';
import { Button } from '@/components/ui/button';
import { Logo } from './logo';
import { NavMenuFace, navMenuTriggerClass } from './menu-faces';
import { NavLinks, type NavItem } from './nav-links';

/**
 * The navigation below the wide layout: a menu button opening a side sheet (Radix Dialog: focus moves in
 * and stays there, Esc or the close button closes it and focus returns to the button) with every section,
 * who is signed in, and Sign out.
 */
export type MobileNavProps = { items: NavItem[]; name: string; roleLabel: string; scopeLabel: string; defaultOpen?: boolean };

export function MobileNav({ items, name, roleLabel, scopeLabel, defaultOpen = false }: MobileNavProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={navMenuTriggerClass} data-testid="nav-menu-button">
        <NavMenuFace />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,85vw)] flex-col overflow-y-auto bg-white p-4 shadow-xl focus:outline-none"
          data-testid="nav-menu"
          aria-describedby={undefined}
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="flex items-center gap-2 text-base font-semibold text-slate-900">
              <Logo className="h-7 w-7" /> Leaseline
            </Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" className="flex h-11 w-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100" data-testid="nav-menu-close">
                <svg aria-hidden viewBox="0 0 24 24" className="h-5 w-5">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
                <span className="sr-only">Close menu</span>
              </button>
            </Dialog.Close>
          </div>
          <nav aria-label="Main" className="mt-4 flex-1">
            <NavLinks items={items} onNavigate={() => setOpen(false)} />
          </nav>
          <div className="mt-6 border-t border-slate-200 pt-4 text-sm">
            <p className="font-medium text-slate-900">{name}</p>
            <p className="text-slate-600">
              {roleLabel} · {scopeLabel}
            </p>
            <form action={signOutAction} className="mt-3">
              <Button type="submit" variant="secondary" className="w-full" data-testid="nav-menu-sign-out">
                Sign out
              </Button>
            </form>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
