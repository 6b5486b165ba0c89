import { eq } from 'drizzle-orm';
import { leasePayments, type OutboxEvent } from '@/db/schema';
import type { Transaction } from '@/db/client';
import { presentApplication } from '@/lib/api/presenters/application';
import { presentLease } from '@/lib/api/presenters/lease';
import { presentLedgerPayment } from '@/lib/api/presenters/lease-payments';
import { getApplication } from '@/lib/core/applications/get-application';
import { systemActor, type Ctx } from '@/lib/core/context';
import { NotFoundError } from '@/lib/core/errors';
import { getLease } from '@/lib/core/leases/get-lease';
import type { EventRenderer } from '@/lib/core/webhooks/fan-out';
import { env } from '@/lib/env';

/**
 * A webhook's `data`: the resource as the API returns it — the application as GET /applications/{id},
 * the lease as GET /leases/{lease} — read when the event is fanned out, so the body shows the state the
 * event announced and every retry carries the same bytes. A payment is the payment as the ledger of
 * GET /leases/{lease} lists it, with its lease's ids and the balance after it. Test events carry their
 * payload as written. A resource gone meanwhile falls back to the event's own ids and codes.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const renderWebhookData: EventRenderer = async (tx: Transaction, event: OutboxEvent) => {
  const ctx: Ctx = { actor: systemActor, db: tx, inTransaction: true };
  const payload = event.payload;
  try {
    if (event.type.startsWith('application.') && payload.application_id != null) {
      return presentApplication(await getApplication(ctx, Number(payload.application_id)));
    }
    if (event.type.startsWith('lease.') && payload.lease_id != null) {
      return presentLease(await getLease(ctx, Number(payload.lease_id), { baseUrl: env().PUBLIC_BASE_URL ? new URL(env().PUBLIC_BASE_URL!).origin : undefined }));
    }
    if (event.type.startsWith('payment.') && typeof payload.payment_id === 'string' && UUID.test(payload.payment_id)) {
      const [payment] = await tx.select().from(leasePayments).where(eq(leasePayments.id, payload.payment_id));
      if (payment) {
        const { lease_id, loan_number, application_id, store_id, balance } = payload;
        return { ...presentLedgerPayment(payment), lease_id, loan_number, application_id, store_id, balance };
      }
    }
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
  }
  return payload;
};
