import { and, desc, eq, sql } from 'drizzle-orm';
import { applicants, applications } from '@/db/schema';
import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { ssnBlindIndex } from '../crypto/field-encryption';
import { NotFoundError } from '../errors';
import { scopeOf } from '../scope';
import { limitIdentityLookup } from '../rate-limits';
import { parseInput } from '../validation';
import { decisionOf, type ApplicationDecision } from './decision';
import { applicationScope, loadStoreInScope } from './internal';
import { lookupSchema, type LookupInput } from './schemas';

export type LookupResult = {
  applicationId: number;
  applicant: { firstName: string; middleName: string | null; lastName: string };
  decision: ApplicationDecision;
};

/**
 * POST /applications/lookup (4.7): the caller's most recent application whose applicant matches the last
 * name (any case), date of birth and SSN. The SSN is matched by its blind index, never decrypted.
 * Rate-limited per caller and per identity tuple. Searches the caller's whole scope; `store_id`, when given, must be a store in that scope.
 */
export async function lookupApplication(ctx: Ctx, input: LookupInput | unknown): Promise<LookupResult> {
  requirePermission(ctx, 'application.lookup');
  const query = parseInput(lookupSchema, input);
  await limitIdentityLookup(ctx, 'lookup', [query.last_name.toLowerCase(), query.date_of_birth, query.social_security_number]);
  if (query.store_id !== undefined) await loadStoreInScope(ctx, query.store_id);
  const scope = scopeOf(ctx.actor);
  const retailerId = scope.kind === 'all' ? null : scope.retailerId;

  const [row] = await ctx.db
    .select({ application: applications, applicant: { firstName: applicants.firstName, middleName: applicants.middleName, lastName: applicants.lastName } })
    .from(applicants)
    .innerJoin(applications, eq(applications.applicantId, applicants.id))
    .where(
      and(
        // The applicant's retailer column leads the blind-index index.
        retailerId === null ? undefined : eq(applicants.retailerId, retailerId),
        eq(applicants.ssnBlindIndex, ssnBlindIndex(query.social_security_number)),
        eq(applicants.dateOfBirth, query.date_of_birth),
        sql`lower(${applicants.lastName}) = lower(${query.last_name})`,
        applicationScope(ctx.actor),
      ),
    )
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(1);
  if (!row || !row.application.decisionCode) throw new NotFoundError('No application matches these details.');
  return { applicationId: row.application.id, applicant: row.applicant, decision: decisionOf(row.application, row.applicant) };
}
