import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { leases, leaseTerms } from '@/db/schema';

/** One seeded lease, as the e2e fixtures file lists it for specs that walk every seeded record. */
export type SeededLease = { applicationId: number; leaseId: number; loanNumber: string; stateCode: string; hasTerms: boolean };

/** Every active lease of the freshly seeded database (read once by scripts/e2e-server.ts into fixtures.json). */
export async function seededLeases(db: Database): Promise<SeededLease[]> {
  return db
    .select({
      applicationId: leases.applicationId,
      leaseId: leases.id,
      loanNumber: leases.loanNumber,
      stateCode: leases.stateCode,
      hasTerms: sql<boolean>`${leaseTerms.leaseId} is not null`,
    })
    .from(leases)
    .leftJoin(leaseTerms, eq(leaseTerms.leaseId, leases.id))
    .where(isNull(leases.deletedAt))
    .orderBy(asc(leases.id));
}
