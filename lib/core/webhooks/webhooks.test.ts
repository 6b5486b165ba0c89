import { and, eq, inArray, isNull } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditEvents, outboxEvents, outboxMessages } from '@/db/schema';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '@/db/schema/webhooks';
import type { Database } from '@/db/client';
import { presentApplication } from '@/lib/api/presenters/application';
import { presentLease } from '@/lib/api/presenters/lease';
import { getApplication } from '@/lib/core/applications/get-application';
import type { Ctx } from '@/lib/core/context';
import { ForbiddenError, NotFoundError, ValidationError } from '@/lib/core/errors';
import { emitEvent, eventTypes } from '@/lib/core/events/emit-event';
import { getLease } from '@/lib/core/leases/get-lease';
import { renderWebhookData } from '@/lib/jobs/webhook-render';
import { buildTenants, insertApplication } from '@/lib/testing/fixtures';
import { as, inRollback } from '@/lib/testing/test-db';
import { startReceiver, type Receiver } from '@/lib/testing/webhook-receiver';
import { configureWebhooksForTesting } from './config';
import { createWebhookEndpoint } from './create-endpoint';
import { deleteWebhookEndpoint } from './delete-endpoint';
import { claimDueDeliveries } from './claim-deliveries';
import { deliverRound, type DeliveryOptions } from './deliver-batch';
import { getWebhookEndpoint } from './get-endpoint';
import { listWebhookDeliveries } from './list-deliveries';
import { listWebhookEndpoints } from './list-endpoints';
import { resendWebhookDelivery } from './resend-delivery';
import { rotateWebhookSecret } from './rotate-secret';
import { subscribableEventTypes, type CreateWebhookEndpointInput } from './schemas';
import { sendWebhookTest } from './send-test-event';
import { updateWebhookEndpoint } from './update-endpoint';
import { testKeyRing } from '../applications/testing';
import { setKeyRingForTesting } from '../crypto/keys';
import { reencryptWebhookSecrets } from './reencrypt-secrets';

// The real claim, watched: a round with no enabled endpoint must not run it (deliverRound's early return).
vi.mock('./claim-deliveries', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./claim-deliveries')>();
  return { ...actual, claimDueDeliveries: vi.fn(actual.claimDueDeliveries) };
});

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());
afterEach(() => {
  receiver.received.length = 0;
  receiver.setResponder(() => ({ status: 200, body: 'ok' }));
  configureWebhooksForTesting(undefined);
});

const allow = () => configureWebhooksForTesting({ allowPrivateTargets: true });
const refuse = () => configureWebhooksForTesting({ allowPrivateTargets: false });

let retailerIds: number[] = [];

/** One worker round on the test's transaction, at `at` (default now), for this test's retailers only. */
function round(ctx: Ctx, options: Partial<DeliveryOptions> & { at?: Date } = {}) {
  const at = options.at;
  return deliverRound(ctx.db, { render: renderWebhookData, timeoutMs: 2_000, retailerIds, ...options, ...(at ? { now: () => at } : {}) });
}


const verified = (secret: string, hook: { headers: Record<string, string>; body: string }) =>
  new Webhook(secret).verify(hook.body, hook.headers) as { type: string; timestamp: string; data: unknown };

async function withEndpoint(ctx: Ctx & { db: Database }, events: CreateWebhookEndpointInput['events'] = ['*']) {
  allow();
  const tenants = await buildTenants(ctx.db);
  retailerIds = [tenants.acme.id, tenants.globex.id];
  const manager = as(ctx, tenants.actors.acmeManager);
  const endpoint = await createWebhookEndpoint(manager, { url: receiver.url, description: 'ERP', events });
  return { ...tenants, manager, endpoint, secret: endpoint.secret! };
}

describe('webhook endpoints', () => {
  it('creates an endpoint with a whsec_ secret (≥ 24 random bytes) shown once and stored encrypted', () =>
    inRollback(async (ctx) => {
      const { endpoint, manager } = await withEndpoint(ctx);
      expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
      expect(Buffer.from(endpoint.secret!.slice(6), 'base64').length).toBeGreaterThanOrEqual(24);
      expect(endpoint).toMatchObject({ url: receiver.url, description: 'ERP', events: ['*'], enabled: true, disabled_reason: null });
      const [row] = await ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
      expect(row!.secretCiphertext).not.toContain(endpoint.secret!.slice(6, 20));
      const read = await getWebhookEndpoint(manager, endpoint.id);
      expect(read).not.toHaveProperty('secret');
      const [audit] = await ctx.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, endpoint.id), eq(auditEvents.action, 'webhook.endpoint_created')));
      expect(audit).toBeDefined();
    }));

  it('is managed by managers, admins and retailer tokens only; another retailer’s endpoint is not found', () =>
    inRollback(async (ctx) => {
      const { endpoint, actors } = await withEndpoint(ctx);
      await expect(getWebhookEndpoint(as(ctx, actors.globexManager), endpoint.id)).rejects.toBeInstanceOf(NotFoundError);
      await expect(getWebhookEndpoint(as(ctx, actors.globexToken), endpoint.id)).rejects.toBeInstanceOf(NotFoundError);
      await expect(getWebhookEndpoint(as(ctx, actors.northToken), endpoint.id)).rejects.toBeInstanceOf(ForbiddenError);
      await expect(getWebhookEndpoint(as(ctx, actors.acmeSales), endpoint.id)).rejects.toBeInstanceOf(ForbiddenError);
      await expect(listWebhookEndpoints(as(ctx, actors.acmeClerk))).rejects.toBeInstanceOf(ForbiddenError);
      expect((await getWebhookEndpoint(as(ctx, actors.acmeToken), endpoint.id)).id).toBe(endpoint.id);
      expect((await listWebhookEndpoints(as(ctx, actors.admin))).map((e) => e.id)).toContain(endpoint.id);
      expect(await listWebhookEndpoints(as(ctx, actors.globexManager))).toEqual([]);
      await expect(resendWebhookDelivery(as(ctx, actors.globexToken), '00000000-0000-4000-8000-000000000000')).rejects.toBeInstanceOf(NotFoundError);
      const test = await sendWebhookTest(as(ctx, actors.acmeToken), endpoint.id);
      await expect(resendWebhookDelivery(as(ctx, actors.globexManager), test.id)).rejects.toBeInstanceOf(NotFoundError);
      await expect(listWebhookDeliveries(as(ctx, actors.globexToken), endpoint.id, {})).rejects.toBeInstanceOf(NotFoundError);
    }));

  it('offers every domain event for subscription', () => {
    expect([...subscribableEventTypes, 'webhook.test'].sort()).toEqual([...eventTypes].sort());
  });

  it('validates events and requires a retailer from an admin', () =>
    inRollback(async (ctx) => {
      allow();
      const { actors, acme } = await buildTenants(ctx.db);
      await expect(createWebhookEndpoint(as(ctx, actors.acmeManager), { url: receiver.url, events: ['lease.exploded' as never] })).rejects.toBeInstanceOf(ValidationError);
      await expect(createWebhookEndpoint(as(ctx, actors.acmeManager), { url: receiver.url, events: [] })).rejects.toBeInstanceOf(ValidationError);
      await expect(createWebhookEndpoint(as(ctx, actors.admin), { url: receiver.url })).rejects.toMatchObject({ fieldErrors: { retailer_id: expect.any(Array) } });
      const made = await createWebhookEndpoint(as(ctx, actors.admin), { url: receiver.url, retailer_id: acme.id, events: ['lease.signed', 'lease.signed', 'application.created'] });
      expect(made).toMatchObject({ retailer_id: acme.id, events: ['application.created', 'lease.signed'] });
    }));
});

describe('webhook delivery', () => {
  it('delivers every event type, signed per Standard Webhooks, with the resource as the API returns it', () =>
    inRollback(async (ctx) => {
      const { endpoint, secret, acme, stores, manager } = await withEndpoint(ctx);
      const { application, lease } = await insertApplication(ctx.db, { store: stores.north, leaseState: 'S' });
      const system = { ...ctx, actor: { kind: 'system' as const } };
      const payment = { payment_id: 77, lease_id: lease!.id, loan_number: lease!.loanNumber, application_id: application.id, amount: 12.34, status: 'succeeded', failure_code: null };
      for (const type of eventTypes) {
        if (type === 'webhook.test') continue;
        const payload = type.startsWith('application.') ? { application_id: application.id } : type.startsWith('lease.') ? { lease_id: lease!.id } : payment;
        await emitEvent(ctx.db as never, acme.id, type, payload);
      }
      await sendWebhookTest(manager, endpoint.id);
      const result = await round(ctx);
      expect(result.attempted).toBe(eventTypes.length);
      expect(receiver.received).toHaveLength(eventTypes.length);

      const expectedApplication = JSON.parse(JSON.stringify(presentApplication(await getApplication(system, application.id))));
      const expectedLease = JSON.parse(JSON.stringify(presentLease(await getLease(system, lease!.id))));
      const types = new Set<string>();
      const ids = new Set<string>();
      for (const hook of receiver.received) {
        const body = verified(secret, hook);
        types.add(body.type);
        ids.add(hook.headers['webhook-id']!);
        expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);
        expect(Number(hook.headers['webhook-timestamp'])).toBeCloseTo(Date.now() / 1000, -2);
        if (body.type.startsWith('application.')) expect(body.data).toEqual(expectedApplication);
        else if (body.type.startsWith('lease.')) expect(body.data).toEqual(expectedLease);
        else if (body.type.startsWith('payment.')) expect(body.data).toEqual(payment);
        else expect(body.data).toEqual({ endpoint_id: endpoint.id, message: expect.any(String) });
      }
      expect([...types].sort()).toEqual([...eventTypes].sort());
      expect(ids.size).toBe(eventTypes.length);
      const rows = await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id));
      expect(rows.every((r) => r.status === 'succeeded' && r.attempts === 1 && r.responseStatus === 200)).toBe(true);
      // Nothing left to do.
      expect((await round(ctx)).attempted).toBe(0);
    }));

  it('fans an event out only to enabled endpoints of its retailer subscribed to it, created before it', () =>
    inRollback(async (ctx) => {
      const { acme, globex, manager, stores, endpoint: all } = await withEndpoint(ctx);
      const signedOnly = await createWebhookEndpoint(manager, { url: receiver.url, events: ['lease.signed'] });
      const disabled = await createWebhookEndpoint(manager, { url: receiver.url, events: ['*'], enabled: false });
      const { application } = await insertApplication(ctx.db, { store: stores.north });
      await emitEvent(ctx.db as never, acme.id, 'application.created', { application_id: application.id });
      await emitEvent(ctx.db as never, globex.id, 'application.created', { application_id: application.id });
      // Written before the endpoints existed: no backfill.
      await ctx.db.insert(outboxEvents).values({ retailerId: acme.id, type: 'application.decided', payload: { application_id: application.id }, createdAt: new Date(Date.now() - 3_600_000) });
      await round(ctx);
      const rows = await ctx.db.select().from(webhookDeliveries).where(inArray(webhookDeliveries.endpointId, [all.id, signedOnly.id, disabled.id]));
      expect(rows.map((r) => [r.endpointId, r.eventType])).toEqual([[all.id, 'application.created']]);
      expect(receiver.received).toHaveLength(1);
    }));

  it('marks events of retailers without endpoints processed, in bulk, with no delivery', () =>
    inRollback(async (ctx) => {
      const { globex, stores } = await withEndpoint(ctx);
      const { application } = await insertApplication(ctx.db, { store: stores.globexMain });
      await emitEvent(ctx.db as never, globex.id, 'application.created', { application_id: application.id });
      await round(ctx, { retailerIds: [globex.id] });
      const events = await ctx.db.select().from(outboxEvents).where(eq(outboxEvents.retailerId, globex.id));
      expect(events.length).toBeGreaterThan(0);
      expect(events.every((e) => e.processedAt !== null)).toBe(true);
      expect(await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.retailerId, globex.id))).toEqual([]);
      expect(receiver.received).toHaveLength(0);
    }));

  it('with no enabled endpoint, marks the events processed and claims nothing; an endpoint added later gets only the events after it', () =>
    inRollback(async (ctx) => {
      allow();
      const { acme, globex, stores, actors } = await buildTenants(ctx.db);
      retailerIds = [acme.id, globex.id];
      const manager = as(ctx, actors.acmeManager);
      // A disabled endpoint is no endpoint to deliver to.
      await createWebhookEndpoint(manager, { url: receiver.url, events: ['*'], enabled: false });
      const { application } = await insertApplication(ctx.db, { store: stores.north });
      await emitEvent(ctx.db as never, acme.id, 'application.created', { application_id: application.id });
      await emitEvent(ctx.db as never, acme.id, 'application.decided', { application_id: application.id });
      const pending = await ctx.db.select().from(outboxEvents).where(and(inArray(outboxEvents.retailerId, retailerIds), isNull(outboxEvents.processedAt)));
      expect(pending).toHaveLength(2);

      vi.mocked(claimDueDeliveries).mockClear();
      expect(await round(ctx)).toEqual({ events: 2, fannedOut: 0, attempted: 0, succeeded: 0 });
      expect(claimDueDeliveries).not.toHaveBeenCalled();
      const events = await ctx.db.select().from(outboxEvents).where(inArray(outboxEvents.retailerId, retailerIds));
      expect(events.every((e) => e.processedAt !== null)).toBe(true);
      expect(await ctx.db.select().from(webhookDeliveries).where(inArray(webhookDeliveries.retailerId, retailerIds))).toEqual([]);

      // SPEC §11: no backfill. The events above share this transaction's created_at with the new endpoint,
      // so only their being processed keeps them from it.
      const endpoint = await createWebhookEndpoint(manager, { url: receiver.url, events: ['*'] });
      expect((await round(ctx)).attempted).toBe(0);
      expect(receiver.received).toHaveLength(0);
      await emitEvent(ctx.db as never, acme.id, 'application.verified', { application_id: application.id });
      expect(await round(ctx)).toMatchObject({ events: 1, fannedOut: 1, attempted: 1, succeeded: 1 });
      const rows = await ctx.db.select().from(webhookDeliveries).where(inArray(webhookDeliveries.retailerId, retailerIds));
      expect(rows.map((r) => [r.endpointId, r.eventType])).toEqual([[endpoint.id, 'application.verified']]);
      expect(receiver.received.map((r) => verified(endpoint.secret!, r).type)).toEqual(['application.verified']);
    }));

  it('retries after a 500 about 5 s later with the same webhook-id, audits the retry, then succeeds', () =>
    inRollback(async (ctx) => {
      const { acme, stores, endpoint, manager, secret } = await withEndpoint(ctx);
      const { application } = await insertApplication(ctx.db, { store: stores.north });
      receiver.setResponder((_r, i) => (i === 0 ? { status: 500, body: 'boom' } : { status: 204 }));
      await emitEvent(ctx.db as never, acme.id, 'application.created', { application_id: application.id });
      const start = new Date();
      await round(ctx, { at: start });
      const [pending] = await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id));
      expect(pending).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 500, retryStep: 1 });
      const wait = pending!.nextAttemptAt!.getTime() - start.getTime();
      expect(wait).toBeGreaterThanOrEqual(4_000);
      expect(wait).toBeLessThanOrEqual(6_000);
      // Not yet due: nothing is sent.
      expect((await round(ctx, { at: new Date(start.getTime() + 1_000) })).attempted).toBe(0);
      await round(ctx, { at: new Date(start.getTime() + 6_001) });
      expect(receiver.received).toHaveLength(2);
      expect(receiver.received[0]!.headers['webhook-id']).toBe(receiver.received[1]!.headers['webhook-id']);
      verified(secret, receiver.received[1]!);
      const [done] = await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, pending!.id));
      expect(done).toMatchObject({ status: 'succeeded', attempts: 2, responseStatus: 204 });
      const attempts = await ctx.db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, pending!.id));
      expect(attempts.map((a) => [a.responseStatus, a.responseExcerpt]).sort()).toEqual([
        [204, null],
        [500, 'boom'],
      ]);
      const audits = await ctx.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, pending!.id), eq(auditEvents.action, 'webhook.delivery_retry_scheduled')));
      expect(audits).toHaveLength(1);
      const page = await listWebhookDeliveries(manager, endpoint.id, {});
      expect(page.data[0]).toMatchObject({ id: pending!.id, status: 'succeeded', attempts: 2, response_status: 204, next_attempt_at: null });
    }));

  it('marks a delivery failed once the schedule is spent', () =>
    inRollback(async (ctx) => {
      const { endpoint, manager } = await withEndpoint(ctx);
      receiver.setResponder(() => ({ status: 503 }));
      const test = await sendWebhookTest(manager, endpoint.id);
      let at = new Date();
      for (let i = 0; i < 10; i++) {
        await round(ctx, { at });
        const [next] = await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, test.id));
        if (next!.nextAttemptAt) at = next!.nextAttemptAt;
      }
      // About 2½ days from the first attempt to the last.
      const hours = (at.getTime() - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(40);
      expect(hours).toBeLessThan(62);
      const [row] = await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, test.id));
      expect(row).toMatchObject({ status: 'failed', attempts: 10, nextAttemptAt: null });
      expect(receiver.received).toHaveLength(10);
      const audits = await ctx.db.select().from(auditEvents).where(eq(auditEvents.entityId, test.id));
      expect(audits.filter((a) => a.action === 'webhook.delivery_retry_scheduled')).toHaveLength(9);
      expect(audits.filter((a) => a.action === 'webhook.delivery_failed')).toHaveLength(1);
    }));

  it('disables the endpoint at once on 410 Gone, audits it and e-mails the managers', () =>
    inRollback(async (ctx) => {
      const { endpoint, manager, acme } = await withEndpoint(ctx);
      receiver.setResponder(() => ({ status: 410 }));
      const test = await sendWebhookTest(manager, endpoint.id);
      await round(ctx);
      const [row] = await ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
      expect(row).toMatchObject({ enabled: false, disabledReason: 'gone' });
      const [delivery] = await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, test.id));
      expect(delivery).toMatchObject({ status: 'failed', responseStatus: 410 });
      const audits = await ctx.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, endpoint.id), eq(auditEvents.action, 'webhook.endpoint_disabled')));
      expect(audits[0]!.data).toEqual({ reason: 'gone' });
      const mail = await ctx.db.select().from(outboxMessages).where(and(eq(outboxMessages.retailerId, acme.id), eq(outboxMessages.template, 'webhook_endpoint_disabled')));
      expect(mail).toHaveLength(1);
      // A disabled endpoint receives nothing, and cannot be tested until enabled again.
      await expect(sendWebhookTest(manager, endpoint.id)).rejects.toThrow(/disabled/);
      const enabled = await updateWebhookEndpoint(manager, endpoint.id, { enabled: true });
      expect(enabled).toMatchObject({ enabled: true, disabled_reason: null });
    }));

  it('disables an endpoint that has failed every delivery for 5 days', () =>
    inRollback(async (ctx) => {
      const { endpoint, manager, acme } = await withEndpoint(ctx);
      receiver.setResponder(() => ({ status: 500 }));
      await sendWebhookTest(manager, endpoint.id);
      await ctx.db.update(webhookEndpoints).set({ failingSince: new Date(Date.now() - 5 * 86_400_000 - 60_000) }).where(eq(webhookEndpoints.id, endpoint.id));
      await round(ctx);
      const [row] = await ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
      expect(row).toMatchObject({ enabled: false, disabledReason: 'failing' });
      const mail = await ctx.db.select().from(outboxMessages).where(and(eq(outboxMessages.retailerId, acme.id), eq(outboxMessages.template, 'webhook_endpoint_disabled')));
      expect(mail).toHaveLength(1);
    }));

  it('retries a delivery whose worker died mid-attempt once its claim lapses (at least once)', () =>
    inRollback(async (ctx) => {
      const { endpoint, manager } = await withEndpoint(ctx);
      const test = await sendWebhookTest(manager, endpoint.id);
      const start = new Date();
      // A worker claims it and dies before recording anything.
      const claimed = await claimDueDeliveries(ctx.db, { limit: 10, leaseMs: 70_000, now: start, retailerIds });
      expect(claimed.deliveries.map((d) => d.id)).toEqual([test.id]);
      expect((await round(ctx, { at: new Date(start.getTime() + 60_000) })).attempted).toBe(0);
      await round(ctx, { at: new Date(start.getTime() + 70_001) });
      expect(receiver.received).toHaveLength(1);
      const [row] = await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, test.id));
      expect(row).toMatchObject({ status: 'succeeded', attempts: 2 });
    }));

  it('records a timeout as a failed attempt and retries it', () =>
    inRollback(async (ctx) => {
      const { endpoint, manager } = await withEndpoint(ctx);
      receiver.setResponder(() => 'hang');
      const test = await sendWebhookTest(manager, endpoint.id);
      await round(ctx, { timeoutMs: 300 });
      const [attempt] = await ctx.db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, test.id));
      expect(attempt).toMatchObject({ responseStatus: null, error: 'Timed out after 300 ms.' });
      const [row] = await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, test.id));
      expect(row).toMatchObject({ status: 'pending', retryStep: 1 });
    }));

  it('re-sends a delivery on request: same webhook-id and body, audited', () =>
    inRollback(async (ctx) => {
      const { endpoint, manager, secret } = await withEndpoint(ctx);
      const test = await sendWebhookTest(manager, endpoint.id);
      await round(ctx);
      const resent = await resendWebhookDelivery(manager, test.id);
      expect(resent.status).toBe('pending');
      await round(ctx);
      expect(receiver.received).toHaveLength(2);
      expect(receiver.received[1]!.headers['webhook-id']).toBe(receiver.received[0]!.headers['webhook-id']);
      expect(receiver.received[1]!.body).toBe(receiver.received[0]!.body);
      verified(secret, receiver.received[1]!);
      const [row] = await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, test.id));
      expect(row).toMatchObject({ status: 'succeeded', attempts: 2 });
      const audits = await ctx.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, test.id), eq(auditEvents.action, 'webhook.delivery_resent')));
      expect(audits).toHaveLength(1);
    }));

  it('signs with the old and the new secret for 24 h after a rotation', () =>
    inRollback(async (ctx) => {
      const { endpoint, manager, secret: oldSecret } = await withEndpoint(ctx);
      const rotated = await rotateWebhookSecret(manager, endpoint.id);
      expect(rotated.secret).toMatch(/^whsec_/);
      expect(rotated.secret).not.toBe(oldSecret);
      await sendWebhookTest(manager, endpoint.id);
      await round(ctx);
      const hook = receiver.received[0]!;
      expect(hook.headers['webhook-signature']!.split(' ')).toHaveLength(2);
      expect(verified(oldSecret, hook).type).toBe('webhook.test');
      expect(verified(rotated.secret!, hook).type).toBe('webhook.test');
      // After the 24 hours, only the new secret signs.
      await ctx.db.update(webhookEndpoints).set({ previousSecretExpiresAt: new Date(Date.now() - 1000) }).where(eq(webhookEndpoints.id, endpoint.id));
      await sendWebhookTest(manager, endpoint.id);
      await round(ctx);
      const after = receiver.received[1]!;
      expect(after.headers['webhook-signature']!.split(' ')).toHaveLength(1);
      expect(() => verified(oldSecret, after)).toThrow();
      verified(rotated.secret!, after);
    }));

  it('stops delivering to a deleted endpoint', () =>
    inRollback(async (ctx) => {
      const { endpoint, manager } = await withEndpoint(ctx);
      const test = await sendWebhookTest(manager, endpoint.id);
      await deleteWebhookEndpoint(manager, endpoint.id);
      await round(ctx);
      expect(receiver.received).toHaveLength(0);
      const [row] = await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, test.id));
      expect(row!.status).toBe('failed');
      await expect(getWebhookEndpoint(manager, endpoint.id)).rejects.toBeInstanceOf(NotFoundError);
    }));
});

describe('webhook secrets and key rotation', () => {
  afterAll(() => setKeyRingForTesting(undefined));

  it('re-encrypts the secrets under a new key; deliveries still sign with them', async () => {
    const both = testKeyRing([2, 1]);
    const ring = (versions: number[]) => ({ current: versions[0]!, keys: new Map(versions.map((v) => [v, both.keys.get(v)!])), blindIndexKey: both.blindIndexKey });
    setKeyRingForTesting(ring([1]));
    await inRollback(async (ctx) => {
      const { endpoint, manager } = await withEndpoint(ctx);
      const rotated = await rotateWebhookSecret(manager, endpoint.id);
      setKeyRingForTesting(ring([2, 1]));
      expect(await reencryptWebhookSecrets(ctx.db)).toBeGreaterThanOrEqual(1);
      const [row] = await ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
      expect(row).toMatchObject({ secretKeyVersion: 2, previousSecretKeyVersion: 2 });
      setKeyRingForTesting(ring([2]));
      await sendWebhookTest(manager, endpoint.id);
      await round(ctx);
      verified(endpoint.secret!, receiver.received[0]!);
      verified(rotated.secret!, receiver.received[0]!);
    });
  });
});

describe('SSRF guard (WEBHOOK_ALLOW_PRIVATE_TARGETS off)', () => {
  it.each([
    ['http://example.com/hook', /https/],
    ['https://127.0.0.1/hook', /private/],
    ['https://10.1.2.3/hook', /private/],
    ['https://169.254.169.254/latest/meta-data', /private/],
    ['https://100.64.0.1/hook', /private/],
    ['https://192.168.1.10/hook', /private/],
    ['https://[::1]/hook', /private/],
    ['https://[::ffff:127.0.0.1]/hook', /private/],
    ['https://[fd00::1]/hook', /private/],
    ['https://[fe80::1]/hook', /private/],
    ['https://localhost/hook', /private/],
    ['ftp://example.com/hook', /https/],
  ])('refuses %s when the endpoint is saved', (url, message) =>
    inRollback(async (ctx) => {
      refuse();
      const { actors } = await buildTenants(ctx.db);
      const error = await createWebhookEndpoint(as(ctx, actors.acmeManager), { url }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).fieldErrors.url?.[0]).toMatch(message);
    }),
  );

  it('checks again at delivery: an endpoint saved while allowed is not reached once refused', () =>
    inRollback(async (ctx) => {
      const { endpoint, manager } = await withEndpoint(ctx);
      const test = await sendWebhookTest(manager, endpoint.id);
      refuse();
      await round(ctx);
      expect(receiver.received).toHaveLength(0);
      const [attempt] = await ctx.db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, test.id));
      expect(attempt!.error).toMatch(/^Refused: /);
      expect(attempt!.responseStatus).toBeNull();
    }));
});
