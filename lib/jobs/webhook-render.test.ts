import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxEvents } from '@/db/schema';
import type { Transaction } from '@/db/client';
import { saveAndChargeCard } from '@/lib/core/payments/save-and-charge-card';
import { payableLease, saveAndChargeBody, TEST_CVV } from '@/lib/core/payments/testing';
import { createLeaseWorld } from '@/lib/testing/fixtures-leases';
import { as, inRollback } from '@/lib/testing/test-db';
import { renderWebhookData } from './webhook-render';
import { withoutIdentifiers } from '@/lib/testing/without-identifiers';

describe('webhook data of a payment event', () => {
  it('is the payment as the ledger of GET /leases/{lease} lists it, with its lease and the balance after it', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const { lease } = await payableLease(ctx, world);
      const settled = await saveAndChargeCard(as(ctx, world.actors.sales), saveAndChargeBody(lease.loanNumber, '25.50'));
      const [event] = await ctx.db.select().from(outboxEvents).where(and(eq(outboxEvents.retailerId, world.retailerId), eq(outboxEvents.type, 'payment.succeeded')));
      const data = await renderWebhookData(ctx.db as unknown as Transaction, event!);
      expect(data).toEqual({
        id: settled.payment.id,
        amount: 25.5,
        status: 'succeeded',
        failure_code: null,
        card: { brand: 'visa', last_four: '4242' },
        source_system: 'counter',
        created_at: settled.payment.createdAt.toISOString(),
        lease_id: lease.id,
        loan_number: lease.loanNumber,
        application_id: lease.applicationId,
        store_id: lease.storeId,
        balance: settled.summary!.balanceCents / 100,
      });
      expect(withoutIdentifiers(data)).not.toMatch(/tok_|cvv/i);
      expect(withoutIdentifiers(data)).not.toContain(`"${TEST_CVV}"`);
    }));
});
