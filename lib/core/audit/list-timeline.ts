import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { apiTokens, auditEvents, leases, users } from '@/db/schema';
import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { loadApplication, type ApplicationRef } from '../applications/internal';

/** Details a timeline may show: ids, codes, states, channels and counts. Anything else in `data` stays in the log. */
const SHOWN_DETAILS = [
  'code',
  'stateCode',
  'from',
  'to',
  'cause',
  'modelVersion',
  'score',
  'band',
  'reasonCodes',
  'optionsApproved',
  'coapplicantScore',
  'hasCoApplicant',
  'channel',
  'language',
  'attempts',
  'locked',
  'person',
  'loanNumber',
  'option',
  'esignType',
] as const;

export type TimelineDetail = string | number | boolean | null | string[];

export type TimelineEntry = {
  id: number;
  at: Date;
  action: string;
  entityType: 'application' | 'lease';
  actor: { type: string; name: string | null; role: string | null };
  details: Partial<Record<(typeof SHOWN_DETAILS)[number], TimelineDetail>>;
};

export const TIMELINE_LIMIT = 200;

function pickDetails(data: Record<string, unknown> | null): TimelineEntry['details'] {
  const out: TimelineEntry['details'] = {};
  if (!data) return out;
  for (const key of SHOWN_DETAILS) {
    const value = data[key];
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) out[key] = value as TimelineDetail;
    else if (Array.isArray(value) && value.every((v) => typeof v === 'string')) out[key] = value as string[];
  }
  return out;
}

/**
 * The audit trail of one application, oldest first: its own rows (creation, decision, co-applicant,
 * verification, PII reveals, state changes) and its leases' rows. Who (staff name and role, API token
 * name, system), what (the action and an allow-listed set of details), when. Never PII: audit rows hold
 * none, and only the allow-listed detail keys leave this function. Out of scope → not found.
 */
export async function listAuditTimeline(ctx: Ctx, ref: ApplicationRef): Promise<TimelineEntry[]> {
  requirePermission(ctx, 'application.read');
  const { application } = await loadApplication(ctx, ref);
  const leaseIds = ctx.db.select({ id: sql`${leases.id}::text` }).from(leases).where(eq(leases.applicationId, application.id));
  const rows = await ctx.db
    .select({
      id: auditEvents.id,
      at: auditEvents.createdAt,
      action: auditEvents.action,
      entityType: auditEvents.entityType,
      actorType: auditEvents.actorType,
      data: auditEvents.data,
      userName: users.name,
      userRole: users.role,
      tokenName: apiTokens.name,
    })
    .from(auditEvents)
    .leftJoin(users, and(eq(auditEvents.actorType, 'user'), eq(sql`${users.id}::text`, auditEvents.actorId)))
    .leftJoin(apiTokens, and(eq(auditEvents.actorType, 'api_token'), eq(sql`${apiTokens.id}::text`, auditEvents.actorId)))
    .where(
      and(
        // The retailer column keeps the walk inside the application's own tenant even for odd entity ids.
        eq(auditEvents.retailerId, application.retailerId),
        or(
          and(eq(auditEvents.entityType, 'application'), eq(auditEvents.entityId, String(application.id))),
          and(eq(auditEvents.entityType, 'lease'), inArray(auditEvents.entityId, leaseIds)),
        ),
      ),
    )
    .orderBy(asc(auditEvents.createdAt), asc(auditEvents.id))
    .limit(TIMELINE_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    action: row.action,
    entityType: row.entityType === 'lease' ? 'lease' : 'application',
    actor: {
      type: row.actorType,
      name: row.actorType === 'user' ? row.userName : row.actorType === 'api_token' ? row.tokenName : null,
      role: row.actorType === 'user' ? row.userRole : null,
    },
    details: pickDetails(row.data),
  }));
}
