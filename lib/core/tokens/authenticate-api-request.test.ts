import { describe, expect, it } from 'vitest';
import { buildTenants } from '@/lib/testing/fixtures';
import { inRollback } from '@/lib/testing/test-db';
import { claimKey, completeKey, findKey, idempotencyCaller } from '../idempotency/keys';
import { authenticateApiRequest } from './authenticate-api-request';
import { createApiToken } from './create-api-token';

describe('authenticateApiRequest with an Idempotency-Key', () => {
  it("reads the token's own row of the key in the look-up, as findKey reads it; another key or token finds none", () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      const mine = await createApiToken(ctx, { retailerSlug: t.acme.slug, storeSlug: 'north' });
      const theirs = await createApiToken(ctx, { retailerSlug: t.acme.slug, storeSlug: 'south' });
      const plain = await authenticateApiRequest(ctx.db, mine.token);
      expect(plain).not.toHaveProperty('storedKey');

      const caller = idempotencyCaller(plain.actor);
      const now = new Date();
      expect(await claimKey(ctx.db, caller, 'order-1', 'hash-1', now)).toBe(true);
      await completeKey(ctx.db, caller, 'order-1', { status: 201, headers: { 'content-type': 'application/json' }, body: '{"ok":true}' });

      const keyed = await authenticateApiRequest(ctx.db, mine.token, now, 'order-1');
      expect(keyed.actor).toEqual(plain.actor);
      expect(keyed.storedKey).toEqual(await findKey(ctx.db, caller, 'order-1'));
      expect(keyed.storedKey).toMatchObject({ state: 'done', requestHash: 'hash-1', responseStatus: 201, responseHeaders: { 'content-type': 'application/json' } });
      expect(keyed.storedKey!.createdAt).toBeInstanceOf(Date);

      expect((await authenticateApiRequest(ctx.db, mine.token, now, 'order-2')).storedKey).toBeNull();
      expect((await authenticateApiRequest(ctx.db, theirs.token, now, 'order-1')).storedKey).toBeNull();
    }));

  it('counts the hit and refuses an unknown token exactly as the plain look-up does', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      const token = await createApiToken(ctx, { retailerSlug: t.acme.slug });
      const first = await authenticateApiRequest(ctx.db, token.token, new Date(), 'k');
      const second = await authenticateApiRequest(ctx.db, token.token);
      expect(second.rateLimit.remaining).toBe(first.rateLimit.remaining - 1);
      await expect(authenticateApiRequest(ctx.db, 'll_unknown', new Date(), 'k')).rejects.toThrow('Invalid or revoked API token.');
    }));
});
