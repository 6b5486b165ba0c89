import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { applicants, applications, leases } from '@/db/schema';
import type { Store } from '@/db/schema/stores';
import { encryptField, ssnAssociatedData, ssnBlindIndex } from '@/lib/core/crypto/field-encryption';
import { APPROVAL_VALID_DAYS } from '@/lib/core/applications/days-to-expire';
import { toScoringInput } from '@/lib/core/applications/scoring-input';
import { DAY_MS } from '@/lib/core/dates';
import { currentModelVersion, scoreWith, type ScoringResult } from '@/lib/core/scoring';
import { randomPerson } from './people';
import { planOutcome, profileFor, reconcileOutcome, type Profile } from './pipeline-plan';
import type { Random } from './random';

const BATCH = 500;

async function nextIds(db: Database, sequence: string, count: number): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`select nextval(${sequence})::int as id from generate_series(1, ${count})`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { id: number }[] }).rows) as { id: number }[];
  return rows.map((r) => Number(r.id));
}

/**
 * Generates `count` applications spread over the last 120 days across `stores`, in every application
 * and lease state, with encrypted SSNs and bank numbers, inserted in batches.
 */
export async function seedApplications(db: Database, options: { count: number; stores: Store[]; rng: Random; now: Date; onProgress?: (done: number) => void }) {
  const { count, stores, rng, now } = options;
  for (let done = 0; done < count; done += BATCH) {
    const size = Math.min(BATCH, count - done);
    const applicantIds = await nextIds(db, 'applicants_id_seq', size);
    const applicationIds = await nextIds(db, 'applications_id_seq', size);
    const applicantRows: (typeof applicants.$inferInsert)[] = [];
    const applicationRows: (typeof applications.$inferInsert)[] = [];
    const leaseRows: (typeof leases.$inferInsert)[] = [];
    for (let i = 0; i < size; i++) {
      const store = rng.pick(stores);
      const planned = planOutcome(rng);
      const ageDays = planned.minAgeDays + rng.next() * (planned.maxAgeDays - planned.minAgeDays);
      const createdAt = new Date(now.getTime() - ageDays * DAY_MS);
      const person = nudge(randomPerson(rng, store, createdAt), profileFor(rng, planned), createdAt);
      const decidedAt = new Date(createdAt.getTime() + rng.int(1, 30) * 1000);
      // The real model decides, so scores, reasons and offers read as they would for a live application.
      const decision = scoreWith(
        currentModelVersion,
        toScoringInput({
          primaryIncome: person.primaryIncome,
          dateOfBirth: person.dateOfBirth,
          bankOpenedAt: person.bank.openedAt,
          onlineBanking: person.bank.online,
          storeState: store.state,
          asOf: decidedAt,
          recentDecline: false,
        }),
      );
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
      const updatedAt = new Date(Math.min(now.getTime(), createdAt.getTime() + 60_000 + rng.next() * 0.9 * (now.getTime() - createdAt.getTime())));
      applicationRows.push({
        id: applicationId,
        retailerId: store.retailerId,
        storeId: store.id,
        applicantId,
        stateCode: outcome.state,
        leaseStateCode: outcome.leaseState,
        label: `${person.firstName} ${person.lastName}`,
        referenceId: rng.chance(0.4) ? `ORD-${applicationId}` : null,
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
      if (outcome.leaseState) leaseRows.push(plannedLease(rng, { applicationId, store, createdAt, updatedAt, decision, leaseState: outcome.leaseState }));
    }
    await db.insert(applicants).values(applicantRows);
    await db.insert(applications).values(applicationRows);
    if (leaseRows.length) await db.insert(leases).values(leaseRows);
    options.onProgress?.(done + size);
  }
}

function plannedLease(
  rng: Random,
  a: { applicationId: number; store: Store; createdAt: Date; updatedAt: Date; decision: ScoringResult; leaseState: string },
): typeof leases.$inferInsert {
  const option = rng.pick(a.decision.optionsApproved.split('') as ('A' | 'B' | 'C')[]);
  const approved = a.decision.offers[option]!;
  const cashPrice = Math.round((approved * (0.55 + rng.next() * 0.45)) / 100) * 100;
  const loanAt = new Date(a.createdAt.getTime() + (0.05 + rng.next() * 0.25) * (a.updatedAt.getTime() - a.createdAt.getTime()));
  const after = (hours: number) => new Date(Math.min(a.updatedAt.getTime(), loanAt.getTime() + hours * 3_600_000));
  const reached = (state: string) => ['S', 'D', 'F', 'P'].indexOf(a.leaseState) >= ['S', 'D', 'F', 'P'].indexOf(state) && a.leaseState !== 'X';
  return {
    storeId: a.store.id,
    applicationId: a.applicationId,
    stateCode: a.leaseState as 'V',
    label: option,
    loanNumber: `LL-${String(a.applicationId).padStart(8, '0')}`,
    payGrade: a.decision.band,
    score: String(a.decision.score),
    approvedAmountCents: approved,
    cashPriceCents: cashPrice,
    fundedAmountCents: reached('F') ? cashPrice : null,
    optionType: option,
    leaseParams: { option, paymentFrequency: rng.pick(['14-day', '28-day', 'semi-monthly', 'monthly']) },
    loanAt,
    firstStatusChangeAt: a.leaseState === 'V' ? null : after(2),
    acceptedAt: reached('S') ? after(2) : null,
    deliveredAt: reached('D') ? after(30) : null,
    deliveredSetAt: reached('D') ? after(30) : null,
    fundedAt: reached('F') ? after(72) : null,
    closedAt: a.leaseState === 'P' || a.leaseState === 'X' ? a.updatedAt : null,
    lastActivityAt: a.updatedAt,
    verifiedAt: loanAt,
    createdAt: loanAt,
    updatedAt: a.updatedAt,
    deliveryCancelledReason: a.leaseState === 'X' ? 'Customer changed their mind' : null,
  };
}

type Person = ReturnType<typeof randomPerson>;

/** Applies a planned profile to a generated person (see pipeline-plan.ts). */
function nudge(person: Person, profile: Profile, createdAt: Date): Person {
  const daysBefore = (days: number) => new Date(createdAt.getTime() - days * DAY_MS).toISOString().slice(0, 10);
  const out = { ...person, bank: { ...person.bank }, primaryIncome: { ...person.primaryIncome } };
  if (profile.bankAgeDays !== null) out.bank.openedAt = daysBefore(profile.bankAgeDays);
  if (profile.weeklyIncomeDollars !== null) Object.assign(out.primaryIncome, { frequency: 'weekly', grossCents: profile.weeklyIncomeDollars * 100 });
  if (profile.underage) {
    const dob = new Date(createdAt);
    dob.setUTCFullYear(dob.getUTCFullYear() - 17);
    out.dateOfBirth = dob.toISOString().slice(0, 10);
  }
  return out;
}
