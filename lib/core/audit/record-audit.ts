import { auditEvents } from '@/db/schema';
import type { Transaction } from '@/db/client';
import { executePrepared } from '@/db/prepared-statements';
import { describeActor, type Ctx } from '../context';

export type AuditEntry = {
  action: string;
  entityType: string;
  entityId: string | number;
  retailerId: number | null;
  /** Never PII: ids, codes, state changes, amounts. */
  data?: Record<string, unknown>;
};

/** Writes an audit row through the caller's transaction, so it commits or rolls back with the change. */
export async function recordAudit(tx: Transaction, ctx: Ctx, entry: AuditEntry): Promise<void> {
  const { actorType, actorId } = describeActor(ctx.actor);
  // Prepared: every change of every domain writes one.
  await executePrepared(
    'audit_event_insert',
    tx.insert(auditEvents).values({
      retailerId: entry.retailerId,
      actorType,
      actorId,
      action: entry.action,
      entityType: entry.entityType,
      entityId: String(entry.entityId),
      data: entry.data ?? null,
      ip: ctx.ip ?? null,
    }),
  );
}
