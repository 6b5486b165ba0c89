import type { Metadata } from 'next';
import { requireStaffCtx } from '@/lib/auth/current-actor';
import { listStoresInScope } from '@/lib/core/stores/list-stores-in-scope';
import { PrequalifyForm } from '@/components/applications/prequalify-form';
import { prequalifyAction } from './actions';

export const metadata: Metadata = { title: 'Pre-qualify' };

export default async function PrequalifyPage() {
  const ctx = await requireStaffCtx('/prequalify');
  const stores = await listStoresInScope(ctx);
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <div>
        <h1 className="text-xl font-semibold tracking-tight text-slate-900">Pre-qualify a customer</h1>
        <p className="mt-1 text-sm text-slate-600">
          A soft check with the same model as an application. Nothing is stored: no application is created and the Social Security number is not kept.
        </p>
      </div>
      <PrequalifyForm stores={stores.map((s) => ({ id: s.id, name: s.name, retailerName: s.retailerName }))} prequalify={prequalifyAction} />
    </div>
  );
}
