import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@/db/schema';
import type { Database } from '@/db/client';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@/lib/core/errors';
import { createLease } from '@/lib/core/leases/create-lease';
import { approvedApplication, createLeaseWorld, leaseRequest, TEST_BASE_URL } from '@/lib/testing/fixtures-leases';
import { as, inRollback } from '@/lib/testing/test-db';
import { ContractLeaseReplacedError } from './errors';
import { issueContractLink } from './issue-contract-link';
import { prepareContract } from './prepare-contract';
import { prepareContractFromLink } from './prepare-contract-from-link';
import { setContractLinkKeyForTesting, verifyContractLink } from './signed-link';

/** 18:00 UTC on Friday 20 November 2026: noon in Houston, the lease starts that day. */
const NOW = new Date('2026-11-20T18:00:00Z');
const LATER = { expiresAt: new Date('2026-12-10T00:00:00Z') };

beforeAll(() => setContractLinkKeyForTesting(randomBytes(32)));
afterAll(() => setContractLinkKeyForTesting(undefined));

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (e: unknown) => e,
  );
}

async function contractAudits(db: Database, leaseId: number, action = 'contract.downloaded') {
  return db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.entityType, 'lease'), eq(auditEvents.entityId, String(leaseId))));
}

describe('prepareContract', () => {
  it("builds the agreement from the lease's own quote, to the cent, and audits the download", () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const app = await approvedApplication(ctx.db, world.stores.tx, LATER);
      const view = await createLease(as(ctx, world.actors.sales), leaseRequest(app), { now: NOW, baseUrl: TEST_BASE_URL });
      const q = view.quote!;

      const { data, format, options } = await prepareContract(as(ctx, world.actors.sales), { appID: app.uuid, format: 'pdf' });
      expect(format).toBe('pdf');
      expect(options).toEqual({ type: 'lease-agreement', typeCode: 1, version: 1, language: 'en' });
      const n = data.numbers;
      expect(n).toMatchObject({
        cashPriceCents: 1_600_00,
        goodsCents: 1_500_00,
        deliveryChargeCents: 100_00,
        additionalDownCents: 0,
        amountLeasedCents: q.amountLeasedCents,
        leaseDepositCents: q.leaseDepositCents,
        leaseDepositTaxCents: q.leaseDepositTaxCents,
        initialPaymentCents: q.leaseDepositCents + q.leaseDepositTaxCents,
        paymentCents: q.paymentAmountCents,
        paymentNoTaxCents: q.paymentAmountNoTaxCents,
        taxPerPaymentCents: q.taxPerPaymentCents,
        numberOfPayments: q.numberOfPayments,
        paymentFrequency: '14-day',
        firstPaymentDate: q.firstPaymentDate.toISOString().slice(0, 10),
        totalOfPaymentsCents: q.totalOfPaymentsCents,
        totalToOwnCents: q.totalCostOfOwnershipCents,
        costOfLeasingCents: q.totalCostOfOwnershipCents - 1_600_00,
        carePlanPerPaymentCents: 0,
        earlyPurchase: {
          days90: { amountCents: q.earlyPurchase.days90.amountCents, byDate: q.earlyPurchase.days90.byDate.toISOString().slice(0, 10) },
          months6: { amountCents: q.earlyPurchase.months6.amountCents },
          months9: { amountCents: q.earlyPurchase.months9.amountCents },
        },
      });
      // The API's payments answer for the lease says the same (lease record `computation`).
      expect(view.lease.computation).toMatchObject({ paymentAmount: n.paymentCents / 100, total_cost_ownership: n.totalToOwnCents / 100 });
      expect(data.ids).toEqual({
        applicationId: app.id,
        applicationUuid: app.uuid,
        leaseId: view.lease.id,
        leaseUuid: view.lease.uuid,
        loanNumber: view.lease.loanNumber,
        retailerId: world.retailerId,
      });
      expect(data.meta).toMatchObject({ type: 'lease-agreement', templateVersion: 1, language: 'en', filename: `${view.lease.loanNumber}-lease-agreement-v1-en.pdf` });
      expect(data.parties.blocks[2]!.lines[0]).toBe('Pat Lessee');
      expect(data.state).toEqual({ code: 'TX', name: 'Texas' });
      expect(data.sections.map((s) => s.id)).toEqual(['goods', 'payments', 'ownership', 'early-purchase', 'care-plan', 'state-notice', 'terms']);
      expect(data.sections[0]!.table!.rows.map((r) => r[0])).toEqual(['Three-seat sofa', 'Side table', 'Delivery charge']);

      const [audit, ...more] = await contractAudits(ctx.db, view.lease.id);
      expect(more).toEqual([]);
      expect(audit).toMatchObject({ actorType: 'user', actorId: String((world.actors.sales as { userId: number }).userId), retailerId: world.retailerId });
      expect(audit!.data).toEqual({ applicationId: app.id, loanNumber: view.lease.loanNumber, type: 'lease-agreement', version: 1, language: 'en', format: 'pdf', via: 'api' });
      expect(JSON.stringify(audit!.data)).not.toContain('Pat');

      // Every download is audited, by integer id as by uuid.
      await prepareContract(as(ctx, world.actors.token), { appID: String(app.id), format: 'base64', type: 2 });
      expect(await contractAudits(ctx.db, view.lease.id)).toHaveLength(2);
    }));

  it("defaults to the lease's language; language, type and version can be asked for", () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const app = await approvedApplication(ctx.db, world.stores.tx, LATER);
      await createLease(as(ctx, world.actors.sales), leaseRequest(app, { primary_language: 'es' }), { now: NOW, baseUrl: TEST_BASE_URL });
      const sales = as(ctx, world.actors.sales);

      const es = await prepareContract(sales, { appID: app.uuid });
      expect(es.options.language).toBe('es');
      expect(es.format).toBe('pdf');
      expect(es.data.header.title).toBe('Contrato de arrendamiento con opción a compra');
      expect(es.data.state.name).toBe('Texas');

      const en = await prepareContract(sales, { appID: app.uuid, language: 'English', type: '2', version: 'v1', dealerState: 'tx', product: 4 });
      expect(en.options).toEqual({ type: 'payment-schedule', typeCode: 2, version: 1, language: 'en' });
      expect(en.data.sections.map((s) => s.id)).toEqual(['schedule']);
      expect(en.data.numbers).toEqual(es.data.numbers);
    }));

  it('refuses a dealerState or product that is not the store’s, and malformed fields, naming each', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const app = await approvedApplication(ctx.db, world.stores.tx, LATER);
      await createLease(as(ctx, world.actors.sales), leaseRequest(app), { now: NOW, baseUrl: TEST_BASE_URL });
      const sales = as(ctx, world.actors.sales);

      const mismatch = await rejection(prepareContract(sales, { appID: app.uuid, dealerState: 'CA', product: 'hvac' }));
      expect(mismatch).toBeInstanceOf(ValidationError);
      expect(Object.keys((mismatch as ValidationError).fieldErrors).sort()).toEqual(['dealerState', 'product']);
      expect((mismatch as ValidationError).fieldErrors.dealerState![0]).toContain('(TX)');

      const malformed = await rejection(prepareContract(sales, { appID: 'nope', version: '9', language: 'fr', dealerState: 'ZZ', product: 9, type: 3, format: 'docx' }));
      expect(malformed).toBeInstanceOf(ValidationError);
      expect(Object.keys((malformed as ValidationError).fieldErrors).sort()).toEqual(['appID', 'dealerState', 'format', 'language', 'product', 'type', 'version']);
      expect(Object.keys(((await rejection(prepareContract(sales, {}))) as ValidationError).fieldErrors)).toEqual(['appID']);
      expect(await rejection(prepareContract(sales, []))).toBeInstanceOf(ValidationError);
    }));

  it('answers not found outside the caller’s scope, and forbidden to a clerk, without an audit row', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const app = await approvedApplication(ctx.db, world.stores.tx, LATER);
      const view = await createLease(as(ctx, world.actors.sales), leaseRequest(app), { now: NOW, baseUrl: TEST_BASE_URL });

      for (const actor of [world.actors.otherSales, world.actors.otherManager, world.actors.otherToken]) {
        expect(await rejection(prepareContract(as(ctx, actor), { appID: app.uuid }))).toBeInstanceOf(NotFoundError);
        expect(await rejection(issueContractLink(as(ctx, actor), { appID: app.id }))).toBeInstanceOf(NotFoundError);
      }
      expect(await rejection(prepareContract(as(ctx, world.actors.clerk), { appID: app.uuid }))).toBeInstanceOf(ForbiddenError);
      expect(await rejection(issueContractLink(as(ctx, world.actors.clerk), { appID: app.uuid }))).toBeInstanceOf(ForbiddenError);
      expect(await rejection(prepareContract(as(ctx, world.actors.sales), { appID: '00000000-0000-4000-8000-000000000000' }))).toBeInstanceOf(NotFoundError);
      expect(await contractAudits(ctx.db, view.lease.id)).toEqual([]);

      // The provider's admin and the retailer's manager see it.
      await prepareContract(as(ctx, world.actors.admin), { appID: app.uuid });
      await prepareContract(as(ctx, world.actors.manager), { appID: app.uuid });
      expect(await contractAudits(ctx.db, view.lease.id)).toHaveLength(2);
    }));

  it('is a conflict for an application without a lease', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const app = await approvedApplication(ctx.db, world.stores.tx, LATER);
      const error = await rejection(prepareContract(as(ctx, world.actors.sales), { appID: app.uuid }));
      expect(error).toBeInstanceOf(ConflictError);
      expect((error as Error).message).toContain('has no lease yet');
    }));

  it('discloses the down payment, the care plan, the HVAC warranty and the California cap', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const ca = await approvedApplication(ctx.db, world.stores.ca, LATER);
      const caView = await createLease(
        as(ctx, world.actors.sales),
        leaseRequest(ca, { additionalDown: 200, storeWillCollect: 0, ocp_included: true, option: 'A', deliveryCharge: 100 }),
        { now: NOW, baseUrl: TEST_BASE_URL },
      );
      const q = caView.quote!;
      const { data } = await prepareContract(as(ctx, world.actors.sales), { appID: ca.uuid, dealerState: 'CA' });
      const n = data.numbers;
      expect(n.additionalDownCents).toBe(200_00);
      expect(n.amountLeasedCents).toBe(1_400_00);
      expect(n.initialPaymentCents).toBe(q.leaseDepositCents + q.leaseDepositTaxCents + 200_00);
      // Total to own counts the down payment too, so the cost of leasing is measured against the whole cash price.
      expect(n.totalToOwnCents).toBe(q.totalCostOfOwnershipCents + 200_00);
      expect(n.costOfLeasingCents).toBe(n.totalToOwnCents - 1_600_00);
      expect(n.carePlanPerPaymentCents).toBe(q.ocpAmountCents);
      expect(n.carePlanTotalCents).toBe(q.ocpTotalCents);
      const notice = data.sections.find((s) => s.id === 'state-notice')!;
      expect(notice.paragraphs.join(' ')).toContain('2.25 times the cash price');
      expect(data.sections.some((s) => s.id === 'warranty')).toBe(false);

      const hvac = await approvedApplication(ctx.db, world.stores.hvac, LATER);
      await createLease(as(ctx, world.actors.sales), leaseRequest(hvac, { include_warranty: true }), { now: NOW, baseUrl: TEST_BASE_URL });
      const { data: hvacData } = await prepareContract(as(ctx, world.actors.sales), { appID: hvac.uuid, language: 'es' });
      const warranty = hvacData.sections.find((s) => s.id === 'warranty')!;
      expect(warranty.heading).toBe('6. Garantía de mano de obra de HVAC');
      expect(warranty.paragraphs[0]).toContain('Incluida sin cargo adicional');
      expect(hvacData.sections.find((s) => s.id === 'payments')!.paragraphs[1]).toContain('sección 8');
    }));
});

describe('contract links', () => {
  it('issues a signed link (audited) whose download is the same document, audited again', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const app = await approvedApplication(ctx.db, world.stores.tx, LATER);
      const view = await createLease(as(ctx, world.actors.sales), leaseRequest(app), { now: NOW, baseUrl: TEST_BASE_URL });

      const link = await issueContractLink(as(ctx, world.actors.token), { appID: app.uuid, language: 'es', type: 1 }, { now: NOW });
      expect(link.expiresAt).toEqual(new Date(NOW.getTime() + 15 * 60_000));
      expect(verifyContractLink(link.token, { now: NOW })).toMatchObject({ app: app.uuid, lease: view.lease.uuid, retailer: world.retailerId, type: 1, version: 1, language: 'es', by: 'api_token:1' });
      const [issued] = await contractAudits(ctx.db, view.lease.id, 'contract.link_issued');
      expect(issued).toMatchObject({ actorType: 'api_token', actorId: '1' });
      expect(issued!.data).toMatchObject({ format: 'url', via: 'api', language: 'es', expiresAt: link.expiresAt.toISOString() });
      expect(await contractAudits(ctx.db, view.lease.id)).toEqual([]);

      const viaLink = await prepareContractFromLink({ db: ctx.db, inTransaction: true, ip: '203.0.113.9' }, link.token, { now: NOW });
      const direct = await prepareContract(as(ctx, world.actors.sales), { appID: app.uuid, language: 'es' });
      expect(viaLink.data).toEqual(direct.data);
      const downloads = await contractAudits(ctx.db, view.lease.id);
      expect(downloads.map((d) => d.data?.via)).toEqual(['signed_link', 'api']);
      expect(downloads[0]).toMatchObject({ actorType: 'system', ip: '203.0.113.9' });
      expect(downloads[0]!.data).toMatchObject({ linkIssuedBy: 'api_token:1', format: 'pdf' });
    }));

  it('stops working when the lease is replaced', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const app = await approvedApplication(ctx.db, world.stores.tx, LATER);
      await createLease(as(ctx, world.actors.sales), leaseRequest(app), { now: NOW, baseUrl: TEST_BASE_URL });
      const link = await issueContractLink(as(ctx, world.actors.sales), { appID: app.uuid }, { now: NOW });
      await createLease(as(ctx, world.actors.sales), leaseRequest(app, { discard_esign: true, deliveryCharge: 50 }), { now: NOW, baseUrl: TEST_BASE_URL });
      expect(await rejection(prepareContractFromLink({ db: ctx.db, inTransaction: true }, link.token, { now: NOW }))).toBeInstanceOf(ContractLeaseReplacedError);
    }));
});
