import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkouts, webhookAttempts, webhookDeliveries, webhookEndpoints } from '@/db/schema';
import { buildTenants, insertApplication } from '@/lib/testing/fixtures';
import { inRollback, testDatabase } from '@/lib/testing/test-db';
import { FINISHED_WEBHOOK_DELIVERY_RETENTION_MS, pruneUnsubmittedCheckouts, pruneWebhookDeliveries, UNSUBMITTED_CHECKOUT_RETENTION_MS } from '.';

const NOW = new Date('2026-11-25T12:00:00Z');
const DAY = 86_400_000;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('retention', () => {
  beforeAll(() => testDatabase());

  it('deletes unsubmitted checkouts a week past their expiry, and keeps recent and submitted ones', () =>
    inRollback(async ({ db }) => {
      const t = await buildTenants(db);
      const { application } = await insertApplication(db, { store: t.stores.north, state: 'A' });
      const base = { retailerId: t.acme.id, storeId: t.stores.north.id };
      const rows = await db
        .insert(checkouts)
        .values([
          { ...base, status: 'open', expiresAt: ago(UNSUBMITTED_CHECKOUT_RETENTION_MS + DAY) }, // gone
          { ...base, status: 'open', expiresAt: ago(UNSUBMITTED_CHECKOUT_RETENTION_MS + 2 * DAY) }, // gone
          { ...base, status: 'open', expiresAt: ago(UNSUBMITTED_CHECKOUT_RETENTION_MS - DAY) }, // expired, kept a while
          { ...base, status: 'open', expiresAt: new Date(NOW.getTime() + DAY) }, // still open
          { ...base, status: 'approved', applicationId: application.id, expiresAt: ago(100 * DAY) }, // submitted: kept
        ])
        .returning({ id: checkouts.id });
      const ids = rows.map((r) => r.id);
      // A batch of one runs the loop until the backlog is gone.
      expect(await pruneUnsubmittedCheckouts(db, NOW, 1)).toBeGreaterThanOrEqual(2);
      const left = await db.select({ id: checkouts.id }).from(checkouts).where(inArray(checkouts.id, ids));
      expect(left.map((r) => r.id).sort()).toEqual(ids.slice(2).sort());
    }));

  it('deletes finished webhook deliveries after 30 days with their attempts, and never a pending one', () =>
    inRollback(async ({ db }) => {
      const t = await buildTenants(db);
      const endpointId = randomUUID();
      await db.insert(webhookEndpoints).values({ id: endpointId, retailerId: t.acme.id, url: 'https://hooks.example.com/in', events: ['*'], secretCiphertext: 'sealed', secretKeyVersion: 1 });
      const old = ago(FINISHED_WEBHOOK_DELIVERY_RETENTION_MS + DAY);
      const recent = ago(FINISHED_WEBHOOK_DELIVERY_RETENTION_MS - DAY);
      const delivery = (n: number, status: 'pending' | 'succeeded' | 'failed', createdAt: Date) => ({
        endpointId,
        retailerId: t.acme.id,
        outboxEventId: 9_000_000 + n,
        eventId: randomUUID(),
        eventType: 'application.decided',
        body: '{}',
        status,
        createdAt,
        updatedAt: createdAt,
      });
      const rows = await db
        .insert(webhookDeliveries)
        .values([delivery(1, 'succeeded', old), delivery(2, 'failed', old), delivery(3, 'pending', ago(40 * DAY)), delivery(4, 'succeeded', recent)])
        .returning({ id: webhookDeliveries.id });
      const ids = rows.map((r) => r.id);
      await db.insert(webhookAttempts).values(ids.flatMap((deliveryId) => [{ deliveryId, durationMs: 10, responseStatus: 500 }, { deliveryId, durationMs: 12, responseStatus: 200 }]));

      expect(await pruneWebhookDeliveries(db, NOW, 1)).toBeGreaterThanOrEqual(2);
      const left = await db.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(inArray(webhookDeliveries.id, ids));
      expect(left.map((r) => r.id).sort()).toEqual(ids.slice(2).sort());
      const attempts = await db.select({ deliveryId: webhookAttempts.deliveryId }).from(webhookAttempts).where(inArray(webhookAttempts.deliveryId, ids));
      expect(new Set(attempts.map((a) => a.deliveryId))).toEqual(new Set(ids.slice(2)));
    }));
});
