import { describe, expect, it } from 'vitest';
import type { Actor } from '@/lib/core/context';
import { NotFoundError } from '@/lib/core/errors';
import { approvedApplication, createLeaseWorld } from '@/lib/testing/fixtures-leases';
import { inRollback } from '@/lib/testing/test-db';
import { loadPricingSubject } from './internal';
import { pricingFactsOf } from './pricing-facts';
import { loadPricingRow } from './pricing-row';

describe('loadPricingRow (the calculator’s prepared look-up)', () => {
  it('gives the same pricing facts as the full subject, for every shape of scope and by id or uuid', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const app = await approvedApplication(ctx.db, world.stores.tx, { income: { frequency: 'semi-monthly', first_pay_day: 1, second_pay_day: 15, pay_date: '2026-11-15' } });
      const { retailerId } = world;
      const { tx, hvac } = world.stores;
      const actors: Record<string, Actor> = {
        system: { kind: 'system' },
        retailerToken: { kind: 'token', tokenId: 9, retailerId, storeId: null },
        storeToken: world.actors.token,
        manager: world.actors.manager,
        clerkOfOneStore: { kind: 'staff', userId: 9, role: 'clerk', retailerId, storeIds: [tx.id] },
        clerkOfTwoStores: { kind: 'staff', userId: 9, role: 'clerk', retailerId, storeIds: [hvac.id, tx.id] },
        providerAdmin: { kind: 'staff', userId: 9, role: 'admin', retailerId: null, storeIds: [] },
      };
      const expected = pricingFactsOf(await loadPricingSubject(ctx.db, { kind: 'system' }, app.id));
      expect(expected).toMatchObject({ incomeFrequency: 'semi-monthly', payDate: '2026-11-15', semiMonthlyPayDays: [1, 15], zipCode: tx.zip, rating: tx.rating });
      for (const [name, actor] of Object.entries(actors)) {
        // Twice each: the second call runs the statement the first one prepared.
        for (const ref of [app.id, app.uuid, String(app.id), app.uuid.toUpperCase()]) {
          expect(pricingFactsOf(await loadPricingRow(ctx.db, actor, ref)), `${name} by ${ref}`).toEqual(expected);
          expect(pricingFactsOf(await loadPricingRow(ctx.db, actor, ref)), `${name} by ${ref}, again`).toEqual(expected);
        }
      }
    }));

  it('reads an application without pay days or a ZIP code as having none', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const app = await approvedApplication(ctx.db, world.stores.tx, { income: { frequency: 'monthly' } });
      const expected = pricingFactsOf(await loadPricingSubject(ctx.db, { kind: 'system' }, app.id));
      expect(expected).toMatchObject({ incomeFrequency: 'monthly', payDate: null, semiMonthlyPayDays: null });
      expect(pricingFactsOf(await loadPricingRow(ctx.db, { kind: 'system' }, app.id))).toEqual(expected);
    }));

  it('answers not found outside the scope, whichever prepared shape would serve it', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const app = await approvedApplication(ctx.db, world.stores.tx);
      const { retailerId, otherRetailerId } = world;
      const { hvac, other } = world.stores;
      const outsiders: Record<string, Actor> = {
        otherRetailerToken: { kind: 'token', tokenId: 9, retailerId: otherRetailerId, storeId: null },
        otherStoreToken: { kind: 'token', tokenId: 9, retailerId, storeId: hvac.id },
        otherRetailersStoreToken: { kind: 'token', tokenId: 9, retailerId, storeId: other.id },
        otherManager: world.actors.otherManager,
        clerkOfAnotherStore: { kind: 'staff', userId: 9, role: 'clerk', retailerId, storeIds: [hvac.id] },
        clerkOfTwoOtherStores: { kind: 'staff', userId: 9, role: 'clerk', retailerId, storeIds: [hvac.id, other.id] },
        clerkWithoutStores: { kind: 'staff', userId: 9, role: 'clerk', retailerId, storeIds: [] },
      };
      for (const [name, actor] of Object.entries(outsiders)) {
        await expect(loadPricingRow(ctx.db, actor, app.id), name).rejects.toBeInstanceOf(NotFoundError);
        await expect(loadPricingRow(ctx.db, actor, app.uuid), name).rejects.toBeInstanceOf(NotFoundError);
      }
      await expect(loadPricingRow(ctx.db, { kind: 'system' }, 2_000_000_000)).rejects.toBeInstanceOf(NotFoundError);
      await expect(loadPricingRow(ctx.db, { kind: 'system' }, 'not-a-ref')).rejects.toBeInstanceOf(NotFoundError);
    }));
});
