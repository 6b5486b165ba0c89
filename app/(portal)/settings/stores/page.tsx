import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireStaffCtx } from '@/lib/auth/current-actor';
import { can } from '@/lib/core/access';
import { listRetailersAndStores } from '@/lib/core/stores/list-retailers-and-stores';
import { StoresSettings } from '@/components/settings/stores-settings';

export const metadata: Metadata = { title: 'Stores' };

/** Settings → Stores: admins create and edit; managers read their retailer's stores. */
export default async function StoresPage() {
  const ctx = await requireStaffCtx('/settings/stores');
  if (!can(ctx.actor, 'dashboard.read')) notFound();
  const retailers = await listRetailersAndStores(ctx);
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-xl font-semibold tracking-tight text-slate-900">Stores</h1>
        <p className="mt-1 text-sm text-slate-600">
          {can(ctx.actor, 'store.manage') ? 'Retailers and their stores: what pricing and the dashboard read.' : 'Your stores as Leaseline prices them. Ask Leaseline to change them.'}
        </p>
      </div>
      <StoresSettings
        canEdit={can(ctx.actor, 'store.manage')}
        retailers={retailers.map((r) => ({
          id: r.id,
          slug: r.slug,
          name: r.name,
          stores: r.stores.map((s) => ({
            id: s.id,
            retailerId: s.retailerId,
            slug: s.slug,
            name: s.name,
            addressLine1: s.addressLine1 ?? '',
            city: s.city,
            state: s.state,
            zip: s.zip,
            timezone: s.timezone,
            rating: s.rating,
            productType: s.productType,
            salesTaxBps: s.salesTaxBps,
          })),
        }))}
      />
    </div>
  );
}
