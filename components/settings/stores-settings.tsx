'use client';

import { Button } from '@/components/ui/button';
import { DialogOnDemand } from '@/components/ui/dialog-on-demand';
import type { RetailerRow } from './store-dialog';

// The form dialogs load when their button is wanted (React Hook Form stays out of the first load).
const loadStoreDialog = () => import('./store-dialog').then((m) => m.StoreDialog);
const loadRetailerDialog = () => import('./retailer-dialog').then((m) => m.RetailerDialog);

export function StoresSettings({ retailers, canEdit }: { retailers: RetailerRow[]; canEdit: boolean }) {
  return (
    <div className="space-y-6">
      {canEdit ? <DialogOnDemand load={loadRetailerDialog} trigger={<Button size="sm">Add retailer</Button>} props={{}} /> : null}
      {retailers.map((r) => (
        <section key={r.id} aria-labelledby={`retailer-${r.id}`} className="space-y-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id={`retailer-${r.id}`} className="text-base font-semibold text-slate-900">
              {r.name} <span className="text-sm font-normal text-slate-600">({r.slug})</span>
            </h2>
            {canEdit ? (
              <div className="flex gap-2">
                <DialogOnDemand load={loadRetailerDialog} trigger={<Button size="sm" variant="secondary">Rename</Button>} props={{ retailer: r }} />
                <DialogOnDemand load={loadStoreDialog} trigger={<Button size="sm" variant="secondary">Add store</Button>} props={{ retailerId: r.id }} />
              </div>
            ) : null}
          </div>
          <div className="overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
            <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid={`stores-${r.slug}`}>
              <caption className="sr-only">Stores of {r.name}</caption>
              <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
                <tr>
                  <th scope="col" className="px-3 py-2.5">Store</th>
                  <th scope="col" className="px-3 py-2.5">State</th>
                  <th scope="col" className="px-3 py-2.5">Time zone</th>
                  <th scope="col" className="px-3 py-2.5">Product type</th>
                  <th scope="col" className="px-3 py-2.5 text-right">Sales tax override</th>
                  <th scope="col" className="px-3 py-2.5 text-right">Rating</th>
                  {canEdit ? <th scope="col" className="px-3 py-2.5"><span className="sr-only">Edit</span></th> : null}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {r.stores.map((s) => (
                  <tr key={s.id}>
                    <th scope="row" className="px-3 py-2.5 text-left font-medium text-slate-900">
                      {s.name}
                      <span className="block text-xs font-normal text-slate-600">
                        {s.slug} · {s.city}
                      </span>
                    </th>
                    <td className="px-3 py-2.5">{s.state}</td>
                    <td className="px-3 py-2.5">{s.timezone}</td>
                    <td className="px-3 py-2.5">{s.productType}</td>
                    <td className="px-3 py-2.5 text-right tabular-nums">{s.salesTaxBps === null ? 'state rate' : `${(s.salesTaxBps / 100).toFixed(2)}%`}</td>
                    <td className="px-3 py-2.5 text-right tabular-nums">{s.rating}</td>
                    {canEdit ? (
                      <td className="px-3 py-2.5">
                        <DialogOnDemand load={loadStoreDialog} trigger={<Button size="sm" variant="secondary">Edit</Button>} props={{ retailerId: r.id, store: s }} />
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}
