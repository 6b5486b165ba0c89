import { eq } from 'drizzle-orm';
import { applications, leases } from '@/db/schema';
import type { LeaseState } from '@/db/schema/leases';
import type { Ctx } from '../context';
import { createLease } from '../leases/create-lease';
import { approvedApplication, leaseRequest, TEST_BASE_URL, type LeaseWorld } from '@/lib/testing/fixtures-leases';
import { as } from '@/lib/testing/test-db';
import type { Database } from '@/db/client';

/** A priced lease of the lease world's Houston store, put in `state` (S by default: it takes payments). */
export async function payableLease(ctx: Ctx, world: LeaseWorld, state: LeaseState = 'S', options: { now?: Date } = {}) {
  const app = await approvedApplication(ctx.db as Database, world.stores.tx);
  const view = await createLease(as(ctx, world.actors.sales), leaseRequest(app), { now: options.now ?? new Date(), baseUrl: TEST_BASE_URL });
  await ctx.db.update(leases).set({ stateCode: state }).where(eq(leases.id, view.lease.id));
  await ctx.db.update(applications).set({ leaseStateCode: state }).where(eq(applications.id, app.id));
  return { lease: { ...view.lease, stateCode: state }, app, terms: view.terms! };
}

/**
 * The security code the tests send. Its leading zero means no id, count or amount can print as it,
 * so a test that looks for it in stored rows finds only a leaked CVV.
 */
export const TEST_CVV = '0427';

/** A save-and-charge body for `loanNumber` with the sandbox token `token`. */
export function saveAndChargeBody(loanNumber: string, amount: number | string, token = 'tok_visa') {
  return { loan_number: loanNumber, amount, token, card: { brand: 'visa' }, card_last_four: '4242', card_expiration: '12/30', cvv: TEST_CVV, source_system: 'counter' };
}
