import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiTokens, auditEvents } from '@/db/schema';
import { ForbiddenError, NotFoundError, UnauthenticatedError, ValidationError } from '@/lib/core/errors';
import { buildTenants } from '@/lib/testing/fixtures';
import { as, inRollback } from '@/lib/testing/test-db';
import { authenticateToken } from './authenticate-token';
import { createApiToken } from './create-api-token';
import { revokeApiToken } from './revoke-api-token';
import { hashToken } from './token-secret';

describe('createApiToken', () => {
  it('issues a store token and a retailer token that authenticate to their scope', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      const store = await createApiToken(ctx, { retailerSlug: t.acme.slug, storeSlug: 'north' });
      expect(store.token).toMatch(/^ll_[A-Za-z0-9_-]{43}$/);
      expect(store.storeId).toBe(t.stores.north.id);
      expect(store.name).toBe(`${t.acme.slug}/north`);
      expect(await authenticateToken(ctx.db, store.token)).toEqual({ kind: 'token', tokenId: store.id, retailerId: t.acme.id, storeId: t.stores.north.id });

      const retailer = await createApiToken(ctx, { retailerSlug: t.acme.slug, name: 'ERP integration' });
      expect(retailer.storeId).toBeNull();
      expect(retailer.name).toBe('ERP integration');
      expect(await authenticateToken(ctx.db, retailer.token)).toMatchObject({ retailerId: t.acme.id, storeId: null });
    }),
  );

  it('stores only the hash, and audits the issue', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      const created = await createApiToken(ctx, { retailerSlug: t.acme.slug });
      const [row] = await ctx.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
      expect(row!.tokenHash).toBe(hashToken(created.token));
      expect(JSON.stringify(row)).not.toContain(created.token);
      expect(row!.prefix).toBe(created.token.slice(0, 9));
      const audits = await ctx.db.select().from(auditEvents).where(eq(auditEvents.entityId, String(created.id)));
      expect(audits.map((a) => a.action)).toContain('api_token.created');
    }),
  );

  it('refuses unknown retailers and stores, including a store of another retailer', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      await expect(createApiToken(ctx, { retailerSlug: 'no-such-retailer' })).rejects.toBeInstanceOf(ValidationError);
      const error = await createApiToken(ctx, { retailerSlug: t.acme.slug, storeSlug: 'main' }).catch((e: unknown) => e); // globex's store
      expect(error).toBeInstanceOf(ValidationError);
      expect(Object.keys((error as ValidationError).fieldErrors)).toEqual(['store']);
    }),
  );

  it('lets a manager issue tokens for their retailer only; clerks, sales and tokens cannot', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      const mine = await createApiToken(as(ctx, t.actors.acmeManager), { retailerSlug: t.acme.slug, storeSlug: 'south' });
      expect(mine.storeId).toBe(t.stores.south.id);
      await expect(createApiToken(as(ctx, t.actors.acmeManager), { retailerSlug: t.globex.slug })).rejects.toBeInstanceOf(NotFoundError);
      await expect(createApiToken(as(ctx, t.actors.acmeClerk), { retailerSlug: t.acme.slug })).rejects.toBeInstanceOf(ForbiddenError);
      await expect(createApiToken(as(ctx, t.actors.acmeSales), { retailerSlug: t.acme.slug })).rejects.toBeInstanceOf(ForbiddenError);
      await expect(createApiToken(as(ctx, t.actors.acmeToken), { retailerSlug: t.acme.slug })).rejects.toBeInstanceOf(ForbiddenError);
    }),
  );
});

describe('authenticateToken', () => {
  it('refuses unknown and malformed tokens with a 401-class error', () =>
    inRollback(async (ctx) => {
      await expect(authenticateToken(ctx.db, 'll_not-a-real-token')).rejects.toBeInstanceOf(UnauthenticatedError);
      await expect(authenticateToken(ctx.db, '')).rejects.toBeInstanceOf(UnauthenticatedError);
    }),
  );

  it('records last_used_at on use, at most once a minute', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      const created = await createApiToken(ctx, { retailerSlug: t.acme.slug });
      const lastUsed = async () => (await ctx.db.select({ at: apiTokens.lastUsedAt }).from(apiTokens).where(eq(apiTokens.id, created.id)))[0]!.at;
      expect(await lastUsed()).toBeNull();
      const before = Date.now();
      await authenticateToken(ctx.db, created.token);
      const first = await lastUsed();
      expect(first).toBeInstanceOf(Date);
      expect(first!.getTime()).toBeGreaterThanOrEqual(before - 1000);
      await authenticateToken(ctx.db, created.token);
      expect((await lastUsed())!.getTime()).toBe(first!.getTime());
      // An hour-old mark is refreshed.
      await ctx.db.update(apiTokens).set({ lastUsedAt: new Date(Date.now() - 3_600_000) }).where(eq(apiTokens.id, created.id));
      await authenticateToken(ctx.db, created.token);
      expect((await lastUsed())!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    }),
  );

  it('stops accepting a revoked token', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      const created = await createApiToken(ctx, { retailerSlug: t.acme.slug, storeSlug: 'north' });
      await authenticateToken(ctx.db, created.token);
      await revokeApiToken(as(ctx, t.actors.acmeManager), created.id);
      await expect(authenticateToken(ctx.db, created.token)).rejects.toBeInstanceOf(UnauthenticatedError);
      await expect(revokeApiToken(ctx, created.id)).rejects.toBeInstanceOf(NotFoundError);
    }),
  );

  it("does not let a manager revoke another retailer's token", () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      const created = await createApiToken(ctx, { retailerSlug: t.globex.slug });
      await expect(revokeApiToken(as(ctx, t.actors.acmeManager), created.id)).rejects.toBeInstanceOf(NotFoundError);
      await expect(revokeApiToken(as(ctx, t.actors.acmeClerk), created.id)).rejects.toBeInstanceOf(ForbiddenError);
      expect(await authenticateToken(ctx.db, created.token)).toMatchObject({ retailerId: t.globex.id });
    }),
  );
});
