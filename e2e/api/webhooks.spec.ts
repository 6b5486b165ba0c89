import { expect, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { startReceiver, type Receiver } from '@/lib/testing/webhook-receiver';
import { apiError, clientFor } from './support';
import { approvedApplication, call, leaseBody } from './lease-support';

/**
 * Webhooks over HTTP (docs/webhooks.md): retailer tokens manage endpoints, the server's own worker
 * delivers (woken by LISTEN/NOTIFY or PGlite's notifications), and every body verifies with the
 * official standardwebhooks package. The test server runs with WEBHOOK_ALLOW_PRIVATE_TARGETS=true.
 */
let receiver: Receiver;
test.beforeAll(async () => {
  receiver = await startReceiver({ portFrom: 4250, portTo: 4274 });
});
test.afterAll(() => receiver.close());

const idsOf = (type: string) => receiver.received.filter((r) => JSON.parse(r.body).type === type);

test('a retailer token manages endpoints; the server delivers signed events, logs and re-sends them', async () => {
  const acme = clientFor('acme');
  const created = await acme.createWebhookEndpoint({ url: receiver.url, description: 'ERP', events: ['lease.created'] });
  expect(created.code).toBe(201);
  const endpoint = created.data;
  expect(endpoint.secret).toMatch(/^whsec_/);
  expect(endpoint).toMatchObject({ url: receiver.url, description: 'ERP', events: ['lease.created'], enabled: true, disabled_reason: null });
  const hook = new Webhook(endpoint.secret);

  const read = await acme.getWebhookEndpoint(endpoint.id);
  expect(read.data).not.toHaveProperty('secret');
  expect((await acme.listWebhookEndpoints()).data.map((e) => e.id)).toContain(endpoint.id);

  // A store token is refused; another retailer does not see the endpoint.
  expect((await apiError(clientFor('acme/houston').listWebhookEndpoints())).status).toBe(403);
  expect((await apiError(clientFor('globex').getWebhookEndpoint(endpoint.id))).status).toBe(404);
  expect((await apiError(clientFor('globex').updateWebhookEndpoint(endpoint.id, { enabled: false }))).status).toBe(404);

  // The test event.
  const test = await acme.sendWebhookTest(endpoint.id);
  expect(test.code).toBe(202);
  await expect.poll(() => idsOf('webhook.test').length).toBe(1);
  const received = idsOf('webhook.test')[0]!;
  expect(received.headers['webhook-id']).toBe(test.data.event_id);
  expect(hook.verify(received.body, received.headers)).toMatchObject({ type: 'webhook.test', data: { endpoint_id: endpoint.id } });

  // A real event: a lease created through the API arrives as GET /leases/{lease} returns it.
  const app = await approvedApplication('acme/houston');
  const lease = await call('POST', '/leases', 'acme/houston', leaseBody(app, { create_esign: false }));
  expect(lease.status).toBe(200);
  await expect.poll(() => idsOf('lease.created').length).toBe(1);
  const leaseHook = idsOf('lease.created')[0]!;
  const body = hook.verify(leaseHook.body, leaseHook.headers) as { data: { id: number; loan_number: string } };
  const current = await call('GET', `/leases/${lease.body.data.id}`, 'acme/houston');
  expect(body.data.id).toBe(current.body.data.id);
  expect(body.data.loan_number).toBe(current.body.data.loan_number);

  // The log, paginated like the groups list, and a re-send with the same webhook-id.
  const log = await acme.listWebhookDeliveries(endpoint.id, { per_page: 1 });
  expect(log.data).toMatchObject({ current_page: 1, per_page: 1, total: 2, last_page: 2 });
  expect(log.data.data[0]).toMatchObject({ event_type: 'lease.created', status: 'succeeded', attempts: 1, response_status: 200 });
  const filtered = await acme.listWebhookDeliveries(endpoint.id, { event_type: 'webhook.test' });
  expect(filtered.data.data.map((d) => d.id)).toEqual([test.data.id]);
  const resent = await acme.resendWebhookDelivery(test.data.id);
  expect(resent.data.status).toBe('pending');
  await expect.poll(() => idsOf('webhook.test').length).toBe(2);
  expect(idsOf('webhook.test')[1]!.headers['webhook-id']).toBe(test.data.event_id);
  expect((await apiError(clientFor('globex').resendWebhookDelivery(test.data.id))).status).toBe(404);

  // Rotation: for 24 h both secrets verify.
  const rotated = await acme.rotateWebhookSecret(endpoint.id);
  expect(rotated.data.secret).not.toBe(endpoint.secret);
  await acme.sendWebhookTest(endpoint.id);
  await expect.poll(() => idsOf('webhook.test').length).toBe(3);
  const afterRotation = idsOf('webhook.test')[2]!;
  hook.verify(afterRotation.body, afterRotation.headers);
  new Webhook(rotated.data.secret).verify(afterRotation.body, afterRotation.headers);

  // Edit, validation, delete.
  const patched = await acme.updateWebhookEndpoint(endpoint.id, { enabled: false, events: ['*'] });
  expect(patched.data).toMatchObject({ enabled: false, disabled_reason: 'manual', events: ['*'] });
  expect((await apiError(acme.sendWebhookTest(endpoint.id))).status).toBe(409);
  const badEvents = await apiError(acme.createWebhookEndpoint({ url: receiver.url, events: ['nope' as never] }));
  expect(badEvents.status).toBe(422);
  expect(badEvents.errors).toHaveProperty(['events.0']);
  const badUrl = await apiError(acme.createWebhookEndpoint({ url: 'ftp://example.com/hook' }));
  expect(badUrl.status).toBe(422);
  expect(badUrl.errors).toHaveProperty(['url']);
  await acme.deleteWebhookEndpoint(endpoint.id);
  expect((await apiError(acme.getWebhookEndpoint(endpoint.id))).status).toBe(404);
});
