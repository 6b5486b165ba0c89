import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchPostgresDatabase } from '@/lib/testing/scratch-database';
import { leaseCards, leasePayments, sandboxCharges } from '@/db/schema';
import { openDatabase, type DatabaseHandle } from '@/db/client';
import { systemActor } from '@/lib/core/context';
import { getLeaseLedger } from './get-lease-ledger';
import { recoverPendingPayments } from './recover-pending-payments';
import { sandboxProcessor } from './sandbox-processor';

/**
 * kill -9 between the two steps of the money flow (docs/payments.md): a child process writes the
 * pending row, then dies with SIGKILL just before or just after the processor charged. The recovery job
 * then settles the row from what the processor recorded: no money charged and unaccounted for, none
 * recorded that was not charged. On PostgreSQL (DATABASE_URL) and on a PGlite directory.
 */
const base = process.env.DATABASE_URL;
const dirs: string[] = [];
let url: string | undefined;
let dropScratch: (() => Promise<void>) | undefined;
// The crash child commits with its own keys: on PostgreSQL it gets a database of its own (lib/testing/scratch-database).
beforeAll(async () => {
  if (!base) return;
  const scratch = await scratchPostgresDatabase(base, 'payments_crash');
  url = scratch.url;
  dropScratch = scratch.drop;
});
afterAll(async () => {
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
  await dropScratch?.();
});

function crashChild(mode: 'before-charge' | 'after-charge', target: string) {
  const child = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'crash-child.ts'), mode, target], {
    cwd: process.cwd(),
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, LOG_LEVEL: 'silent' },
  });
  expect(child.signal, child.stderr).toBe('SIGKILL');
  const facts = Object.assign({}, ...child.stdout.trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>));
  return facts as { leaseId: number; loanNumber: string; paymentId: string; salesActor: never };
}

async function afterCrash(mode: 'before-charge' | 'after-charge') {
  const target = url ?? mkdtempSync(path.join(tmpdir(), 'leaseline-crash-'));
  if (!url) dirs.push(target);
  const facts = crashChild(mode, target);
  const handle: DatabaseHandle = await openDatabase(url ? { databaseUrl: url } : { dataDir: target });
  try {
    const { db } = handle;
    const [pending] = await db.select().from(leasePayments).where(eq(leasePayments.id, facts.paymentId));
    expect(pending).toMatchObject({ status: 'pending', amountCents: 4200 });
    const run = await recoverPendingPayments({ actor: systemActor, db }, { processor: sandboxProcessor(db), graceMs: 0 });
    expect(run.examined).toBeGreaterThanOrEqual(1);
    const [settled] = await db.select().from(leasePayments).where(eq(leasePayments.id, facts.paymentId));
    const charges = await db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, facts.paymentId));
    const ledger = await getLeaseLedger({ actor: systemActor, db }, facts.leaseId);
    const cards = await db.select().from(leaseCards).where(eq(leaseCards.leaseId, facts.leaseId));
    return { settled: settled!, charges, ledger, cards };
  } finally {
    await handle.close();
  }
}

describe('kill -9 between the two steps of a charge', () => {
  it('after the processor charged: recovery records the payment as succeeded and keeps the card', async () => {
    const { settled, charges, ledger, cards } = await afterCrash('after-charge');
    expect(charges).toHaveLength(1);
    expect(settled).toMatchObject({ status: 'succeeded', processorReference: charges[0]!.id });
    expect(ledger.summary!.amountPaidCents).toBe(4200);
    expect(cards).toHaveLength(1);
  }, 180_000);

  it('before the processor saw it: recovery fails the payment and nothing was charged', async () => {
    const { settled, charges, ledger, cards } = await afterCrash('before-charge');
    expect(charges).toHaveLength(0);
    expect(settled).toMatchObject({ status: 'failed', failureCode: 'processing_error' });
    expect(ledger.summary!.amountPaidCents).toBe(0);
    expect(cards).toHaveLength(0);
  }, 180_000);
});
