import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { scratchPostgresDatabase } from '@/lib/testing/scratch-database';
import { leasePayments, sandboxCharges } from '@/db/schema';
import { openDatabase, type DatabaseHandle } from '@/db/client';
import { systemActor } from '@/lib/core/context';
import { createLeaseWorld } from '@/lib/testing/fixtures-leases';
import { chargeCardOnFile } from './charge-card-on-file';
import { getLeaseLedger } from './get-lease-ledger';
import { sandboxProcessor } from './sandbox-processor';
import { saveAndChargeCard } from './save-and-charge-card';
import { payableLease, saveAndChargeBody } from './testing';

/**
 * Real concurrency needs real connections: PostgreSQL only (DATABASE_URL); on PGlite (one connection,
 * every transaction serialised) there is no race to lose, and this suite says so by skipping.
 * Two pools stand for two server instances.
 */
const url = process.env.DATABASE_URL;

describe.skipIf(!url)('charges under concurrency (PostgreSQL, two connection pools)', () => {
  const handles: DatabaseHandle[] = [];
  let dropScratch: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close()));
    await dropScratch?.();
  });

  it('40 concurrent charges summing above the balance: never below zero, every success in the ledger', async () => {
    // These charges commit: a database of their own keeps them from other files' tests.
    const scratch = await scratchPostgresDatabase(url!, 'payments_concurrency');
    dropScratch = scratch.drop;
    handles.push(await openDatabase({ databaseUrl: scratch.url }), await openDatabase({ databaseUrl: scratch.url }));
    const [a, b] = handles as [DatabaseHandle, DatabaseHandle];
    const world = await createLeaseWorld(a.db);
    const { lease } = await payableLease({ actor: systemActor, db: a.db }, world, 'F');
    const sales = (db: DatabaseHandle['db']) => ({ actor: world.actors.sales, db });
    await saveAndChargeCard(sales(a.db), saveAndChargeBody(lease.loanNumber, 1));
    const { summary } = await getLeaseLedger(sales(a.db), lease.id);
    // Each charge is a tenth of the balance, rounded up: at most 10 fit, 40 are tried.
    const each = Math.ceil(summary!.balanceCents / 10);
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => {
        const db = i % 2 ? a.db : b.db;
        return chargeCardOnFile(sales(db), { loan_number: lease.loanNumber, amount: each / 100 }, { processor: sandboxProcessor(db) });
      }),
    );
    const succeeded = results.filter((r) => r.status === 'fulfilled');
    expect(succeeded.length).toBeGreaterThan(0);
    expect(succeeded.length).toBeLessThanOrEqual(10);
    const after = await getLeaseLedger(sales(a.db), lease.id);
    expect(after.summary!.balanceCents).toBeGreaterThanOrEqual(0);
    const rows = await a.db.select().from(leasePayments).where(eq(leasePayments.leaseId, lease.id));
    const ok = rows.filter((r) => r.status === 'succeeded' && r.kind === 'charge');
    expect(ok).toHaveLength(succeeded.length + 1);
    expect(after.summary!.amountPaidCents).toBe(100 + succeeded.length * each);
    // Every processor charge is a succeeded row of the ledger, and the other way round.
    const charged = await Promise.all(ok.map((r) => a.db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, r.id))));
    expect(charged.every((c) => c.length === 1 && c[0]!.status === 'succeeded')).toBe(true);
  }, 120_000);
});
