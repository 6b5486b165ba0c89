import Link from 'next/link';
import { Suspense, type ReactNode } from 'react';
import { isDatabaseUnavailable } from '@/lib/api/http-errors';
import { requireStaffCtx, getStaffActor } from '@/lib/auth/current-actor';
import { ServiceUnavailable } from '@/components/system/service-unavailable';
import { listNotifications } from '@/lib/core/notifications/list-notifications';
import { listStoresInScope } from '@/lib/core/stores/list-stores-in-scope';
import { Breadcrumbs } from '@/components/shell/breadcrumbs';
import { Logo } from '@/components/shell/logo';
import { NavLinks } from '@/components/shell/nav-links';
import { portalNavItems } from '@/components/shell/nav-items';
import { SkipLink } from '@/components/shell/skip-link';
import { MobileNavOnDemand, NotificationsMenuOnDemand, StoreSwitcherOnDemand, UserMenuOnDemand } from '@/components/shell/menus-on-demand';
import { roleLabels } from '@/components/shell/labels';
import { markNotificationsReadAction } from './notification-actions';

/**
 * The signed-in shell (docs/portal.md): a skip link; from 1024 px a sidebar with the role's sections,
 * below it a menu button opening the same sections in a focus-trapped sheet; a top bar with the store
 * switcher (several stores) and the account menu; breadcrumbs above the page. Each page still checks the
 * session itself.
 */
async function loadShell() {
  const ctx = await requireStaffCtx();
  const profile = (await getStaffActor())!;
  const [stores, notifications] = await Promise.all([listStoresInScope(ctx), listNotifications(ctx)]);
  return { profile, stores, notifications };
}

export default async function PortalLayout({ children }: { children: ReactNode }) {
  let shell;
  try {
    shell = await loadShell();
  } catch (error) {
    // The database is down: a calm page instead of the page (which would only fail the same way).
    if (isDatabaseUnavailable(error)) return <ServiceUnavailable />;
    throw error;
  }
  const { profile, stores, notifications } = shell;
  const items = portalNavItems(profile.role);

  const assigned = profile.role === 'clerk' || profile.role === 'sales';
  const retailerName = stores.find((s) => s.retailerId === profile.retailerId)?.retailerName;
  const scopeLabel =
    profile.retailerId === null ? 'All retailers' : assigned ? `${stores.length} store${stores.length === 1 ? '' : 's'}` : `All stores · ${retailerName ?? 'your retailer'}`;

  return (
    <>
      <SkipLink />
      <div className="min-h-dvh lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]">
        <aside className="sticky top-0 hidden h-dvh flex-col overflow-y-auto border-r border-slate-200 bg-white px-3 py-4 lg:flex print:hidden">
          <Link href="/applications" className="mb-6 flex items-center gap-2 rounded-md px-3 py-1 focus-visible:outline-2 focus-visible:outline-indigo-600">
            <Logo className="h-7 w-7" />
            <span className="text-base font-semibold tracking-tight text-slate-900">Leaseline</span>
          </Link>
          <nav aria-label="Main">
            <NavLinks items={items} />
          </nav>
        </aside>
        <div className="flex min-w-0 flex-col">
          <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur print:hidden">
            <div className="flex h-14 items-center gap-2 px-4 sm:gap-3 sm:px-6">
              <MobileNavOnDemand items={items} name={profile.name} roleLabel={roleLabels[profile.role]} scopeLabel={scopeLabel} />
              <Link href="/applications" className="flex shrink-0 items-center rounded-md focus-visible:outline-2 focus-visible:outline-indigo-600 lg:hidden">
                <Logo className="h-7 w-7" />
                <span className="sr-only">Leaseline: applications</span>
              </Link>
              {stores.length > 1 ? (
                <Suspense fallback={null}>
                  <StoreSwitcherOnDemand stores={stores.map((s) => ({ id: s.id, name: s.name, retailerName: s.retailerName }))} />
                </Suspense>
              ) : null}
              <div className="flex-1" />
              {profile.role === 'sales' || notifications.items.length ? <NotificationsMenuOnDemand list={notifications} markRead={markNotificationsReadAction} /> : null}
              <UserMenuOnDemand
                name={profile.name}
                email={profile.email}
                roleLabel={roleLabels[profile.role]}
                scopeLabel={scopeLabel}
                stores={assigned ? stores.map((s) => s.name) : []}
              />
            </div>
          </header>
          <main id="main" tabIndex={-1} className="w-full max-w-screen-2xl flex-1 px-4 py-5 focus:outline-none sm:px-6 sm:py-6">
            <Breadcrumbs items={items} />
            {children}
          </main>
        </div>
      </div>
    </>
  );
}
