import { describe, expect, it } from 'vitest';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '@/lib/core/errors';
import { buildTenants } from '@/lib/testing/fixtures';
import { as, inRollback } from '@/lib/testing/test-db';
import { authenticateToken } from './authenticate-token';
import { createApiToken } from './create-api-token';
import { listApiTokens } from './list-api-tokens';
import { revokeApiToken } from './revoke-api-token';

describe('listApiTokens (Settings → API tokens)', () => {
  it('lists live tokens in scope with prefix, scope, creator and last use; a revoked token leaves the list and stops at once', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      const manager = as(ctx, t.actors.acmeManager);
      const made = await createApiToken(manager, { retailerSlug: t.acme.slug, storeSlug: 'north', name: 'Till 1' });
      await createApiToken(as(ctx, t.actors.globexManager), { retailerSlug: t.globex.slug, name: 'Globex ERP' });
      let list = await listApiTokens(manager);
      expect(list.map((x) => x.name)).toEqual(['Till 1']);
      expect(list[0]).toMatchObject({ prefix: made.prefix, storeId: t.stores.north.id, storeName: 'north', createdBy: 'Test manager', lastUsedAt: null });
      expect(JSON.stringify(list)).not.toContain(made.token);
      await authenticateToken(ctx.db, made.token);
      list = await listApiTokens(manager);
      expect(list[0]!.lastUsedAt).toBeInstanceOf(Date);
      expect((await listApiTokens(as(ctx, t.actors.admin))).map((x) => x.name)).toEqual(expect.arrayContaining(['Till 1', 'Globex ERP']));
      await expect(revokeApiToken(as(ctx, t.actors.globexManager), made.id)).rejects.toBeInstanceOf(NotFoundError);
      await revokeApiToken(manager, made.id);
      await expect(authenticateToken(ctx.db, made.token)).rejects.toBeInstanceOf(UnauthenticatedError);
      expect(await listApiTokens(manager)).toEqual([]);
      await expect(listApiTokens(as(ctx, t.actors.acmeSales))).rejects.toBeInstanceOf(ForbiddenError);
      await expect(listApiTokens(as(ctx, t.actors.acmeToken))).rejects.toBeInstanceOf(ForbiddenError);
    }),
  );
});
