import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { retailers, stores, userAuthTokens, userStores, users } from '@/db/schema';
import type { Role } from '@/db/schema/users';
import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { scopeOf } from '../scope';

export type UserListItem = {
  id: number;
  email: string;
  name: string;
  role: Role;
  retailerId: number | null;
  retailerName: string | null;
  stores: { id: number; name: string }[];
  status: 'active' | 'invited' | 'disabled' | 'locked';
  twoFactorEnabled: boolean;
  twoFactorRequired: boolean;
  lastLoginAt: Date | null;
};

/** The users the actor manages: a manager's retailer, or everyone for a provider admin. No password data. */
export async function listUsers(ctx: Ctx, now = new Date()): Promise<UserListItem[]> {
  requirePermission(ctx, 'user.manage');
  const scope = scopeOf(ctx.actor);
  const rows = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      retailerId: users.retailerId,
      retailerName: retailers.name,
      retailerRequires: retailers.requireTwoFactor,
      disabledAt: users.disabledAt,
      lockedUntil: users.lockedUntil,
      lastLoginAt: users.lastLoginAt,
      totpEnabledAt: users.totpEnabledAt,
      requireTwoFactor: users.requireTwoFactor,
    })
    .from(users)
    .leftJoin(retailers, eq(retailers.id, users.retailerId))
    .where(scope.kind === 'all' ? undefined : scope.kind === 'retailer' ? eq(users.retailerId, scope.retailerId) : eq(users.id, -1))
    .orderBy(asc(retailers.name), asc(users.name), asc(users.id));
  const ids = rows.map((r) => r.id);
  const assigned = ids.length
    ? await ctx.db.select({ userId: userStores.userId, id: stores.id, name: stores.name }).from(userStores).innerJoin(stores, eq(stores.id, userStores.storeId)).where(inArray(userStores.userId, ids)).orderBy(asc(stores.name))
    : [];
  const pending = ids.length
    ? await ctx.db
        .select({ userId: userAuthTokens.userId })
        .from(userAuthTokens)
        .where(and(inArray(userAuthTokens.userId, ids), eq(userAuthTokens.purpose, 'invite'), isNull(userAuthTokens.usedAt), gt(userAuthTokens.expiresAt, now)))
    : [];
  const invited = new Set(pending.map((p) => p.userId));
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role,
    retailerId: r.retailerId,
    retailerName: r.retailerName,
    stores: assigned.filter((a) => a.userId === r.id).map(({ id, name }) => ({ id, name })),
    status: r.disabledAt ? 'disabled' : r.lockedUntil && r.lockedUntil > now ? 'locked' : invited.has(r.id) && !r.lastLoginAt ? 'invited' : 'active',
    twoFactorEnabled: r.totpEnabledAt !== null,
    twoFactorRequired: r.requireTwoFactor || Boolean(r.retailerRequires),
    lastLoginAt: r.lastLoginAt,
  }));
}
