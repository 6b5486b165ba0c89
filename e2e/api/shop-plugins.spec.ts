import { expect, test } from '@playwright/test';
import { world } from '../fixtures/world';
import { apiError, clientFor, storesOf } from './support';
import { approvedApplication, leaseBody } from './lease-support';

/**
 * What e-commerce plugins (integrations/vendure) need from the API: a store's lease limits before
 * offering Leaseline, and cancelling the lease of an order cancelled in the shop — by a merchant token,
 * before delivery only.
 */

test.describe('GET /stores/{store}/lease-limits', () => {
  test("a store's token reads its own limits; another store or retailer is 404; no token is 401", async ({ request }) => {
    const { data } = await clientFor('acme/houston').getStoreLeaseLimits('houston');
    expect(data).toEqual({ store_id: expect.any(Number), store_slug: 'houston', store_state: expect.stringMatching(/^[A-Z]{2}$/), min_amount: 100, max_amount: 4500, excluded_states: ['MN', 'NJ', 'VT', 'WI', 'WY'] });
    // The retailer's token reads any of its stores.
    const sibling = storesOf('acme').find((s) => s.slug !== 'houston')!;
    expect((await clientFor('acme').getStoreLeaseLimits(sibling.slug)).data.store_slug).toBe(sibling.slug);
    expect((await apiError(clientFor('acme/houston').getStoreLeaseLimits(sibling.slug))).status).toBe(404);
    const otherRetailer = world().tokens.find((t) => t.label.startsWith('retailer ') && t.label !== 'retailer acme')!;
    expect((await apiError(clientFor(undefined, otherRetailer.token).getStoreLeaseLimits('houston'))).status).toBe(404);
    expect((await request.get('/api/v1/stores/houston/lease-limits')).status()).toBe(401);
  });
});

test.describe('POST /leases/{lease}/cancel', () => {
  test("a merchant token cancels a lease awaiting signature, with a reason; twice is 409; another retailer's is 404", async () => {
    const store = clientFor('acme/houston');
    const app = await approvedApplication('acme/houston');
    const { data: lease } = await store.createLease(leaseBody(app, { create_esign: false }) as never);
    expect(lease.state_code).toBe('V');
    // Another retailer's token does not find it.
    const otherRetailer = world().tokens.find((t) => t.label.startsWith('retailer ') && t.label !== 'retailer acme')!;
    expect((await apiError(clientFor(undefined, otherRetailer.token).cancelLease(lease.id, { reason: 'Not mine' }))).status).toBe(404);
    const missing = await apiError(store.cancelLease(lease.id, {} as never));
    expect(missing.status).toBe(422);
    expect(missing.errors).toHaveProperty('reason');
    const { data: cancelled } = await store.cancelLease(lease.id, { reason: 'Order cancelled in the shop' });
    expect(cancelled).toMatchObject({ id: lease.id, state_code: 'X', delivery_cancelled_reason: 'Order cancelled in the shop' });
    expect((await store.getApplication(app.id)).data).toMatchObject({ status_code: 'X' });
    expect((await apiError(store.cancelLease(lease.id, { reason: 'Again' }))).status).toBe(409);
  });

  test('after delivery a token gets 409 and the lease stays delivered', async () => {
    const acme = clientFor('acme');
    let delivered: number | undefined;
    for (const seeded of world().leases.filter((l) => l.stateCode === 'D')) {
      const found = await acme.getLease(seeded.leaseId).then((r) => r.data, () => null);
      if (found?.state_code === 'D') {
        delivered = found.id;
        break;
      }
    }
    test.skip(delivered === undefined, 'no delivered lease of acme in the seeded world');
    const refused = await apiError(acme.cancelLease(delivered!, { reason: 'Customer returned it' }));
    expect(refused.status).toBe(409);
    expect(refused.message).toContain('an API token may cancel only leases awaiting signature or signed (V, S)');
    expect((await acme.getLease(delivered!)).data.state_code).toBe('D');
  });
});
