import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { esignEnvelopes, leaseItems, leaseTerms } from '@/db/schema';
import type { Database } from '@/db/client';
import { contractRenderer } from '@/lib/pdf/render-contract';
import { inRollback } from '@/lib/testing/test-db';
import { TEST_BASE_URL } from '@/lib/testing/fixtures-leases';
import { ContractUnavailableError, prepareContract } from '../contracts';
import { loadSigningSession, renderSigningContract, sendSigningLink } from '.';
import { leaseWithEnvelope, SOON, tokenOf } from './testing';

/** A lease as the old demo seed made them: the lease row without priced terms or items. */
async function dropTerms(db: Database, leaseId: number): Promise<void> {
  await db.delete(leaseItems).where(eq(leaseItems.leaseId, leaseId));
  await db.delete(leaseTerms).where(eq(leaseTerms.leaseId, leaseId));
}

describe('a lease whose contract cannot be produced (no priced terms)', () => {
  it('its open signing link shows "unavailable" with the loan number instead of failing', () =>
    inRollback(async (ctx) => {
      const { view } = await leaseWithEnvelope(ctx);
      await dropTerms(ctx.db, view.lease.id);
      const token = tokenOf(view.esign!.url!);
      expect(await loadSigningSession(ctx.db, token, SOON)).toMatchObject({ status: 'unavailable', loanNumber: view.lease.loanNumber });
      await expect(renderSigningContract(ctx.db, token, { renderer: contractRenderer, now: SOON })).rejects.toThrow(ContractUnavailableError);
    }));

  it('sending it for signing is a 409 naming the lease, and opens no envelope', () =>
    inRollback(async (ctx) => {
      const { view, sales } = await leaseWithEnvelope(ctx);
      await dropTerms(ctx.db, view.lease.id);
      const before = await ctx.db.select().from(esignEnvelopes).where(eq(esignEnvelopes.leaseId, view.lease.id));
      const error = await sendSigningLink(sales, view.lease.id, { channel: 'embedded', baseUrl: TEST_BASE_URL, now: SOON }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ContractUnavailableError);
      expect((error as Error).message).toContain(view.lease.loanNumber);
      const after = await ctx.db.select().from(esignEnvelopes).where(eq(esignEnvelopes.leaseId, view.lease.id));
      expect(after).toEqual(before);
    }));

  it('the staff contract download is the same typed 409', () =>
    inRollback(async (ctx) => {
      const { view, sales } = await leaseWithEnvelope(ctx);
      await dropTerms(ctx.db, view.lease.id);
      await expect(prepareContract(sales, { appID: String(view.lease.applicationId), format: 'pdf' }, { via: 'portal' })).rejects.toThrow(ContractUnavailableError);
    }));
});
