import { describe, expect, it } from 'vitest';
import { ForbiddenError } from '@/lib/core/errors';
import { buildTenants } from '@/lib/testing/fixtures';
import { as, inRollback } from '@/lib/testing/test-db';
import { listStoresInScope } from './list-stores-in-scope';

const names = (stores: Awaited<ReturnType<typeof listStoresInScope>>) => stores.map((s) => s.slug);

describe('listStoresInScope', () => {
  it('offers each actor exactly the stores it can read', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      const mine = (stores: Awaited<ReturnType<typeof listStoresInScope>>) =>
        names(stores.filter((s) => s.retailerId === t.acme.id || s.retailerId === t.globex.id));

      expect(mine(await listStoresInScope(as(ctx, t.actors.admin)))).toEqual(['east', 'north', 'south', 'main']);
      expect(names(await listStoresInScope(as(ctx, t.actors.acmeManager)))).toEqual(['east', 'north', 'south']);
      expect(names(await listStoresInScope(as(ctx, t.actors.acmeSales)))).toEqual(['north', 'south']);
      expect(names(await listStoresInScope(as(ctx, t.actors.acmeClerk)))).toEqual(['north']);
      expect(names(await listStoresInScope(as(ctx, t.actors.northToken)))).toEqual(['north']);
    }));

  it('never shows another retailer’s stores', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      expect(names(await listStoresInScope(as(ctx, t.actors.globexManager)))).toEqual(['main']);
      expect(names(await listStoresInScope(as(ctx, t.actors.globexToken)))).toEqual(['main']);
      const acmeStores = await listStoresInScope(as(ctx, t.actors.acmeManager));
      expect(acmeStores.every((s) => s.retailerId === t.acme.id && s.retailerName === 'acme')).toBe(true);
    }));

  it('finds nothing for a clerk with no stores, and refuses actors without read access', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      expect(await listStoresInScope(as(ctx, { ...t.actors.acmeClerk, storeIds: [] }))).toEqual([]);
      await expect(listStoresInScope(as(ctx, { kind: 'applicant', applicationId: 1, retailerId: t.acme.id, purpose: 'sign' }))).rejects.toBeInstanceOf(
        ForbiddenError,
      );
    }));
});
