import { and, desc, eq, gte, like, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { apiTokens, auditEvents, users } from '@/db/schema';
import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { calendarDateSchema, startOfNextUtcDay, startOfUtcDay } from '../dates';
import { scopeOf } from '../scope';
import { parseInput } from '../validation';

export const AUDIT_PAGE_SIZE = 50;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** The audit viewer's filters (URL state and core input). `action` matches a prefix: `user.` finds every user action. */
export const auditQuerySchema = z.object({
  actor: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
  action: z.preprocess(blankToUndefined, z.string().trim().max(60).regex(/^[a-z_.]+$/, 'Actions are like "user.invited" or "lease.".').optional()),
  entity_type: z.preprocess(blankToUndefined, z.string().trim().max(40).regex(/^[a-z_]+$/).optional()),
  entity_id: z.preprocess(blankToUndefined, z.string().trim().max(60).optional()),
  from: z.preprocess(blankToUndefined, calendarDateSchema.optional()),
  to: z.preprocess(blankToUndefined, calendarDateSchema.optional()),
  /** Keyset paging: rows older than this id. */
  before: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

export type AuditRow = {
  id: number;
  at: Date;
  action: string;
  entityType: string;
  entityId: string;
  actor: { type: string; id: string | null; name: string | null };
  retailerId: number | null;
  ip: string | null;
  data: Record<string, unknown> | null;
};

/**
 * Who did what, when, to which record and from where (SPEC §12): a manager reads their retailer's rows,
 * an admin every row. Newest first, 50 a page. Rows hold no PII by construction (record-audit.ts).
 */
export async function listAuditEvents(ctx: Ctx, input: unknown): Promise<{ rows: AuditRow[]; nextBefore: number | null; query: AuditQuery }> {
  requirePermission(ctx, 'dashboard.read');
  const query = parseInput(auditQuerySchema, input);
  const scope = scopeOf(ctx.actor);
  const where = and(
    scope.kind === 'all' ? undefined : scope.kind === 'retailer' ? eq(auditEvents.retailerId, scope.retailerId) : sql`false`,
    query.actor ? and(eq(auditEvents.actorType, 'user'), eq(auditEvents.actorId, String(query.actor))) : undefined,
    query.action ? like(auditEvents.action, `${query.action.replace(/[%_\\]/g, (c) => `\\${c}`)}%`) : undefined,
    query.entity_type ? eq(auditEvents.entityType, query.entity_type) : undefined,
    query.entity_id ? eq(auditEvents.entityId, query.entity_id) : undefined,
    query.from ? gte(auditEvents.createdAt, startOfUtcDay(query.from)) : undefined,
    query.to ? lt(auditEvents.createdAt, startOfNextUtcDay(query.to)) : undefined,
    query.before ? lt(auditEvents.id, query.before) : undefined,
  );
  const rows = await ctx.db
    .select({ event: auditEvents, userName: users.name, tokenName: apiTokens.name })
    .from(auditEvents)
    .leftJoin(users, and(eq(auditEvents.actorType, 'user'), eq(sql`${users.id}::text`, auditEvents.actorId)))
    .leftJoin(apiTokens, and(eq(auditEvents.actorType, 'api_token'), eq(sql`${apiTokens.id}::text`, auditEvents.actorId)))
    .where(where)
    .orderBy(desc(auditEvents.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  return {
    query,
    nextBefore: rows.length > AUDIT_PAGE_SIZE ? page[page.length - 1]!.event.id : null,
    rows: page.map(({ event, userName, tokenName }) => ({
      id: event.id,
      at: event.createdAt,
      action: event.action,
      entityType: event.entityType,
      entityId: event.entityId,
      actor: { type: event.actorType, id: event.actorId, name: userName ?? tokenName ?? null },
      retailerId: event.retailerId,
      ip: event.ip,
      data: event.data,
    })),
  };
}
