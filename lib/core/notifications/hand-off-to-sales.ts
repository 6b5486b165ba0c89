import { and, eq, isNull } from 'drizzle-orm';
import { notifications, userStores, users } from '@/db/schema';
import { requirePermission } from '../access';
import { recordAudit } from '../audit/record-audit';
import type { Ctx } from '../context';
import { ConflictError, ForbiddenError } from '../errors';
import { loadApplication, type ApplicationRef } from '../applications/internal';
import { withTransaction } from '../transaction';

export type HandOffResult = { notified: number };

/**
 * "Hand off to sales" (issue 17): a verified approval (state A, verified) is passed to the sales staff
 * assigned to its store, each of whom gets a portal notification. Anyone who may verify applications may
 * hand off (the clerk who just verified it, typically); only staff, since the notification names them.
 * Handing off again while a colleague has not read the first adds nothing for them. A store with no sales
 * staff is a 409 saying so, so the clerk knows to call a manager. Audited.
 */
export async function handOffToSales(ctx: Ctx, ref: ApplicationRef): Promise<HandOffResult> {
  requirePermission(ctx, 'application.verify');
  if (ctx.actor.kind !== 'staff') throw new ForbiddenError('Only staff hand applications off.');
  const staffId = ctx.actor.userId;
  return withTransaction(ctx, async (tx, txCtx) => {
    const { application } = await loadApplication(txCtx, ref, { db: tx, forUpdate: true });
    if (application.stateCode !== 'A' || !application.verifiedAt) {
      throw new ConflictError('Only a verified approval can be handed off to sales: verify the applicant first.');
    }
    const sales = await tx
      .select({ id: users.id })
      .from(userStores)
      .innerJoin(users, eq(users.id, userStores.userId))
      .where(and(eq(userStores.storeId, application.storeId), eq(users.role, 'sales'), isNull(users.disabledAt)));
    if (sales.length === 0) throw new ConflictError('This store has no sales staff in the portal. Ask a manager to build the lease.');
    const inserted = await tx
      .insert(notifications)
      .values(sales.map((s) => ({ userId: s.id, retailerId: application.retailerId, storeId: application.storeId, applicationId: application.id, kind: 'handoff' as const, createdByUserId: staffId })))
      .onConflictDoNothing()
      .returning({ id: notifications.id });
    await recordAudit(tx, txCtx, {
      action: 'application.handed_off',
      entityType: 'application',
      entityId: application.id,
      retailerId: application.retailerId,
      data: { notified: inserted.length, salesStaff: sales.length },
    });
    return { notified: sales.length };
  });
}
