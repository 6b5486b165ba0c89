import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { esignEnvelopes, leases } from '@/db/schema';
import { NotFoundError } from '@/lib/core/errors';
import { inRollback } from '@/lib/testing/test-db';
import { pdfText } from '@/lib/pdf/pdf-tools';
import { contractRenderer } from '@/lib/pdf/render-contract';
import { getSignedContract, signEnvelope } from '.';
import { leaseWithEnvelope, SOON, tokenOf } from './testing';

/**
 * The demo seed signs with `deferPdf`: the evidence is stored at signing and the signed contract is
 * rendered from it on its first download, then served byte for byte.
 */
describe('signatures stored without their PDF (deferPdf)', () => {
  it('moves the lease to S at once; the first download renders the signed contract with its audit page and stores it', () =>
    inRollback(async (ctx) => {
      const { view, sales } = await leaseWithEnvelope(ctx);
      await signEnvelope(ctx.db, { token: tokenOf(view.esign!.url!), consent: true, signerName: 'Pat Lessee', signature: { kind: 'typed' }, ip: '203.0.113.9', userAgent: 'seed' }, { renderer: contractRenderer, now: SOON, deferPdf: true });
      const [lease] = await ctx.db.select().from(leases).where(eq(leases.id, view.lease.id));
      expect(lease!.stateCode).toBe('S');
      const [stored] = await ctx.db.select().from(esignEnvelopes).where(eq(esignEnvelopes.leaseId, view.lease.id));
      expect(stored).toMatchObject({ status: 'signed', signerName: 'Pat Lessee', signedPdf: null, signedSha256: null });
      // Without a renderer there is nothing to serve yet.
      await expect(getSignedContract(sales, view.lease.id)).rejects.toBeInstanceOf(NotFoundError);

      const first = await getSignedContract(sales, view.lease.id, { renderer: contractRenderer });
      const text = pdfText(first.pdf);
      expect(text).toContain('Pat Lessee');
      expect(text).toContain(view.lease.loanNumber);
      expect(text).toContain('203.0.113.9');
      const [rendered] = await ctx.db.select().from(esignEnvelopes).where(eq(esignEnvelopes.leaseId, view.lease.id));
      expect(rendered!.signedSha256).toBe(first.sha256);
      expect(rendered!.unsignedSha256).toMatch(/^[0-9a-f]{64}$/);
      const again = await getSignedContract(sales, view.lease.id, { renderer: contractRenderer });
      expect(Buffer.compare(again.pdf, first.pdf)).toBe(0);
    }));
});
