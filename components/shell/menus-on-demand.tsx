'use client';

import { useLoadOnDemand } from './load-on-demand';
import { BellFace, bellLabel, bellTriggerClass, NavMenuFace, navMenuTriggerClass, StoreSwitcherFace, storeSwitcherTriggerClass, UserMenuFace, userMenuTriggerClass } from './menu-faces';
import type { MobileNavProps } from './mobile-nav';
import type { NotificationsMenuProps } from './notifications-menu';
import { OnDemandTrigger } from './on-demand-trigger';
import { useSelectedStore, type SwitcherStore } from './selected-store';
import type { UserMenuProps } from './user-menu';

/**
 * The shell's four menus as the layout places them: a plain button with the menu's own face until the
 * menu's code is wanted (load-on-demand.ts), then the Radix menu, opened. Each `import()` is its own
 * chunk, so a page's first load carries none of them.
 */
const loadUserMenu = () => import('./user-menu').then((m) => m.UserMenu);
const loadNotifications = () => import('./notifications-menu').then((m) => m.NotificationsMenu);
const loadStoreSwitcher = () => import('./store-switcher').then((m) => m.StoreSwitcher);
const loadMobileNav = () => import('./mobile-nav').then((m) => m.MobileNav);

export function UserMenuOnDemand(props: UserMenuProps) {
  const { Loaded, ...loading } = useLoadOnDemand(loadUserMenu);
  if (Loaded) return <Loaded {...props} defaultOpen />;
  return (
    <OnDemandTrigger loading={loading} className={userMenuTriggerClass} data-testid="user-menu-button">
      <UserMenuFace name={props.name} roleLabel={props.roleLabel} scopeLabel={props.scopeLabel} />
    </OnDemandTrigger>
  );
}

export function NotificationsMenuOnDemand(props: NotificationsMenuProps) {
  const { Loaded, ...loading } = useLoadOnDemand(loadNotifications);
  if (Loaded) return <Loaded {...props} defaultOpen />;
  return (
    <OnDemandTrigger loading={loading} aria-label={bellLabel(props.list.unread)} className={bellTriggerClass} data-testid="notifications-button">
      <BellFace unread={props.list.unread} />
    </OnDemandTrigger>
  );
}

export function StoreSwitcherOnDemand({ stores }: { stores: SwitcherStore[] }) {
  const { Loaded, ...loading } = useLoadOnDemand(loadStoreSwitcher);
  const current = useSelectedStore(stores);
  if (Loaded) return <Loaded stores={stores} defaultOpen />;
  return (
    <OnDemandTrigger loading={loading} className={storeSwitcherTriggerClass} data-testid="store-switcher">
      <StoreSwitcherFace label={current?.name ?? 'All my stores'} />
    </OnDemandTrigger>
  );
}

export function MobileNavOnDemand(props: MobileNavProps) {
  const { Loaded, ...loading } = useLoadOnDemand(loadMobileNav);
  if (Loaded) return <Loaded {...props} defaultOpen />;
  return (
    <OnDemandTrigger loading={loading} aria-haspopup="dialog" className={navMenuTriggerClass} data-testid="nav-menu-button">
      <NavMenuFace />
    </OnDemandTrigger>
  );
}
