import { desc, eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { applications, checkouts, outboxEvents, outboxMessages } from '@/db/schema';
import type { Database } from '@/db/client';
import { as, inRollback } from '@/lib/testing/test-db';
import type { Ctx } from '../context';
import { ConflictError, ForbiddenError, NotFoundError, RateLimitedError, ValidationError } from '../errors';
import { buildWorld, useTestKeys, validApplication, withPath, type TestWorld } from '../applications/testing';
import { configureMessagingForTesting } from '../messaging/deliver-message';
import { confirmCheckoutVerification, sendCheckoutVerification } from './checkout-verification';
import { getCheckout } from './get-checkout';
import { getCheckoutOrigins } from './get-checkout-origins';
import { resolveCheckoutStore } from './internal';
import { openCheckout } from './open-checkout';
import { replaceCheckoutOrigins } from './replace-checkout-origins';
import { submitCheckoutApplication } from './submit-checkout-application';

beforeAll(() => useTestKeys());
afterEach(() => configureMessagingForTesting(undefined));

const errorOf = async (promise: Promise<unknown>) => promise.then(() => null, (e: unknown) => e);
const fieldErrors = async (promise: Promise<unknown>) => {
  const error = await errorOf(promise);
  expect(error).toBeInstanceOf(ValidationError);
  return (error as ValidationError).fieldErrors;
};

/** The application body the hosted form sends: the API's, without store and reference (the checkout's). */
function shopperApplication(world: TestWorld) {
  const { store_id: _store, ...body } = validApplication(world.houston.id);
  return body;
}

async function enabled(ctx: Ctx & { db: Database }) {
  const world = await buildWorld(ctx);
  await replaceCheckoutOrigins(as(ctx, world.actors.acmeToken), { origins: ['https://shop.example.com'] });
  const opened = await openCheckout({ db: ctx.db, ip: '203.0.113.9' }, { retailerSlug: world.acme.slug, storeSlug: 'houston' }, { locale: 'es', reference_id: 'ORDER-7', cart_total: '1299.99' });
  return { world, opened, request: { db: ctx.db, ip: '203.0.113.9' } };
}

describe('checkout origins', () => {
  it('validates each origin as scheme://host[:port], https unless localhost, and names the bad one', async () => {
    await inRollback(async (ctx) => {
      const world = await buildWorld(ctx);
      const retailer = as(ctx, world.actors.acmeToken);
      const bad = [
        'https://shop.example.com/checkout',
        'https://shop.example.com/',
        'https://*.example.com',
        'http://shop.example.com',
        'ftp://shop.example.com',
        'shop.example.com',
        'https://user:pw@shop.example.com',
        'https://shop.example.com?x=1',
      ];
      for (const origin of bad) {
        const errors = await fieldErrors(replaceCheckoutOrigins(retailer, { origins: [origin] }));
        expect(errors['origins.0']?.[0], origin).toContain(origin);
      }
      const ok = await replaceCheckoutOrigins(retailer, { origins: ['https://Shop.Example.com:443', 'http://localhost:3001', 'http://127.0.0.1:8080', 'https://shop.example.com:8443'] });
      expect(ok.origins).toEqual(['http://127.0.0.1:8080', 'http://localhost:3001', 'https://shop.example.com', 'https://shop.example.com:8443']);
      const tooMany = Array.from({ length: 21 }, (_, i) => `https://shop${i}.example.com`);
      expect((await fieldErrors(replaceCheckoutOrigins(retailer, { origins: tooMany })))['origins']).toEqual(['At most 20 origins are allowed.']);
      expect((await replaceCheckoutOrigins(retailer, { origins: tooMany.slice(0, 20) })).origins).toHaveLength(20);
    });
  });

  it('a PUT replaces the set (no order, duplicates collapse); retailer tokens and managers only, store token 403', async () => {
    await inRollback(async (ctx) => {
      const world = await buildWorld(ctx);
      await replaceCheckoutOrigins(as(ctx, world.actors.acmeManager), { origins: ['https://a.example.com', 'https://b.example.com'] });
      await replaceCheckoutOrigins(as(ctx, world.actors.acmeToken), { origins: ['https://c.example.com', 'https://b.example.com', 'https://c.example.com'] });
      expect(await getCheckoutOrigins(as(ctx, world.actors.acmeToken))).toEqual({ origins: ['https://b.example.com', 'https://c.example.com'] });
      expect(await getCheckoutOrigins(as(ctx, world.actors.globexToken))).toEqual({ origins: [] });
      expect(await errorOf(getCheckoutOrigins(as(ctx, world.actors.houstonToken)))).toBeInstanceOf(ForbiddenError);
      expect(await errorOf(replaceCheckoutOrigins(as(ctx, world.actors.houstonToken), { origins: [] }))).toBeInstanceOf(ForbiddenError);
      expect(await errorOf(replaceCheckoutOrigins(as(ctx, world.actors.acmeClerk), { origins: [] }))).toBeInstanceOf(ForbiddenError);
      expect(await errorOf(getCheckoutOrigins(as(ctx, world.actors.acmeSales)))).toBeInstanceOf(ForbiddenError);
    });
  });
});

describe('hosted checkout', () => {
  it('resolves only a store of the retailer that has checkout origins; everything else is the same 404', async () => {
    await inRollback(async (ctx) => {
      const world = await buildWorld(ctx);
      expect(await errorOf(resolveCheckoutStore(ctx.db, world.acme.slug, 'houston'))).toBeInstanceOf(NotFoundError); // no allowlist yet
      await replaceCheckoutOrigins(as(ctx, world.actors.acmeToken), { origins: ['https://shop.example.com'] });
      await replaceCheckoutOrigins(as(ctx, world.actors.globexToken), { origins: ['https://globex.example.com'] });
      expect(await resolveCheckoutStore(ctx.db, world.acme.slug, 'houston')).toMatchObject({ store: { id: world.houston.id }, origins: ['https://shop.example.com'] });
      for (const [r, s] of [[world.acme.slug, 'nowhere'], ['nobody', 'houston'], [world.acme.slug, 'savannah'], [world.globex.slug, 'houston'], ['../x', 'houston']] as const) {
        expect(await errorOf(resolveCheckoutStore(ctx.db, r, s)), `${r}/${s}`).toBeInstanceOf(NotFoundError);
      }
    });
  });

  it('opens a 24-hour checkout with the shop\'s reference, then runs createApplication as the checkout actor and binds the decision', async () => {
    configureMessagingForTesting({});
    await inRollback(async (ctx) => {
      const { world, opened, request } = await enabled(ctx);
      expect(opened.checkout).toMatchObject({ status: 'open', storeId: world.houston.id, locale: 'es', referenceId: 'ORDER-7', cartTotalCents: 129_999 });
      expect(opened.checkout.expiresAt.getTime() - opened.checkout.createdAt.getTime()).toBe(24 * 3600 * 1000);

      const decision = await submitCheckoutApplication(request, opened.checkout.id, { application: { ...shopperApplication(world), store_id: world.dallas.id, reference_id: 'someone-else' } });
      expect(decision).toMatchObject({ checkoutId: opened.checkout.id, status: 'approved', approvedAmountCents: 450_000, needsVerification: true });
      expect(decision.options.map((o) => [o.option, o.amountCents])).toEqual([['A', 300_000], ['B', 375_000], ['C', 450_000]]);

      const [app] = await ctx.db.select().from(applications).where(eq(applications.id, decision.applicationId));
      expect(app).toMatchObject({ storeId: world.houston.id, checkoutId: opened.checkout.id, referenceId: `checkout:${opened.checkout.id}`, stateCode: 'V' });
      const events = await ctx.db.select().from(outboxEvents).where(eq(outboxEvents.retailerId, world.acme.id));
      expect(events.map((e) => [e.type, (e.payload as { checkout_id?: string }).checkout_id])).toEqual(
        expect.arrayContaining([
          ['application.created', opened.checkout.id],
          ['application.decided', opened.checkout.id],
        ]),
      );

      // A second submit (double click, retry) answers the same decision and creates nothing.
      const again = await submitCheckoutApplication(request, opened.checkout.id, { application: shopperApplication(world) });
      expect(again.applicationId).toBe(decision.applicationId);
      expect((await ctx.db.select().from(applications).where(eq(applications.storeId, world.houston.id))).length).toBe(1);

      // Verification through the verification core, for the checkout's own application only.
      const sent = await sendCheckoutVerification(request, opened.checkout.id, { mode: 'email', language: 'es' });
      expect(sent.channel).toBe('email');
      const [message] = await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.applicationId, decision.applicationId)).orderBy(desc(outboxMessages.id)).limit(1);
      expect(message!.language).toBe('es');
      const wrong = await fieldErrors(confirmCheckoutVerification(request, opened.checkout.id, { code: '000000' === /\b(\d{6})\b/.exec(message!.body)![1] ? '111111' : '000000' }));
      expect(wrong['code']?.[0]).toMatch(/not correct/);
      await confirmCheckoutVerification(request, opened.checkout.id, { code: /\b(\d{6})\b/.exec(message!.body)![1] });

      const record = await getCheckout(as(ctx, world.actors.houstonToken), opened.checkout.id);
      expect(record).toMatchObject({ status: 'approved', applicationId: decision.applicationId, applicationUuid: app!.uuid, applicationState: 'A', verified: true, approvedAmountCents: 450_000, referenceId: 'ORDER-7', expired: false });
    });
  });

  it('maps review and decline, with no amount for a decline', async () => {
    await inRollback(async (ctx) => {
      const { world, request } = await enabled(ctx);
      const open = async () => (await openCheckout(request, { retailerSlug: world.acme.slug, storeSlug: 'houston' })).checkout.id;
      const review = await submitCheckoutApplication(request, await open(), { application: withPath(shopperApplication(world), 'banking.opened_at', undefined) });
      expect(review).toMatchObject({ status: 'review', approvedAmountCents: null, needsVerification: false });
      const dob = `${new Date().getUTCFullYear() - 17}-01-01`;
      const declined = await submitCheckoutApplication(request, await open(), { application: withPath(shopperApplication(world), 'applicant.date_of_birth', dob) });
      expect(declined).toMatchObject({ status: 'declined', approvedAmountCents: null, options: [] });
      expect(await errorOf(sendCheckoutVerification(request, declined.checkoutId, {}))).toBeInstanceOf(ConflictError);
    });
  });

  it('answers field errors with the API schema\'s paths and messages; a honeypot is refused and stores nothing', async () => {
    await inRollback(async (ctx) => {
      const { world, opened, request } = await enabled(ctx);
      const errors = await fieldErrors(submitCheckoutApplication(request, opened.checkout.id, { application: withPath(shopperApplication(world), 'applicant.first_name', '') }));
      expect(Object.keys(errors)).toEqual(['applicant.first_name']);
      const bot = await fieldErrors(submitCheckoutApplication(request, opened.checkout.id, { application: shopperApplication(world), website: 'http://spam.example' }));
      expect(bot).toEqual({ _: ['The application could not be submitted.'] });
      expect(await ctx.db.select().from(applications).where(eq(applications.storeId, world.houston.id))).toHaveLength(0);
      expect(await errorOf(submitCheckoutApplication(request, '00000000-0000-4000-8000-000000000000', { application: shopperApplication(world) }))).toBeInstanceOf(NotFoundError);
    });
  });

  it('refuses an expired checkout, and limits submissions per IP in the database', async () => {
    await inRollback(async (ctx) => {
      const { world, opened, request } = await enabled(ctx);
      await ctx.db.execute(sql`update checkouts set expires_at = now() - interval '1 minute' where id = ${opened.checkout.id}`);
      expect(await errorOf(submitCheckoutApplication(request, opened.checkout.id, { application: shopperApplication(world) }))).toBeInstanceOf(ConflictError);
      expect((await getCheckout(as(ctx, world.actors.acmeToken), opened.checkout.id)).status).toBe('expired');

      const other = (await openCheckout({ db: ctx.db, ip: '198.51.100.1' }, { retailerSlug: world.acme.slug, storeSlug: 'houston' })).checkout.id;
      const flood = { db: ctx.db, ip: '198.51.100.1' };
      for (let i = 0; i < 10; i++) await errorOf(submitCheckoutApplication(flood, other, { application: {} }));
      expect(await errorOf(submitCheckoutApplication(flood, other, { application: shopperApplication(world) }))).toBeInstanceOf(RateLimitedError);
      // Another IP is not held back by this one.
      expect(await errorOf(submitCheckoutApplication({ db: ctx.db, ip: '198.51.100.2' }, other, { application: {} }))).toBeInstanceOf(ValidationError);
    });
  });

  it('GET checkout is scoped: the store\'s and retailer\'s tokens see it, another store or retailer gets not-found', async () => {
    await inRollback(async (ctx) => {
      const { world, opened } = await enabled(ctx);
      expect((await getCheckout(as(ctx, world.actors.houstonToken), opened.checkout.id)).status).toBe('open');
      expect((await getCheckout(as(ctx, world.actors.acmeManager), opened.checkout.id)).status).toBe('open');
      const minneapolisToken = { kind: 'token', tokenId: 9, retailerId: world.acme.id, storeId: world.minneapolis.id } as const;
      for (const actor of [world.actors.globexToken, world.actors.savannahToken, minneapolisToken, world.actors.globexManager]) {
        expect(await errorOf(getCheckout(as(ctx, actor), opened.checkout.id))).toBeInstanceOf(NotFoundError);
      }
      expect(await errorOf(getCheckout(as(ctx, world.actors.houstonToken), 'not-a-uuid'))).toBeInstanceOf(NotFoundError);
      const [row] = await ctx.db.select().from(checkouts).where(eq(checkouts.id, opened.checkout.id));
      expect(row!.applicationId).toBeNull();
    });
  });
});
