import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, auditEvents, esignEnvelopes, leases, outboxEvents } from '@/db/schema';
import { ForbiddenError, NotFoundError, ValidationError } from '@/lib/core/errors';
import { TEST_BASE_URL } from '@/lib/testing/fixtures-leases';
import { as, inRollback } from '@/lib/testing/test-db';
import { pdfText } from '@/lib/pdf/pdf-tools';
import { contractRenderer } from '@/lib/pdf/render-contract';
import { getLease } from '../leases/get-lease';
import { loadLease } from '../leases/internal';
import { applyLeaseTransition } from '../leases/transitions';
import { withTransaction } from '../transaction';
import { getEsignPanel, getSignedContract, loadSigningSession, renderSigningContract, signEnvelope, signEnvelopeSchema, SigningLinkUnavailableError, voidEnvelope } from '.';
import { lesseeSignature } from './audit-page';
import { systemActor } from '../context';
import { buildContractData, LATEST_TEMPLATE_VERSION, loadContractSubject } from '../contracts';
import { openEnvelopeToken } from './tokens';
import type { ContractRenderer } from './types';
import { leaseWithEnvelope, NOW, SOON, TINY_PNG, tokenOf } from './testing';

const renderer = contractRenderer;
const UA = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1';

function form(token: string, overrides: Record<string, unknown> = {}) {
  return { token, consent: true, signerName: 'Pat Lessee', signature: { kind: 'typed' }, ip: '203.0.113.7', userAgent: UA, ...overrides };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (e: unknown) => e,
  );
}

describe('signEnvelope', () => {
  it('stores the signed PDF with its audit page and moves the lease V → S with audit row and lease.signed event', () =>
    inRollback(async (ctx) => {
      const { view, sales } = await leaseWithEnvelope(ctx, { esign_return_url: 'https://shop.example/thanks?order=7' });
      const token = tokenOf(view.esign!.url!);

      const result = await signEnvelope(ctx.db, form(token), { renderer, now: SOON });
      expect(result).toEqual({ leaseId: view.lease.id, returnUrl: 'https://shop.example/thanks?order=7' });

      const [lease] = await ctx.db.select().from(leases).where(eq(leases.id, view.lease.id));
      expect(lease).toMatchObject({ stateCode: 'S', acceptedAt: SOON, eSignContractUrl: `/api/v1/leases/${view.lease.uuid}/signed-contract` });
      const [application] = await ctx.db.select().from(applications).where(eq(applications.id, view.lease.applicationId));
      expect(application!.leaseStateCode).toBe('S');

      const [envelope] = await ctx.db.select().from(esignEnvelopes).where(eq(esignEnvelopes.id, view.esign!.envelope_id));
      expect(envelope).toMatchObject({ status: 'signed', signedAt: SOON, consentAt: SOON, signerName: 'Pat Lessee', signatureMethod: 'typed', signerIp: '203.0.113.7', signerUserAgent: UA });
      const pdf = envelope!.signedPdf!;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(envelope!.signedSha256).toBe(createHash('sha256').update(pdf).digest('hex'));
      // Used: the link no longer serves the contract either.
      const shown = await renderSigningContract(ctx.db, tokenOf(view.esign!.url!), { renderer, now: SOON }).catch((e: unknown) => e);
      expect(shown).toBeInstanceOf(SigningLinkUnavailableError); // used: no longer served

      const [signedAudit] = await ctx.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'lease.signed'), eq(auditEvents.entityId, String(view.lease.id))));
      expect(signedAudit).toMatchObject({ actorType: 'applicant', actorId: String(view.lease.applicationId), ip: '203.0.113.7' });
      expect(signedAudit!.data).toMatchObject({ from: 'V', to: 'S', envelopeId: envelope!.id, signatureMethod: 'typed', unsignedSha256: envelope!.unsignedSha256, signedSha256: envelope!.signedSha256 });
      expect(JSON.stringify(signedAudit!.data)).not.toContain('Pat');
      const events = await ctx.db.select().from(outboxEvents).where(eq(outboxEvents.type, 'lease.signed'));
      expect(events.map((e) => e.payload)).toEqual([expect.objectContaining({ lease_id: view.lease.id, state_code: 'S', previous_state_code: 'V', envelope_id: envelope!.id, esign_type: 'embedded', signed_sha256: envelope!.signedSha256 })]);

      // The PDF as a reader sees it: the signature, the audit page, both hashes.
      const text = pdfText(pdf);
      expect(text).toContain('Electronic signature record');
      expect(text).toContain('Pat Lessee');
      expect(text).toContain(envelope!.unsignedSha256!);
      expect(text).toContain(view.lease.loanNumber);
      expect(text).toContain('203.0.113.7');
      expect(text).toContain('Mozilla/5.0 (iPad;');
      expect(text).toContain('2026-11-20 19:00:00 UTC');
      const signedPagesHash = /SHA-256 of the signed agreement ([0-9a-f]{64})/.exec(text)?.[1];
      expect(signedPagesHash).toMatch(/^[0-9a-f]{64}$/);
      expect(signedPagesHash).not.toBe(envelope!.unsignedSha256);
      // …and it is the hash of exactly the signed pages: the same contract with the lessee's block filled.
      const subject = await loadContractSubject(ctx.db, systemActor, view.lease.applicationId);
      const data = buildContractData(subject, { type: 'lease-agreement', typeCode: 1, version: LATEST_TEMPLATE_VERSION, language: 'en' });
      const signedPages = await renderer.renderContractPdf(data, { signatures: [lesseeSignature('Pat Lessee', SOON, { kind: 'typed' })] });
      expect(signedPages.sha256).toBe(signedPagesHash);
      expect(pdfText(signedPages.pdf)).toContain('Pat Lessee');

      // Staff see it signed and can download it; the download is audited.
      const panel = await getEsignPanel(sales, view.lease.id, { baseUrl: TEST_BASE_URL, now: SOON });
      expect(panel).toMatchObject({ leaseState: 'S', signedPdfAvailable: true, envelope: { status: 'signed', signerName: 'Pat Lessee', signingUrl: null } });
      const download = await getSignedContract(sales, view.lease.id);
      expect(download.pdf.equals(pdf)).toBe(true);
      expect(download.filename).toBe(`${view.lease.loanNumber}-signed-lease-agreement-en.pdf`);
      const [downloaded] = await ctx.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'contract.downloaded'), eq(auditEvents.entityId, String(view.lease.id))));
      expect(downloaded!.data).toMatchObject({ document: 'signed', sha256: envelope!.signedSha256, via: 'portal' });
      const read = await getLease(sales, view.lease.uuid, { baseUrl: TEST_BASE_URL });
      expect(read.esign).toMatchObject({ status: 'signed', url: null, signed_at: SOON.toISOString() });
      expect(read.lease.eSignContractUrl).toBe(`${TEST_BASE_URL}/api/v1/leases/${view.lease.uuid}/signed-contract`);
    }));

  it('the unsigned contract served while open hashes to the unsigned SHA-256 recorded at signing', () =>
    inRollback(async (ctx) => {
      const { view } = await leaseWithEnvelope(ctx, { esign_type: 'email', primary_language: 'es' });
      const [row] = await ctx.db.select().from(esignEnvelopes).where(eq(esignEnvelopes.leaseId, view.lease.id));
      const token = openEnvelopeToken(row!);
      const shown = await renderSigningContract(ctx.db, token, { renderer, now: SOON, ip: '198.51.100.4' });
      expect(pdfText(shown.pdf)).toContain(view.lease.loanNumber);
      const result = await signEnvelope(ctx.db, form(token, { signature: { kind: 'drawn', pngDataUrl: TINY_PNG } }), { renderer, now: SOON });
      expect(result.returnUrl).toBeNull(); // not embedded: the page shows its own confirmation
      const [signed] = await ctx.db.select().from(esignEnvelopes).where(eq(esignEnvelopes.id, row!.id));
      expect(signed).toMatchObject({ unsignedSha256: shown.sha256, signatureMethod: 'drawn', signatureImage: TINY_PNG });
      const text = pdfText(signed!.signedPdf!);
      expect(text).toContain('Registro de firma electrónica');
      expect(text).toContain('Dibujada a mano');
      const [viewed] = await ctx.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'contract.downloaded'), eq(auditEvents.entityId, String(view.lease.id))));
      expect(viewed).toMatchObject({ actorType: 'applicant', ip: '198.51.100.4' });
      expect(viewed!.data).toMatchObject({ via: 'esign', envelopeId: row!.id, language: 'es' });
    }));

  it('is single use: a second submission is refused as signed, and the link then says so', () =>
    inRollback(async (ctx) => {
      const { view } = await leaseWithEnvelope(ctx);
      const token = tokenOf(view.esign!.url!);
      await signEnvelope(ctx.db, form(token), { renderer, now: SOON });
      const second = await rejection(signEnvelope(ctx.db, form(token, { signerName: 'Someone Else' }), { renderer, now: SOON }));
      expect(second).toBeInstanceOf(SigningLinkUnavailableError);
      expect((second as SigningLinkUnavailableError).status).toBe('signed');
      expect(await loadSigningSession(ctx.db, token, SOON)).toEqual({ status: 'signed', message: expect.stringContaining('already been signed') });
      const [envelope] = await ctx.db.select().from(esignEnvelopes).where(eq(esignEnvelopes.id, view.esign!.envelope_id));
      expect(envelope!.signerName).toBe('Pat Lessee');
      const signed = await ctx.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'lease.signed'), eq(auditEvents.entityId, String(view.lease.id))));
      expect(signed).toHaveLength(1);
    }));

  it('refuses an expired, voided or unknown link and changes nothing', () =>
    inRollback(async (ctx) => {
      const { view, sales } = await leaseWithEnvelope(ctx);
      const token = tokenOf(view.esign!.url!);
      const late = new Date(NOW.getTime() + 72 * 3_600_000);
      expect(await rejection(signEnvelope(ctx.db, form(token), { renderer, now: late }))).toMatchObject({ status: 'expired' });
      expect(await rejection(signEnvelope(ctx.db, form(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`), { renderer, now: SOON }))).toMatchObject({ status: 'unknown' });
      await voidEnvelope(sales, view.lease.id, { now: SOON });
      expect(await rejection(signEnvelope(ctx.db, form(token), { renderer, now: SOON }))).toMatchObject({ status: 'voided' });
      expect(await rejection(renderSigningContract(ctx.db, token, { renderer, now: SOON }))).toMatchObject({ status: 'voided' });
      const [lease] = await ctx.db.select().from(leases).where(eq(leases.id, view.lease.id));
      expect(lease!.stateCode).toBe('V');
    }));

  it('requires consent, a name and a bounded PNG signature (422 on consent, signerName, signature)', () =>
    inRollback(async (ctx) => {
      const { view } = await leaseWithEnvelope(ctx);
      const token = tokenOf(view.esign!.url!);
      const errorsOf = async (input: unknown) => ((await rejection(signEnvelope(ctx.db, input, { renderer, now: SOON }))) as ValidationError).fieldErrors;

      expect(await errorsOf(form(token, { consent: false }))).toEqual({ consent: ['You must agree to sign electronically.'] });
      expect(await errorsOf(form(token, { consent: undefined, signerName: '   ' }))).toEqual({ consent: ['You must agree to sign electronically.'], signerName: ['Type your full name.'] });
      expect(await errorsOf(form(token, { signerName: 'x'.repeat(121) }))).toEqual({ signerName: ['The name may not be longer than 120 characters.'] });
      const huge = `data:image/png;base64,${'A'.repeat(200 * 1024)}`;
      expect(await errorsOf(form(token, { signature: { kind: 'drawn', pngDataUrl: huge } }))).toEqual({ signature: [expect.stringContaining('too large')] });
      expect(await errorsOf(form(token, { signature: { kind: 'drawn', pngDataUrl: 'data:image/svg+xml;base64,PHN2Zz4=' } }))).toEqual({ signature: ['The drawn signature must be a PNG image.'] });
      expect(await errorsOf(form(token, { signature: { kind: 'scribble' } }))).toHaveProperty('signature');
      // Just under the bound is accepted by the schema (it is the renderer's to read, not the schema's).
      const atBound = `data:image/png;base64,${'A'.repeat(200 * 1024 - 'data:image/png;base64,'.length)}`;
      expect(signEnvelopeSchema.safeParse(form(token, { signature: { kind: 'drawn', pngDataUrl: atBound } })).success).toBe(true);

      const [lease] = await ctx.db.select().from(leases).where(eq(leases.id, view.lease.id));
      expect(lease!.stateCode).toBe('V');
    }));
});

describe('signEnvelope racing other changes (the conditional update)', () => {
  it('a link voided while the signature was being rendered is refused, and nothing is stored', () =>
    inRollback(async (ctx) => {
      const { view, sales } = await leaseWithEnvelope(ctx);
      // The renderer is the one step between the checks and the transaction: void the link during it.
      const voidingRenderer: ContractRenderer = {
        renderContractPdf: (data, options) => renderer.renderContractPdf(data, options),
        renderSignedContractPdf: async (data, signatures, page) => {
          await voidEnvelope(sales, view.lease.id, { now: SOON });
          return renderer.renderSignedContractPdf(data, signatures, page);
        },
      };
      const refused = await rejection(signEnvelope(ctx.db, form(tokenOf(view.esign!.url!)), { renderer: voidingRenderer, now: SOON }));
      expect(refused).toMatchObject({ status: 'voided' });
      const [envelope] = await ctx.db.select().from(esignEnvelopes).where(eq(esignEnvelopes.id, view.esign!.envelope_id));
      expect(envelope).toMatchObject({ status: 'voided', signedPdf: null, signerName: null });
      const [lease] = await ctx.db.select().from(leases).where(eq(leases.id, view.lease.id));
      expect(lease!.stateCode).toBe('V');
    }));

  it('two submissions of one link: the one that commits first wins, the other is refused as signed', () =>
    inRollback(async (ctx) => {
      const { view } = await leaseWithEnvelope(ctx);
      const token = tokenOf(view.esign!.url!);
      const racingRenderer: ContractRenderer = {
        renderContractPdf: (data, options) => renderer.renderContractPdf(data, options),
        renderSignedContractPdf: async (data, signatures, page) => {
          // Another device submits the same link meanwhile, and commits first.
          await signEnvelope(ctx.db, form(token, { signerName: 'First Device' }), { renderer, now: SOON });
          return renderer.renderSignedContractPdf(data, signatures, page);
        },
      };
      expect(await rejection(signEnvelope(ctx.db, form(token, { signerName: 'Second Device' }), { renderer: racingRenderer, now: SOON }))).toMatchObject({ status: 'signed' });
      const [envelope] = await ctx.db.select().from(esignEnvelopes).where(eq(esignEnvelopes.id, view.esign!.envelope_id));
      expect(envelope!.signerName).toBe('First Device');
      expect(await ctx.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'lease.signed'), eq(auditEvents.entityId, String(view.lease.id))))).toHaveLength(1);
    }));
});

describe('getSignedContract', () => {
  it('is 404 before signing and outside the scope, 403 for a clerk', () =>
    inRollback(async (ctx) => {
      const { world, view, sales } = await leaseWithEnvelope(ctx);
      await expect(getSignedContract(sales, view.lease.id)).rejects.toThrow(NotFoundError);
      await signEnvelope(ctx.db, form(tokenOf(view.esign!.url!)), { renderer, now: SOON });
      await expect(getSignedContract(as(ctx, world.actors.clerk), view.lease.id)).rejects.toThrow(ForbiddenError);
      await expect(getSignedContract(as(ctx, world.actors.otherManager), view.lease.id)).rejects.toThrow(NotFoundError);
      await expect(getSignedContract(as(ctx, world.actors.otherToken), view.lease.id)).rejects.toThrow(NotFoundError);
      expect((await getSignedContract(as(ctx, world.actors.token), view.lease.uuid, { via: 'api' })).pdf.length).toBeGreaterThan(1000);
    }));
});

describe('the sign move of the transition table', () => {
  it('an applicant authorised for signing may sign their own lease only; staff never', () =>
    inRollback(async (ctx) => {
      const { world, view } = await leaseWithEnvelope(ctx);
      const move = (actor: Parameters<typeof as>[1]) =>
        withTransaction(as(ctx, actor), async (tx, txCtx) => applyLeaseTransition(tx, txCtx, await loadLease(tx, systemActor, view.lease.id), 'sign', { now: SOON }));
      const retailerId = world.retailerId;
      await expect(move({ kind: 'applicant', applicationId: view.lease.applicationId + 1, retailerId, purpose: 'sign' })).rejects.toThrow(ForbiddenError);
      await expect(move({ kind: 'applicant', applicationId: view.lease.applicationId, retailerId, purpose: 'verify' })).rejects.toThrow(ForbiddenError);
      await expect(move(world.actors.admin)).rejects.toThrow(ForbiddenError);
      expect((await move({ kind: 'applicant', applicationId: view.lease.applicationId, retailerId, purpose: 'sign' })).stateCode).toBe('S');
    }));
});
