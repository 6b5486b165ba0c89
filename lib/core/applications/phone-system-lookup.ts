import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { applicants, applications, leases, leaseTerms } from '@/db/schema';
import type { ApplicationState } from '@/db/schema/applications';
import type { Lease } from '@/db/schema/leases';
import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { scopeOf } from '../scope';
import { limitIdentityLookup } from '../rate-limits';
import { parseInput } from '../validation';
import { amountDue, type AmountDue } from './amount-due';
import { applicationScope } from './internal';
import { phoneSystemLookupSchema, type PhoneSystemLookupInput } from './schemas';

export const PHONE_LOOKUP_LIMIT = 10;

export type PhoneLookupMatch = {
  applicationId: number;
  uuid: string;
  storeId: number;
  stateCode: ApplicationState;
  createdAt: Date;
  approvedAmountCents: number | null;
  applicant: { firstName: string; lastName: string };
  lease: (Pick<Lease, 'id' | 'loanNumber' | 'stateCode'> & { amountDue: AmountDue }) | null;
};

/**
 * POST /applications/phone-system-lookup (4.5): what an IVR can find from date of birth, the SSN's last
 * four and the ZIP code (rate-limited per caller and per tuple): the caller's matching applications, newest first (at most 10), each with its
 * active lease's loan number and amount due.
 */
export async function phoneSystemLookup(ctx: Ctx, input: PhoneSystemLookupInput | unknown): Promise<PhoneLookupMatch[]> {
  requirePermission(ctx, 'application.lookup');
  const query = parseInput(phoneSystemLookupSchema, input);
  await limitIdentityLookup(ctx, 'phone-system-lookup', [query.date_of_birth, query.ssn_last_four, query.zip_code]);
  const scope = scopeOf(ctx.actor);
  const rows = await ctx.db
    .select({
      application: {
        id: applications.id,
        uuid: applications.uuid,
        storeId: applications.storeId,
        stateCode: applications.stateCode,
        createdAt: applications.createdAt,
        approvedAmountCents: applications.approvedAmountCents,
      },
      applicant: { firstName: applicants.firstName, lastName: applicants.lastName },
      lease: { id: leases.id, loanNumber: leases.loanNumber, stateCode: leases.stateCode },
      terms: {
        paymentCents: leaseTerms.paymentCents,
        ocpAmountCents: leaseTerms.ocpAmountCents,
        leaseDepositCents: leaseTerms.leaseDepositCents,
        leaseDepositTaxCents: leaseTerms.leaseDepositTaxCents,
        firstPaymentDate: leaseTerms.firstPaymentDate,
      },
    })
    .from(applicants)
    .innerJoin(applications, eq(applications.applicantId, applicants.id))
    .leftJoin(leases, and(eq(leases.applicationId, applications.id), isNull(leases.deletedAt)))
    .leftJoin(leaseTerms, eq(leaseTerms.leaseId, leases.id))
    .where(
      and(
        scope.kind === 'all' || scope.retailerId === null ? undefined : eq(applicants.retailerId, scope.retailerId),
        eq(applicants.dateOfBirth, query.date_of_birth),
        eq(applicants.ssnLast4, query.ssn_last_four),
        sql`left(${applicants.location}->>'code', 5) = ${query.zip_code}`,
        applicationScope(ctx.actor),
      ),
    )
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(PHONE_LOOKUP_LIMIT);
  return rows.map(({ application, applicant, lease, terms }) => ({
    applicationId: application.id,
    uuid: application.uuid,
    storeId: application.storeId,
    stateCode: application.stateCode,
    createdAt: application.createdAt,
    approvedAmountCents: application.approvedAmountCents,
    applicant,
    lease: lease ? { id: lease.id, loanNumber: lease.loanNumber, stateCode: lease.stateCode, amountDue: amountDue(lease, terms) } : null,
  }));
}
