import { and, asc, inArray, lte } from 'drizzle-orm';
import { applications, auditEvents, outboxEvents } from '@/db/schema';
import type { Transaction } from '@/db/client';
import { describeActor, type Ctx } from '../context';
import { ForbiddenError } from '../errors';
import { withTransaction } from '../transaction';
import { APPLICATION_TRANSITIONS } from './transitions';

export type ExpiryRun = { expired: number; batches: number };

const { from: EXPIRABLE, to: EXPIRED, event, audit } = APPLICATION_TRANSITIONS.expire;

/**
 * Moves every approval whose 30 days have passed (`expires_at` ≤ now, still V or A) to E, with an audit
 * row and an `application.expired` event each, batch by batch: one transaction per batch, so a long
 * backlog never holds one huge lock. Rows are claimed with FOR UPDATE SKIP LOCKED, so two sweeps (two
 * server instances on one PostgreSQL) share the work instead of colliding, and an approval being leased
 * at this moment is left to that request (create-lease refuses an expired approval itself).
 */
export async function expireApprovals(ctx: Ctx, options: { now?: Date; batchSize?: number } = {}): Promise<ExpiryRun> {
  if (ctx.actor.kind !== 'system') throw new ForbiddenError();
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? 500;
  const run: ExpiryRun = { expired: 0, batches: 0 };
  for (;;) {
    const expired = await withTransaction(ctx, (tx, txCtx) => expireBatch(tx, txCtx, now, batchSize));
    if (expired === 0) return run;
    run.expired += expired;
    run.batches += 1;
    if (expired < batchSize) return run;
  }
}

async function expireBatch(tx: Transaction, ctx: Ctx, now: Date, batchSize: number): Promise<number> {
  const due = await tx
    .select({ id: applications.id, uuid: applications.uuid, retailerId: applications.retailerId, storeId: applications.storeId, from: applications.stateCode, expiresAt: applications.expiresAt })
    .from(applications)
    .where(and(inArray(applications.stateCode, [...EXPIRABLE]), lte(applications.expiresAt, now)))
    .orderBy(asc(applications.expiresAt), asc(applications.id))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  if (due.length === 0) return 0;

  await tx
    .update(applications)
    .set({ stateCode: EXPIRED, updatedAt: now })
    .where(inArray(applications.id, due.map((row) => row.id)));

  // One multi-row insert per table: what applyApplicationTransition writes, row for row.
  const { actorType, actorId } = describeActor(ctx.actor);
  await tx.insert(auditEvents).values(
    due.map((row) => ({
      retailerId: row.retailerId,
      actorType,
      actorId,
      action: audit,
      entityType: 'application',
      entityId: String(row.id),
      data: { from: row.from, to: EXPIRED, expiresAt: row.expiresAt?.toISOString() ?? null },
      ip: null,
    })),
  );
  await tx.insert(outboxEvents).values(
    due.map((row) => ({
      retailerId: row.retailerId,
      type: event,
      payload: { application_id: row.id, uuid: row.uuid, store_id: row.storeId, state_code: EXPIRED, previous_state_code: row.from, expired_at: row.expiresAt?.toISOString() ?? null },
    })),
  );
  return due.length;
}
