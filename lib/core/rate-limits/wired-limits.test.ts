import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, inRollback } from '@/lib/testing/test-db';
import { buildWorld, rawRows, useTestKeys } from '../applications/testing';
import { lookupApplication } from '../applications/lookup-application';
import { phoneSystemLookup } from '../applications/phone-system-lookup';
import { RateLimitedError } from '../errors';
import { limitSignIn } from '../users/limit-sign-in';
import { limitPublicLink } from './limit-public-link';
import { RATE_LIMITS } from './policies';
import { withoutIdentifiers } from '@/lib/testing/without-identifiers';

beforeAll(() => useTestKeys());

const dob = () => `${new Date().getUTCFullYear() - 41}-01-15`;
const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error);

describe('identity look-ups are rate-limited', () => {
  it('refuses the 11th guess of one identity tuple in a minute, whoever asks, and audits the refusal', async () => {
    await inRollback(async (ctx) => {
      const world = await buildWorld(ctx);
      const query = { date_of_birth: dob(), ssn_last_four: '6789', zip_code: '77001' };
      for (let i = 0; i < RATE_LIMITS.identityTuple.limit; i++) {
        // Alternate callers: the tuple's own limit does not care who asks.
        await phoneSystemLookup(as(ctx, i % 2 ? world.actors.acmeToken : world.actors.globexToken), query);
      }
      const refused = await refusal(phoneSystemLookup(as(ctx, world.actors.acmeToken), query));
      expect(refused).toBeInstanceOf(RateLimitedError);
      expect((refused as RateLimitedError).limit?.policy.name).toBe('identity-tuple');
      expect((refused as RateLimitedError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
      const audits = await rawRows(ctx.db, sql`select action, data from audit_events where action = 'rate_limit.exceeded'`);
      expect(audits).toEqual([{ action: 'rate_limit.exceeded', data: { policy: 'identity-tuple', operation: 'phone-system-lookup' } }]);
      expect(withoutIdentifiers(audits)).not.toContain('6789');
      // Another tuple still answers.
      await expect(phoneSystemLookup(as(ctx, world.actors.acmeToken), { ...query, ssn_last_four: '1111' })).resolves.toEqual([]);
    });
  });

  it('refuses the 31st look-up in a minute from one caller, whatever the tuples', async () => {
    await inRollback(async (ctx) => {
      const world = await buildWorld(ctx);
      const token = as(ctx, world.actors.acmeToken);
      for (let i = 0; i < RATE_LIMITS.identityLookup.limit; i++) {
        await refusal(lookupApplication(token, { last_name: `Doe${String.fromCharCode(97 + Math.floor(i / 26), 97 + (i % 26))}`, date_of_birth: dob(), social_security_number: '123456789' }));
      }
      const refused = await refusal(lookupApplication(token, { last_name: 'Fresh', date_of_birth: dob(), social_security_number: '123456780' }));
      expect(refused).toBeInstanceOf(RateLimitedError);
      expect((refused as RateLimitedError).limit?.policy.name).toBe('identity-lookup');
      // Another caller is not held back.
      await expect(refusal(lookupApplication(as(ctx, world.actors.globexToken), { last_name: 'Fresh', date_of_birth: dob(), social_security_number: '123456780' }))).resolves.not.toBeInstanceOf(RateLimitedError);
    });
  });
});

describe('sign-in and public links are rate-limited', () => {
  it('refuses sign-in attempts past the per-account limit (any case of the address) and past the per-IP limit', async () => {
    await inRollback(async ({ db }) => {
      for (let i = 0; i < RATE_LIMITS.signInAccount.limit; i++) await limitSignIn(db, { email: i % 2 ? 'Victim@Example.com' : 'victim@example.com' });
      await expect(limitSignIn(db, { email: 'victim@example.com', ip: '198.51.100.1' })).rejects.toBeInstanceOf(RateLimitedError);
      await limitSignIn(db, { email: 'someone-else@example.com' });
      for (let i = 0; i < RATE_LIMITS.signInIp.limit; i++) await limitSignIn(db, { email: `user${i}@example.com`, ip: '203.0.113.9' });
      await expect(limitSignIn(db, { email: 'new@example.com', ip: '203.0.113.9' })).rejects.toBeInstanceOf(RateLimitedError);
    });
  });

  it('refuses public link visits past the per-IP limit, and counts nothing without a client IP', async () => {
    await inRollback(async ({ db }) => {
      for (let i = 0; i < RATE_LIMITS.publicLink.limit; i++) await limitPublicLink(db, '192.0.2.44');
      await expect(limitPublicLink(db, '192.0.2.44')).rejects.toBeInstanceOf(RateLimitedError);
      await expect(limitPublicLink(db, '192.0.2.45')).resolves.toMatchObject({ allowed: true });
      await expect(limitPublicLink(db, undefined)).resolves.toBeNull();
    });
  });
});
