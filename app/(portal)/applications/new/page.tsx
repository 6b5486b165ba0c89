import type { Metadata } from 'next';
import { requireStaffCtx } from '@/lib/auth/current-actor';
import { listStoresInScope } from '@/lib/core/stores/list-stores-in-scope';
import { IntakeWizard } from '@/components/intake/intake-wizard';
import { submitApplication } from './actions';

export const metadata: Metadata = { title: 'New application' };

export default async function NewApplicationPage() {
  const ctx = await requireStaffCtx('/applications/new');
  // Only the stores this user works in (a clerk's assigned stores; a manager's retailer).
  const stores = await listStoresInScope(ctx);
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-xl font-semibold tracking-tight text-slate-900">New application</h1>
        <p className="mt-1 text-sm text-slate-600">Take the application with the customer at the counter. The decision comes back as soon as it is submitted.</p>
      </div>
      <IntakeWizard
        stores={stores.map((s) => ({ id: s.id, name: s.name, retailerName: s.retailerName }))}
        draftKey={String(ctx.actor.userId)}
        submitApplication={submitApplication}
      />
    </div>
  );
}
