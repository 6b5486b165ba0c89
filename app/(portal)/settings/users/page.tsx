import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireStaffCtx } from '@/lib/auth/current-actor';
import { can } from '@/lib/core/access';
import { listRetailersAndStores } from '@/lib/core/stores/list-retailers-and-stores';
import { listUsers } from '@/lib/core/users/list-users';
import { UsersSettings } from '@/components/settings/users-settings';

export const metadata: Metadata = { title: 'Users' };

/** Settings → Users: a manager's retailer, or every retailer for an admin. */
export default async function UsersPage() {
  const ctx = await requireStaffCtx('/settings/users');
  if (!can(ctx.actor, 'user.manage')) notFound();
  const [users, retailers] = await Promise.all([listUsers(ctx), listRetailersAndStores(ctx)]);
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-xl font-semibold tracking-tight text-slate-900">Users</h1>
        <p className="mt-1 text-sm text-slate-600">Invite staff, set their role and stores, and decide who must use two-factor sign-in.</p>
      </div>
      <UsersSettings
        currentUserId={ctx.actor.userId}
        isAdmin={ctx.actor.role === 'admin'}
        users={users}
        retailers={retailers.map((r) => ({ id: r.id, name: r.name, requireTwoFactor: r.requireTwoFactor, stores: r.stores.map((s) => ({ id: s.id, name: s.name })) }))}
      />
    </div>
  );
}
