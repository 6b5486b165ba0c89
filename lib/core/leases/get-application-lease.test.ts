import { describe, expect, it } from 'vitest';
import { NotFoundError } from '@/lib/core/errors';
import { approvedApplication, createLeaseWorld, leaseRequest, TEST_BASE_URL } from '@/lib/testing/fixtures-leases';
import { as, inRollback } from '@/lib/testing/test-db';
import { createLease } from './create-lease';
import { getApplicationLease } from './get-application-lease';

const NOW = new Date('2026-11-20T18:00:00Z');
const LATER = { expiresAt: new Date('2026-12-10T00:00:00Z') };

describe('getApplicationLease', () => {
  it('shows an approved application ready for a lease: options, store, default frequency', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const app = await approvedApplication(ctx.db, world.stores.hvac, LATER);
      const page = await getApplicationLease(as(ctx, world.actors.clerk), app.uuid, { now: NOW });
      expect(page).toMatchObject({
        application: { id: app.id, stateCode: 'A', label: 'Pat Lessee' },
        store: { id: world.stores.hvac.id, productType: 'hvac', state: 'GA' },
        approvedOptions: { A: 2_000_00, B: 2_500_00, C: 3_000_00 },
        defaultPaymentFrequency: '14-day',
        leaseBlocker: null,
        lease: null,
      });
    }));

  it('carries the lease once created, with the quote it was priced with', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const app = await approvedApplication(ctx.db, world.stores.tx, LATER);
      const created = await createLease(as(ctx, world.actors.sales), leaseRequest(app), { now: NOW, baseUrl: TEST_BASE_URL });
      const page = await getApplicationLease(as(ctx, world.actors.clerk), app.id, { now: NOW });
      expect(page.application.stateCode).toBe('L');
      expect(page.lease?.lease.loanNumber).toBe(created.lease.loanNumber);
      expect(page.lease?.quote).toEqual(created.quote);
      expect(page.lease?.items).toHaveLength(2);
      expect(page.leaseBlocker).toBe(`Application ${app.id} already has lease ${created.lease.loanNumber}.`);
    }));

  it('says why no lease can be made: not approved, expired, state not served', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const sales = as(ctx, world.actors.sales);
      const review = await approvedApplication(ctx.db, world.stores.tx, { ...LATER, stateCode: 'R' });
      expect((await getApplicationLease(sales, review.id, { now: NOW })).leaseBlocker).toBe(
        `Application ${review.id} is in manual review (state R); a lease needs an approved application (state A).`,
      );
      const expired = await approvedApplication(ctx.db, world.stores.tx, { expiresAt: new Date('2026-11-19T00:00:00Z') });
      expect((await getApplicationLease(sales, expired.id, { now: NOW })).leaseBlocker).toBe(
        `The approval of application ${expired.id} expired on 2026-11-19; a lease can no longer be created.`,
      );
      const minnesota = await approvedApplication(ctx.db, world.stores.mn, LATER);
      expect((await getApplicationLease(sales, minnesota.id, { now: NOW })).leaseBlocker).toBe('Leases are not offered in Minnesota (MN).');
    }));

  it('is not found outside the actor’s scope', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const app = await approvedApplication(ctx.db, world.stores.tx, LATER);
      await expect(getApplicationLease(as(ctx, world.actors.otherSales), app.id)).rejects.toBeInstanceOf(NotFoundError);
      await expect(getApplicationLease(as(ctx, world.actors.otherToken), app.id)).rejects.toBeInstanceOf(NotFoundError);
    }));
});
