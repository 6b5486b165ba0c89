import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicants, auditEvents, esignEnvelopes, leases, outboxMessages } from '@/db/schema';
import { ConflictError, ForbiddenError, NotFoundError } from '@/lib/core/errors';
import { leaseRequest, TEST_BASE_URL } from '@/lib/testing/fixtures-leases';
import { as, inRollback } from '@/lib/testing/test-db';
import { rawRows } from '../applications/testing';
import { cancelLease } from '../leases/cancel-lease';
import { createLease } from '../leases/create-lease';
import { getLease } from '../leases/get-lease';
import { getEsignPanel, loadSigningSession, sendSigningLink, voidEnvelope } from '.';
import { leaseWithEnvelope, NOW, SOON, tokenOf } from './testing';

const HOUR = 3_600_000;

describe('envelopes opened with the lease', () => {
  it('embedded: the signing URL in the response; the token stored only as its SHA-256 and a ciphertext', () =>
    inRollback(async (ctx) => {
      const { view } = await leaseWithEnvelope(ctx, { esign_return_url: 'https://shop.example/done' });
      const esign = view.esign!;
      expect(esign).toMatchObject({ esign_type: 'embedded', status: 'open', sent_at: null, signed_at: null, expires_at: new Date(NOW.getTime() + 72 * HOUR).toISOString() });
      expect(esign.url).toMatch(/^https:\/\/leaseline\.test\/sign\/[A-Za-z0-9_-]{43}$/);
      const token = tokenOf(esign.url!);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      expect(view.lease).toMatchObject({ envelopeId: esign.envelope_id, esignLocation: 'embedded', eSignContractUrl: esign.url });

      // Read the table as a database reader would: the token appears nowhere in clear.
      const [row] = await rawRows(ctx.db, sql`select e.*, e::text as whole from esign_envelopes e where id = ${esign.envelope_id}`);
      expect(row!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(String(row!.whole)).not.toContain(token);
      expect(row!.token_ciphertext).not.toBe(token);
      expect(row!.return_url).toBe('https://shop.example/done');
      const [lease] = await ctx.db.select().from(leases).where(eq(leases.id, view.lease.id));
      expect(JSON.stringify(lease)).not.toContain(token);

      const [audit] = await ctx.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'esign.envelope_opened'), eq(auditEvents.entityId, String(view.lease.id))));
      expect(audit!.data).toMatchObject({ envelopeId: esign.envelope_id, esignType: 'embedded' });
      expect(await loadSigningSession(ctx.db, token, SOON)).toMatchObject({ status: 'open', envelopeId: esign.envelope_id, loanNumber: view.lease.loanNumber, applicantName: 'Pat Lessee', language: 'en' });
    }));

  it('create_esign: false opens none', () =>
    inRollback(async (ctx) => {
      const { view } = await leaseWithEnvelope(ctx, { create_esign: false });
      expect(view.esign).toBeNull();
      expect(view.lease.envelopeId).toBeNull();
      expect(await ctx.db.select().from(esignEnvelopes).where(eq(esignEnvelopes.leaseId, view.lease.id))).toEqual([]);
    }));

  it('email: the link goes to the applicant (after commit); the response carries no URL', () =>
    inRollback(async (ctx) => {
      const { view } = await leaseWithEnvelope(ctx, { esign_type: 'email', primary_language: 'es' });
      expect(view.esign).toMatchObject({ esign_type: 'email', url: null, sent_at: expect.any(String) });
      const [message] = await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.applicationId, view.lease.applicationId));
      expect(message).toMatchObject({ channel: 'email', recipient: 'pat@example.com', template: 'esign-link', language: 'es' });
      const url = /https:\/\/leaseline\.test\/sign\/[A-Za-z0-9_-]{43}/.exec(message!.body)![0];
      expect(message!.subject).toContain(view.lease.loanNumber);
      expect(await loadSigningSession(ctx.db, tokenOf(url), SOON)).toMatchObject({ status: 'open', language: 'es', summary: { frequency: 'Cada 14 días' } });
    }));

  it('sms without a phone number on file is a 422 on esign_type, and nothing is created', () =>
    inRollback(async (ctx) => {
      await expect(leaseWithEnvelope(ctx, { esign_type: 'sms' })).rejects.toMatchObject({ fieldErrors: { esign_type: [expect.stringContaining('no phone number')] } });
    }));

  it('discard_esign: true voids the open envelope in the replacing transaction; its link then says voided', () =>
    inRollback(async (ctx) => {
      const { view, sales } = await leaseWithEnvelope(ctx);
      const oldToken = tokenOf(view.esign!.url!);
      const second = await createLease(sales, leaseRequest({ id: view.lease.applicationId }, { discard_esign: true, deliveryCharge: 0 }), { now: NOW, baseUrl: TEST_BASE_URL });
      expect(second.esign!.envelope_id).not.toBe(view.esign!.envelope_id);
      const [old] = await ctx.db.select().from(esignEnvelopes).where(eq(esignEnvelopes.id, view.esign!.envelope_id));
      expect(old).toMatchObject({ status: 'voided', voidedAt: NOW });
      expect(await loadSigningSession(ctx.db, oldToken, SOON)).toEqual({ status: 'voided', message: expect.stringContaining('cancelled by the store') });
      expect(await loadSigningSession(ctx.db, tokenOf(second.esign!.url!), SOON)).toMatchObject({ status: 'open' });
    }));
});

describe('staff: panel, send, re-send, void', () => {
  it('re-sending by email voids the embedded link and opens a new one; the panel masks the recipient', () =>
    inRollback(async (ctx) => {
      const { view, sales } = await leaseWithEnvelope(ctx);
      const first = tokenOf(view.esign!.url!);
      const panel = await sendSigningLink(sales, view.lease.id, { channel: 'email', baseUrl: TEST_BASE_URL, now: SOON });
      expect(panel).toMatchObject({ leaseId: view.lease.id, leaseState: 'V', canManage: true, signedPdfAvailable: false });
      expect(panel.envelope).toMatchObject({ esignType: 'email', status: 'open', sentTo: 'p***@example.com', sentAt: expect.any(String), signedAt: null });
      expect(panel.envelope!.signingUrl).toMatch(/^https:\/\/leaseline\.test\/sign\//);
      expect(await loadSigningSession(ctx.db, first, SOON)).toMatchObject({ status: 'voided' });
      const second = tokenOf(panel.envelope!.signingUrl!);
      expect(await loadSigningSession(ctx.db, second, SOON)).toMatchObject({ status: 'open' });

      // Re-send again, by SMS this time: the applicant has a cell now.
      await ctx.db.update(applicants).set({ cell: '5125550199' }).where(sql`${applicants.id} = (select applicant_id from applications where id = ${view.lease.applicationId})`);
      const again = await sendSigningLink(sales, view.lease.id, { channel: 'sms', baseUrl: TEST_BASE_URL, now: SOON });
      expect(again.envelope).toMatchObject({ esignType: 'sms', sentTo: '(***) ***-0199' });
      expect(await loadSigningSession(ctx.db, second, SOON)).toMatchObject({ status: 'voided' });
      const sms = await ctx.db.select().from(outboxMessages).where(and(eq(outboxMessages.applicationId, view.lease.applicationId), eq(outboxMessages.channel, 'sms')));
      expect(sms).toHaveLength(1);
      expect(sms[0]!.body).toContain(tokenOf(again.envelope!.signingUrl!));
      const voids = await ctx.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'esign.envelope_voided'), eq(auditEvents.entityId, String(view.lease.id))));
      expect(voids.map((v) => v.data?.reason)).toEqual(['resent', 'resent']);
      // No recipient, token or link in any audit row.
      const all = await ctx.db.select().from(auditEvents).where(eq(auditEvents.entityId, String(view.lease.id)));
      expect(JSON.stringify(all)).not.toMatch(/pat@example\.com|5125550199|\/sign\//);
    }));

  it('void: the link answers voided; voiding again is 409', () =>
    inRollback(async (ctx) => {
      const { view, sales } = await leaseWithEnvelope(ctx);
      const panel = await voidEnvelope(sales, view.lease.id, { now: SOON });
      expect(panel.envelope).toMatchObject({ status: 'voided', signingUrl: null });
      expect(await loadSigningSession(ctx.db, tokenOf(view.esign!.url!), SOON)).toMatchObject({ status: 'voided' });
      await expect(voidEnvelope(sales, view.lease.id, { now: SOON })).rejects.toThrow(ConflictError);
      const lease = await getLease(sales, view.lease.id, { baseUrl: TEST_BASE_URL });
      expect(lease.esign).toMatchObject({ status: 'voided', url: null });
      expect(lease.lease.eSignContractUrl).toBeNull();
    }));

  it('a clerk sees the status but no link, and may not send or void (403); another retailer gets 404', () =>
    inRollback(async (ctx) => {
      const { world, view } = await leaseWithEnvelope(ctx);
      const clerk = as(ctx, world.actors.clerk);
      const panel = await getEsignPanel(clerk, view.lease.id, { baseUrl: TEST_BASE_URL, now: SOON });
      expect(panel).toMatchObject({ canManage: false, envelope: { status: 'open', signingUrl: null } });
      await expect(sendSigningLink(clerk, view.lease.id, { channel: 'email', baseUrl: TEST_BASE_URL })).rejects.toThrow(ForbiddenError);
      await expect(voidEnvelope(clerk, view.lease.id)).rejects.toThrow(ForbiddenError);
      const clerkLease = await getLease(clerk, view.lease.id, { baseUrl: TEST_BASE_URL });
      expect(clerkLease.esign!.url).toBeNull();
      expect(clerkLease.lease.eSignContractUrl).toBeNull();

      for (const actor of [world.actors.otherSales, world.actors.otherManager, world.actors.otherToken]) {
        const other = as(ctx, actor);
        await expect(getEsignPanel(other, view.lease.id, { baseUrl: TEST_BASE_URL })).rejects.toThrow(NotFoundError);
        await expect(sendSigningLink(other, view.lease.id, { channel: 'embedded', baseUrl: TEST_BASE_URL })).rejects.toThrow(NotFoundError);
        await expect(voidEnvelope(other, view.lease.id)).rejects.toThrow(NotFoundError);
      }
      // The envelope is untouched by every refusal.
      expect(await loadSigningSession(ctx.db, tokenOf(view.esign!.url!), SOON)).toMatchObject({ status: 'open' });
    }));

  it('an API token of the retailer may send (merchant systems manage e-sign too)', () =>
    inRollback(async (ctx) => {
      const { world, view } = await leaseWithEnvelope(ctx);
      const panel = await sendSigningLink(as(ctx, world.actors.token), view.lease.id, { channel: 'embedded', baseUrl: TEST_BASE_URL, now: SOON });
      expect(panel.envelope).toMatchObject({ esignType: 'embedded', status: 'open' });
    }));
});

describe('links that cannot be used', () => {
  it('expires 72 hours after it was opened, to the second', () =>
    inRollback(async (ctx) => {
      const { view, sales } = await leaseWithEnvelope(ctx);
      const token = tokenOf(view.esign!.url!);
      const expiry = new Date(NOW.getTime() + 72 * HOUR);
      expect(await loadSigningSession(ctx.db, token, new Date(expiry.getTime() - 1000))).toMatchObject({ status: 'open' });
      expect(await loadSigningSession(ctx.db, token, expiry)).toEqual({ status: 'expired', message: expect.stringContaining('expired') });
      expect((await getEsignPanel(sales, view.lease.id, { baseUrl: TEST_BASE_URL, now: expiry })).envelope).toMatchObject({ status: 'expired', signingUrl: null });
    }));

  it('an altered, truncated or made-up token is unknown', () =>
    inRollback(async (ctx) => {
      const { view } = await leaseWithEnvelope(ctx);
      const token = tokenOf(view.esign!.url!);
      const flipped = (token[0] === 'A' ? 'B' : 'A') + token.slice(1);
      for (const bad of [flipped, token.slice(0, -1), `${token}x`, '', 'not-a-token', '../../etc/passwd']) {
        expect(await loadSigningSession(ctx.db, bad, SOON)).toEqual({ status: 'unknown', message: expect.stringContaining('not valid') });
      }
    }));

  it('a lease cancelled while its link was open cannot be signed from it', () =>
    inRollback(async (ctx) => {
      const { world, view } = await leaseWithEnvelope(ctx);
      await cancelLease(as(ctx, world.actors.manager), { lease: view.lease.id, reason: 'Customer changed their mind' });
      expect(await loadSigningSession(ctx.db, tokenOf(view.esign!.url!), SOON)).toMatchObject({ status: 'voided' });
    }));
});
