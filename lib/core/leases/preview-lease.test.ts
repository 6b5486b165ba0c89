import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { leases } from '@/db/schema';
import { ForbiddenError, NotFoundError, ValidationError } from '@/lib/core/errors';
import { approvedApplication, createLeaseWorld, leaseRequest, TEST_BASE_URL } from '@/lib/testing/fixtures-leases';
import { as, inRollback } from '@/lib/testing/test-db';
import { createLease } from './create-lease';
import { previewLease } from './preview-lease';

const NOW = new Date('2026-11-20T18:00:00Z');
const LATER = { expiresAt: new Date('2026-12-10T00:00:00Z') };

describe('previewLease', () => {
  it('prices the request exactly as createLease does, and writes nothing', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const app = await approvedApplication(ctx.db, world.stores.tx, LATER);
      const sales = as(ctx, world.actors.sales);
      const request = leaseRequest(app, { ocp_included: true, additionalDown: 250, storeWillCollect: 100 });

      const preview = await previewLease(sales, request, { now: NOW });
      expect(await ctx.db.select().from(leases).where(eq(leases.applicationId, app.id))).toHaveLength(0);
      expect(preview.fieldErrors).toEqual({});
      expect(preview).toMatchObject({
        itemsTotalCents: 1_500_00,
        cashPriceCents: 1_600_00,
        additionalDownCents: 250_00,
        amountLeasedCents: 1_350_00,
        approvedAmountCents: 2_500_00,
        overageCents: 0,
        storeMayCollectCents: 250_00,
      });

      const created = await createLease(sales, request, { now: NOW, baseUrl: TEST_BASE_URL });
      expect(preview.quote).toEqual(created.quote);
      expect(preview.cashPriceCents).toBe(created.terms!.cashPriceCents);
      expect(preview.amountLeasedCents).toBe(created.terms!.amountLeasedCents);
    }));

  it('answers a broken rule with the sums and the 422 field errors of POST /leases', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const app = await approvedApplication(ctx.db, world.stores.tx, LATER);
      const sales = as(ctx, world.actors.sales);
      // Option A approves $2,000; $2,400 of goods + $100 delivery = $2,500 cash price, $200 down.
      const request = leaseRequest(app, {
        option: 'A',
        items: [{ sku: 'TV', quantity: 2, unit_price: 1_200, description: 'Television' }],
        additionalDown: 200,
        storeWillCollect: 400,
        include_warranty: true,
      });
      const preview = await previewLease(sales, request, { now: NOW });
      expect(preview).toMatchObject({ cashPriceCents: 2_500_00, amountLeasedCents: 2_300_00, approvedAmountCents: 2_000_00, overageCents: 500_00, storeMayCollectCents: 500_00, quote: null });

      const error = await createLease(sales, request, { now: NOW, baseUrl: TEST_BASE_URL }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ValidationError);
      expect(preview.fieldErrors).toEqual((error as ValidationError).fieldErrors);
      expect(Object.keys(preview.fieldErrors).sort()).toEqual(['additionalDown', 'include_warranty']);
    }));

  it('reports an option that is not approved, with no approved amount', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const app = await approvedApplication(ctx.db, world.stores.tx, { ...LATER, optionsApproved: 'A', offerAmounts: { A: 2_000_00 } });
      const preview = await previewLease(as(ctx, world.actors.sales), leaseRequest(app, { option: 'C' }), { now: NOW });
      expect(preview.approvedAmountCents).toBeNull();
      expect(preview.fieldErrors.option).toEqual(['Option C is not approved for this application; approved: A.']);
    }));

  it('refuses a malformed request as POST /leases does (field paths)', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const app = await approvedApplication(ctx.db, world.stores.tx, LATER);
      const error = await previewLease(as(ctx, world.actors.sales), leaseRequest(app, { items: [{ quantity: 0, unit_price: 10, description: '' }] }), { now: NOW }).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ValidationError);
      expect(Object.keys((error as ValidationError).fieldErrors).sort()).toEqual(['items.0.description', 'items.0.quantity']);
    }));

  it('is for roles that create leases, inside their scope', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const app = await approvedApplication(ctx.db, world.stores.tx, LATER);
      await expect(previewLease(as(ctx, world.actors.clerk), leaseRequest(app), { now: NOW })).rejects.toBeInstanceOf(ForbiddenError);
      await expect(previewLease(as(ctx, world.actors.otherSales), leaseRequest(app), { now: NOW })).rejects.toBeInstanceOf(NotFoundError);
    }));
});
