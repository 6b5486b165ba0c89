import { and, eq, inArray } from 'drizzle-orm';
import { stores, userStores, users } from '@/db/schema';
import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { ValidationError } from '../errors';
import { recordAudit } from '../audit/record-audit';
import { withTransaction } from '../transaction';
import { parseInput } from '../validation';
import { assertMayGrantRole, loadManagedUser } from './internal';
import { updateUserInput, type UpdateUserInput } from './schemas';

/**
 * Sets a user's role and assigned stores. A manager cannot make an admin (nor reach an admin at all);
 * nobody changes their own role. Takes effect on the user's next request (the actor is read fresh).
 */
export async function updateUser(ctx: Ctx, input: UpdateUserInput): Promise<{ userId: number; role: string; storeIds: number[] }> {
  requirePermission(ctx, 'user.manage');
  const parsed = parseInput(updateUserInput, input);
  assertMayGrantRole(ctx.actor, parsed.role);
  return withTransaction(ctx, async (tx, txCtx) => {
    const user = await loadManagedUser(tx, ctx.actor, parsed.userId, { forUpdate: true });
    if (ctx.actor.kind === 'staff' && ctx.actor.userId === user.id && parsed.role !== user.role) throw ValidationError.field('role', 'You cannot change your own role.');
    if (parsed.role !== 'admin' && user.retailerId === null) throw ValidationError.field('role', 'A provider admin belongs to no retailer; invite a retailer user instead.');
    if (parsed.role === 'admin' && user.retailerId !== null) throw ValidationError.field('role', 'Admins are the provider’s staff; a retailer’s user cannot become one.');
    const storeIds = parsed.role === 'admin' ? [] : [...new Set(parsed.storeIds)];
    if (storeIds.length) {
      const found = await tx
        .select({ id: stores.id })
        .from(stores)
        .where(and(eq(stores.retailerId, user.retailerId ?? -1), inArray(stores.id, storeIds)));
      if (found.length !== storeIds.length) throw ValidationError.field('storeIds', 'Choose stores of this retailer.');
    }
    const before = (await tx.select({ storeId: userStores.storeId }).from(userStores).where(eq(userStores.userId, user.id))).map((r) => r.storeId).sort((a, b) => a - b);
    await tx.update(users).set({ role: parsed.role }).where(eq(users.id, user.id));
    await tx.delete(userStores).where(eq(userStores.userId, user.id));
    if (storeIds.length) await tx.insert(userStores).values(storeIds.map((storeId) => ({ userId: user.id, storeId })));
    await recordAudit(tx, txCtx, {
      action: 'user.updated',
      entityType: 'user',
      entityId: user.id,
      retailerId: user.retailerId,
      data: { role: { from: user.role, to: parsed.role }, storeIds: { from: before, to: storeIds.sort((a, b) => a - b) } },
    });
    return { userId: user.id, role: parsed.role, storeIds };
  });
}
