/**
 * Child process of crash.test.ts: builds a payable lease, then charges it through a processor that
 * kills this process with SIGKILL right before or right after the processor call — between the two
 * transactions of the money flow. Prints what the parent needs as JSON lines before dying.
 */
import { migrateDatabase, openDatabase } from '@/db/client';
import { systemActor } from '@/lib/core/context';
import { createLeaseWorld } from '@/lib/testing/fixtures-leases';
import type { PaymentProcessor } from './processor';
import { sandboxProcessor } from './sandbox-processor';
import { saveAndChargeCard } from './save-and-charge-card';
import { payableLease, saveAndChargeBody } from './testing';

async function main() {
  const [mode, target] = process.argv.slice(2) as ['before-charge' | 'after-charge', string];
  const handle = await openDatabase(target.startsWith('postgres') ? { databaseUrl: target } : { dataDir: target });
  if (handle.kind === 'pglite') await migrateDatabase(handle);
  const ctx = { actor: systemActor, db: handle.db };
  const world = await createLeaseWorld(handle.db);
  const { lease } = await payableLease(ctx, world);
  const say = (fact: Record<string, unknown>) => process.stdout.write(JSON.stringify(fact) + '\n');
  say({ leaseId: lease.id, loanNumber: lease.loanNumber, salesActor: world.actors.sales });
  const sandbox = sandboxProcessor(handle.db);
  const crashing: PaymentProcessor = {
    ...sandbox,
    async charge(request) {
      say({ paymentId: request.idempotencyKey });
      if (mode === 'after-charge') await sandbox.charge(request);
      process.kill(process.pid, 'SIGKILL');
      await new Promise(() => {});
      throw new Error('unreachable');
    },
  };
  await saveAndChargeCard({ actor: world.actors.sales, db: handle.db }, saveAndChargeBody(lease.loanNumber, '42.00'), { processor: crashing });
}

void main();
