'use client';

import * as Menu from '@radix-ui/react-dropdown-menu';
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import type { ActionResult } from '@/lib/auth/authed-action';
import type { NotificationList } from '@/lib/core/notifications/list-notifications';
import { cn } from '@/components/ui/cn';
import { BellFace, bellLabel, bellTriggerClass } from './menu-faces';

export type MarkRead = (input: { ids: number[] }) => Promise<ActionResult<{ ok: boolean }>>;

const when = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/**
 * The bell: hand-offs waiting for this user, with the unread count as a badge. Opening the list marks
 * what it shows as read; each entry opens the application.
 */
export type NotificationsMenuProps = { list: NotificationList; markRead: MarkRead; defaultOpen?: boolean };

export function NotificationsMenu({ list, markRead, defaultOpen }: NotificationsMenuProps) {
  const unreadIds = list.items.filter((n) => !n.read).map((n) => n.id);
  const markShownRead = () => (unreadIds.length ? void markRead({ ids: unreadIds }) : undefined);
  // Opened at once (the stand-in button was pressed before this loaded): Radix calls onOpenChange only
  // for later changes, so the first opening marks its list read here, once.
  const openedAtMount = useRef(defaultOpen);
  useEffect(() => {
    if (!openedAtMount.current) return;
    openedAtMount.current = false;
    markShownRead();
  });
  return (
    <Menu.Root modal={false} defaultOpen={defaultOpen} onOpenChange={(open) => (open ? markShownRead() : undefined)}>
      <Menu.Trigger className={bellTriggerClass} aria-label={bellLabel(list.unread)} data-testid="notifications-button">
        <BellFace unread={list.unread} />
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
