import { sql } from 'drizzle-orm';
import { auditEvents } from '@/db/schema';
import type { Transaction } from '@/db/client';
import { jsonPlaceholder, jsonText, prepared } from '@/db/prepared-statements';
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
  await insertAudit(tx).execute({
    retailerId: entry.retailerId,
    actorType,
    actorId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    data: jsonText(entry.data),
    ip: ctx.ip ?? null,
  });
}

// Composed once (db/prepared-statements.ts): every change of every domain writes one.
const insertAudit = (tx: Transaction) =>
  prepared(tx, 'audit_event_insert', () =>
    tx.insert(auditEvents).values({
      retailerId: sql.placeholder('retailerId'),
      actorType: sql.placeholder('actorType'),
      actorId: sql.placeholder('actorId'),
      action: sql.placeholder('action'),
      entityType: sql.placeholder('entityType'),
      entityId: sql.placeholder('entityId'),
      data: jsonPlaceholder('data'),
      ip: sql.placeholder('ip'),
    }),
  );
