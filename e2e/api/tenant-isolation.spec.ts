import { expect, test } from '@playwright/test';
import { world } from '../fixtures/world';
import { clientFor, storeId, storesOf } from './support';

async function everyRow(scope: string, query: { stores?: number[] } = {}) {
  const client = clientFor(scope);
  const rows: { id: number; store_id: number }[] = [];
  for (let page = 1; ; page++) {
    const { data } = await client.listApplicationGroups({ ...query, per_page: 100, page });
    rows.push(...data.data.map((i) => ({ id: i.id, store_id: i.store_id })));
    if (page >= data.last_page) {
      expect(rows).toHaveLength(data.total);
      return rows;
    }
  }
}

test.describe('tenant isolation over HTTP', () => {
  test('a retailer token sees only its own stores, and the two retailers partition the data', async () => {
    const acmeStores = new Set(storesOf('acme').map((s) => s.id));
    const globexStores = new Set(storesOf('globex').map((s) => s.id));
    const acme = await everyRow('acme');
    const globex = await everyRow('globex');
    expect(acme.length).toBeGreaterThan(0);
    expect(globex.length).toBeGreaterThan(0);
    for (const row of acme) expect(acmeStores.has(row.store_id), `acme saw store ${row.store_id}`).toBe(true);
    for (const row of globex) expect(globexStores.has(row.store_id), `globex saw store ${row.store_id}`).toBe(true);
    const acmeIds = new Set(acme.map((r) => r.id));
    expect(globex.some((r) => acmeIds.has(r.id))).toBe(false);
    // Other specs add applications as they run; every seeded one is still seen by exactly one retailer.
    expect(acme.length + globex.length).toBeGreaterThanOrEqual(world().applications);
  });

  test('a store token sees only its store', async () => {
    const houston = storeId('acme/houston');
    const rows = await everyRow('acme/houston');
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.store_id))).toEqual(new Set([houston]));
    const sameViaRetailer = await everyRow('acme', { stores: [houston] });
    expect(sameViaRetailer.map((r) => r.id)).toEqual(rows.map((r) => r.id));
  });

  test("filtering by another tenant's store finds nothing rather than erroring", async () => {
    const brooklyn = storeId('globex/brooklyn');
    const losAngeles = storeId('acme/los-angeles');
    const fromRetailer = await clientFor('acme').listApplicationGroups({ stores: [brooklyn] });
    expect(fromRetailer.data).toMatchObject({ data: [], total: 0, from: null, to: null, last_page: 1 });
    const fromSibling = await clientFor('acme/houston').listApplicationGroups({ stores: [losAngeles] });
    expect(fromSibling.data.total).toBe(0);
    const mixed = await clientFor('acme/houston').listApplicationGroups({ stores: [losAngeles, storeId('acme/houston')], per_page: 100 });
    for (const item of mixed.data.data) expect(item.store_id).toBe(storeId('acme/houston'));
    const counted = await clientFor('globex').listApplicationGroups({ stores: [losAngeles, storeId('acme/miami')] });
    expect(counted.data.total).toBe(0);
  });
});
