import { describe, expect, it } from 'vitest';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@/lib/core/errors';
import { buildTenants } from '@/lib/testing/fixtures';
import { as, inRollback } from '@/lib/testing/test-db';
import { listRetailersAndStores } from './list-retailers-and-stores';
import { saveRetailer, saveStore } from './save-store';

const valid = { slug: 'uptown', name: 'Uptown', city: 'Dallas', state: 'tx', zip: '75201', timezone: 'America/Chicago', rating: 2, productType: 'furniture' as const, salesTaxBps: '825' };

async function fields(promise: Promise<unknown>): Promise<string[]> {
  const error = await promise.then(() => null, (e: unknown) => e);
  if (!(error instanceof ValidationError)) throw error ?? new Error('expected a ValidationError');
  return Object.keys(error.fieldErrors).sort();
}

describe('saveStore and saveRetailer (Settings → Stores)', () => {
  it('lets an admin create and edit stores with the core validation', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      const admin = as(ctx, t.actors.admin);
      const store = await saveStore(admin, { ...valid, retailerId: t.acme.id });
      expect(store).toMatchObject({ slug: 'uptown', state: 'TX', salesTaxBps: 825, rating: 2, timezone: 'America/Chicago' });
      const edited = await saveStore(admin, { ...valid, storeId: store.id, retailerId: t.acme.id, salesTaxBps: '', rating: 5 });
      expect(edited).toMatchObject({ salesTaxBps: null, rating: 5 });
      expect(await fields(saveStore(admin, { ...valid, retailerId: t.acme.id, slug: 'Bad Slug', state: 'ZZ', timezone: 'Mars/Olympus', rating: 9, salesTaxBps: '2500', zip: '1' }))).toEqual(['rating', 'salesTaxBps', 'slug', 'state', 'timezone', 'zip']);
      expect(await fields(saveStore(admin, { ...valid, retailerId: t.acme.id, slug: 'north' }))).toEqual(['slug']);
      expect(await fields(saveStore(admin, { ...valid, storeId: store.id, retailerId: t.globex.id }))).toEqual(['retailerId']);
      await expect(saveStore(admin, { ...valid, slug: 'elsewhere', storeId: 999_999, retailerId: t.acme.id })).rejects.toBeInstanceOf(NotFoundError);
      const retailer = await saveRetailer(admin, { slug: `new-${t.acme.id}`, name: 'New Retail' });
      await expect(saveRetailer(admin, { slug: t.acme.slug, name: 'Dup' })).rejects.toBeInstanceOf(ConflictError);
      expect(retailer.id).toBeGreaterThan(0);
    }),
  );

  it('keeps managers read-only and in their retailer; clerks see nothing', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      const manager = as(ctx, t.actors.acmeManager);
      await expect(saveStore(manager, { ...valid, retailerId: t.acme.id })).rejects.toBeInstanceOf(ForbiddenError);
      await expect(saveStore(manager, { ...valid, storeId: t.stores.north.id, retailerId: t.acme.id })).rejects.toBeInstanceOf(ForbiddenError);
      await expect(saveRetailer(manager, { slug: 'x-y', name: 'X' })).rejects.toBeInstanceOf(ForbiddenError);
      const list = await listRetailersAndStores(manager);
      expect(list.map((r) => r.id)).toEqual([t.acme.id]);
      expect(list[0]!.stores.map((s) => s.slug).sort()).toEqual(['east', 'north', 'south']);
      await expect(listRetailersAndStores(as(ctx, t.actors.acmeClerk))).rejects.toBeInstanceOf(ForbiddenError);
      expect((await listRetailersAndStores(as(ctx, t.actors.admin))).map((r) => r.id)).toEqual(expect.arrayContaining([t.acme.id, t.globex.id]));
    }),
  );
});
