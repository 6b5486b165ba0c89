import Link from 'next/link';
import type { ReactNode } from 'react';
import { isDatabaseUnavailable } from '@/lib/api/http-errors';
import { requireStaffCtx, getStaffActor } from '@/lib/auth/current-actor';
import { ServiceUnavailable } from '@/components/system/service-unavailable';
import { listStoresInScope } from '@/lib/core/stores/list-stores-in-scope';
import { Providers } from '@/components/providers';
import { Logo } from '@/components/shell/logo';
import { NavLinks } from '@/components/shell/nav-links';
import { portalNavItems } from '@/components/shell/nav-items';
import { UserMenu } from '@/components/shell/user-menu';
import { roleLabels } from '@/components/shell/labels';

async function loadShell() {
  const ctx = await requireStaffCtx();
  const profile = (await getStaffActor())!;
  return { profile, stores: await listStoresInScope(ctx) };
}

/** The signed-in shell: top navigation and the user menu. Each page still checks the session itself. */
export default async function PortalLayout({ children }: { children: ReactNode }) {
  let shell;
  try {
    shell = await loadShell();
  } catch (error) {
    // The database is down: a calm page instead of the page (which would only fail the same way).
    if (isDatabaseUnavailable(error)) return <ServiceUnavailable />;
    throw error;
  }
  const { profile, stores } = shell;

  const assigned = profile.role === 'clerk' || profile.role === 'sales';
  const retailerName = stores.find((s) => s.retailerId === profile.retailerId)?.retailerName;
  const scopeLabel =
    profile.retailerId === null ? 'All retailers' : assigned ? `${stores.length} store${stores.length === 1 ? '' : 's'}` : `All stores · ${retailerName ?? 'your retailer'}`;

  return (
    <Providers>
      <div className="flex min-h-dvh flex-col">
        <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur print:hidden">
          <div className="mx-auto flex h-14 max-w-screen-2xl items-center gap-4 px-4 sm:px-6">
            <Link href="/applications" className="flex items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-indigo-600">
              <Logo className="h-7 w-7" />
              <span className="text-base font-semibold tracking-tight text-slate-900">Leaseline</span>
            </Link>
            <nav aria-label="Main" className="flex-1">
              <NavLinks items={portalNavItems(profile.role)} />
            </nav>
            <UserMenu
              name={profile.name}
              email={profile.email}
              roleLabel={roleLabels[profile.role]}
              scopeLabel={scopeLabel}
              stores={assigned ? stores.map((s) => s.name) : []}
            />
          </div>
        </header>
        <main className="mx-auto w-full max-w-screen-2xl flex-1 px-4 py-6 sm:px-6">{children}</main>
      </div>
    </Providers>
  );
}
