'use client';

import * as Menu from '@radix-ui/react-dropdown-menu';
import Link from 'next/link';
import type { ActionResult } from '@/lib/auth/authed-action';
import type { NotificationList } from '@/lib/core/notifications/list-notifications';
import { cn } from '@/components/ui/cn';

export type MarkRead = (input: { ids: number[] }) => Promise<ActionResult<{ ok: boolean }>>;

const when = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/**
 * The bell: hand-offs waiting for this user, with the unread count as a badge. Opening the list marks
 * what it shows as read; each entry opens the application.
 */
export function NotificationsMenu({ list, markRead }: { list: NotificationList; markRead: MarkRead }) {
  const unreadIds = list.items.filter((n) => !n.read).map((n) => n.id);
  return (
    <Menu.Root modal={false} onOpenChange={(open) => (open && unreadIds.length ? void markRead({ ids: unreadIds }) : undefined)}>
      <Menu.Trigger
        className="relative flex h-11 w-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
        aria-label={list.unread ? `Notifications, ${list.unread} unread` : 'Notifications'}
        data-testid="notifications-button"
      >
        <svg aria-hidden viewBox="0 0 24 24" className="h-6 w-6">
          <path d="M6 16V11a6 6 0 1112 0v5l1.5 2h-15zM10 20.5a2 2 0 004 0" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
        </svg>
        {list.unread ? (
          <span aria-hidden className="absolute right-1 top-1 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs font-semibold leading-5 text-white" data-testid="notifications-badge">
            {list.unread > 9 ? '9+' : list.unread}
          </span>
        ) : null}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align="end" sideOffset={8} collisionPadding={8} className="z-50 w-80 max-w-[calc(100vw-1rem)] rounded-lg bg-white p-1 shadow-lg ring-1 ring-slate-200" data-testid="notifications-menu">
          <Menu.Label className="px-3 py-2 text-sm font-semibold text-slate-900">Notifications</Menu.Label>
          {list.items.length === 0 ? (
            <p className="px-3 pb-3 text-sm text-slate-600">Nothing yet. Clerks’ hand-offs of verified approvals appear here.</p>
          ) : (
            list.items.map((n) => (
              <Menu.Item key={n.id} asChild>
                <Link
                  href={`/applications/${n.applicationId}`}
                  className={cn('block rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100', n.read ? 'text-slate-700' : 'font-medium text-slate-900')}
                  data-testid="notification"
                  data-read={n.read}
                >
                  <span className="block">
                    {n.fromName ?? 'A colleague'} handed off {n.applicationLabel} (#{n.applicationId}): verified, ready for a lease
                  </span>
                  <span className="block text-xs font-normal text-slate-600">
                    {n.storeName} · {when.format(new Date(n.createdAt))}
                  </span>
                </Link>
              </Menu.Item>
            ))
          )}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
