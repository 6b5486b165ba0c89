import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { applicants, applications } from '@/db/schema';
import type { Store } from '@/db/schema/stores';
import { encryptField, ssnAssociatedData, ssnBlindIndex } from '@/lib/core/crypto/field-encryption';
import { APPROVAL_VALID_DAYS } from '@/lib/core/applications/days-to-expire';
import { DAY_MS } from '@/lib/core/dates';
import { personDecidedAsPlanned } from './planned-person';
import { planOutcome, reconcileOutcome } from './pipeline-plan';
import { createRandom, type Random } from './random';
import { scriptedProcessor, seedLease, type PlannedLease } from './seed-leases';

const BATCH = 500;

async function nextIds(db: Database, sequence: string, count: number): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`select nextval(${sequence})::int as id from generate_series(1, ${count})`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { id: number }[] }).rows) as { id: number }[];
  return rows.map((r) => Number(r.id));
}

/**
 * Generates `count` applications spread over the last 120 days across `stores`, in every application
 * and lease state, with encrypted SSNs and bank numbers, inserted in batches. Leases are then made by
 * the core, one by one (seed-leases.ts), from the approved applications planned to have one.
 */
export async function seedApplications(db: Database, options: { count: number; stores: Store[]; rng: Random; now: Date; onProgress?: (done: number) => void }) {
  const { count, stores, rng, now } = options;
  const processor = scriptedProcessor(db);
  for (let done = 0; done < count; done += BATCH) {
    const size = Math.min(BATCH, count - done);
    const applicantIds = await nextIds(db, 'applicants_id_seq', size);
    const applicationIds = await nextIds(db, 'applications_id_seq', size);
    const applicantRows: (typeof applicants.$inferInsert)[] = [];
    const applicationRows: (typeof applications.$inferInsert)[] = [];
    const plannedLeases: (Omit<PlannedLease, 'application' | 'now'> & { applicationId: number; rng: Random })[] = [];
    for (let i = 0; i < size; i++) {
      const store = rng.pick(stores);
      const planned = planOutcome(rng);
      const ageDays = planned.minAgeDays + rng.next() * (planned.maxAgeDays - planned.minAgeDays);
      // Everything else of this application draws from its own stream: how many draws its person and lease
      // take depends on the clock (the model reads ages and dates), and must not move the plans that follow.
      const own = createRandom(rng.int(0, 0xffffffff));
      const createdAt = new Date(now.getTime() - ageDays * DAY_MS);
      const decidedAt = new Date(createdAt.getTime() + own.int(1, 30) * 1000);
      const { person, decision } = personDecidedAsPlanned(own, store, planned, createdAt, decidedAt);
      const outcome = reconcileOutcome(planned, decision.code, ageDays);
      const applicantId = applicantIds[i]!;
      const applicationId = applicationIds[i]!;
      const ssn = encryptField(person.ssn, ssnAssociatedData(applicantId));
      const { ssn: _ssn, bank, ...personFields } = person;
      applicantRows.push({
        id: applicantId,
        retailerId: store.retailerId,
        ...personFields,
        ssnCiphertext: ssn.ciphertext,
        ssnKeyVersion: ssn.keyVersion,
        ssnBlindIndex: ssnBlindIndex(person.ssn),
        ssnLast4: person.ssn.slice(-4),
        createdAt,
        updatedAt: createdAt,
      });
      const routing = encryptField(bank.routing, `applications:${applicationId}:routing`);
      const account = encryptField(bank.account, `applications:${applicationId}:account`);
      // Activity happens somewhere between creation and now; never in the future.
      const updatedAt = new Date(Math.min(now.getTime(), createdAt.getTime() + 60_000 + own.next() * 0.9 * (now.getTime() - createdAt.getTime())));
      applicationRows.push({
        id: applicationId,
        retailerId: store.retailerId,
        storeId: store.id,
        applicantId,
        stateCode: outcome.leaseState ? 'A' : outcome.state,
        leaseStateCode: null,
        label: `${person.firstName} ${person.lastName}`,
        referenceId: own.chance(0.4) ? `ORD-${applicationId}` : null,
        bankName: bank.name,
        bankOpenedAt: bank.openedAt,
        bankOnline: bank.online,
        routingCiphertext: routing.ciphertext,
        accountCiphertext: account.ciphertext,
        bankKeyVersion: routing.keyVersion,
        accountLast4: bank.account.slice(-4),
        modelVersion: decision.modelVersion,
        score: decision.score,
        band: decision.band,
        decisionCode: decision.code,
        reasonCodes: decision.reasons.map((r) => r.code),
        offerAmounts: decision.offers,
        downPaymentAmounts: decision.downPayments,
        optionsApproved: decision.optionsApproved,
        approvedAmountCents: decision.code === 'A' ? Math.max(...Object.values(decision.offers)) : null,
        checkoutId: decision.code === 'A' ? `seed-${applicationId}` : null,
        decidedAt,
        verifiedAt: ['A', 'L'].includes(outcome.state) || outcome.leaseState ? decidedAt : null,
        expiresAt: decision.code === 'N' ? null : new Date(decidedAt.getTime() + APPROVAL_VALID_DAYS * DAY_MS),
        createdAt,
        updatedAt,
      });
      // A lease is made by the core after the batch is in (seed-leases.ts): until then the application is approved.
      if (outcome.leaseState) plannedLeases.push({ applicationId, rng: own, store, leaseState: outcome.leaseState, signerName: `${person.firstName} ${person.lastName}`, createdAt });
    }
    await db.insert(applicants).values(applicantRows);
    const inserted = await db.insert(applications).values(applicationRows).returning();
    const byId = new Map(inserted.map((a) => [a.id, a]));
    for (const { rng: leaseRng, ...planned } of plannedLeases) await seedLease(db, leaseRng, { ...planned, application: byId.get(planned.applicationId)!, now }, processor);
    options.onProgress?.(done + size);
  }
}
