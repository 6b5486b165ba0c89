import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireStaffCtx } from '@/lib/auth/current-actor';
import { can } from '@/lib/core/access';
import { listFailedPayments } from '@/lib/core/payments/list-failed-payments';
import { FailedPaymentsTable } from '@/components/payments/failed-payments-table';

export const metadata: Metadata = { title: 'Failed payments' };

/** Managers (and admins) see the card payments that failed across their stores, newest first. */
export default async function FailedPaymentsPage() {
  const ctx = await requireStaffCtx('/payments/failed');
  if (!can(ctx.actor, 'dashboard.read')) notFound();
  const rows = await listFailedPayments(ctx, { limit: 200 });
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-xl font-semibold tracking-tight text-slate-900">Failed payments</h1>
        <p className="mt-1 text-sm text-slate-600">Card payments that did not go through, across your stores, newest first (the latest 200).</p>
      </div>
      <FailedPaymentsTable rows={rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }))} />
    </div>
  );
}
