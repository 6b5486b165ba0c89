import type { IncomingMessage, ServerResponse } from 'node:http';
import { Injector, isGraphQlErrorResult, Logger, OrderService, Payment, PaymentService, RequestContextService, TransactionalConnection, type Order } from '@vendure/core';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { leaselineMethods, paymentOfLease } from './leaseline-payments';
import type { LeaselinePaymentMetadata } from './payment-handler';

export const WEBHOOK_ROUTE = '/leaseline/webhooks';
const loggerCtx = 'LeaselinePlugin';
const MAX_BODY_BYTES = 1024 * 1024;
/** How many webhook-ids a payment remembers (far more than one lease ever receives). */
const REMEMBERED_IDS = 100;

type LeaseEvent = { type: string; timestamp: string; data: { loan_number?: string; state_code?: string } };

/** What each event says on the order's history. */
const NOTES: Record<string, (loan: string) => string> = {
  'lease.signed': (loan) => `Leaseline: lease ${loan} was signed by the customer.`,
  'lease.delivered': (loan) => `Leaseline: delivery of lease ${loan} was confirmed.`,
  'lease.funded': (loan) => `Leaseline: lease ${loan} was funded; the merchant is paid.`,
  'lease.cancelled': (loan) => `Leaseline: lease ${loan} was cancelled.`,
  'lease.paid_out': (loan) => `Leaseline: lease ${loan} is paid out; the customer owns the goods.`,
};

/** Order states before any fulfilment: a lease cancelled at Leaseline cancels these orders. */
const UNFULFILLED = new Set(['ArrangingPayment', 'PaymentAuthorized', 'PaymentSettled']);

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) reject(new Error('too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function answer(res: ServerResponse, status: number, body: Record<string, unknown>) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

/**
 * POST /leaseline/webhooks: Leaseline's signed events (Standard Webhooks). The raw body is verified with
 * each Leaseline payment method's secret (the route has no channel); a bad or stale signature is a 401
 * and nothing changes. A webhook-id already applied to the payment is acknowledged and ignored.
 */
export function webhookMiddleware(getInjector: () => Injector | undefined) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const injector = getInjector();
    if (req.method !== 'POST' || !injector) return answer(res, 404, { error: 'Not found' });
    let raw: string;
    try {
      raw = await readBody(req);
    } catch {
      return answer(res, 413, { error: 'Body too large' });
    }
    const headers = {
      'webhook-id': String(req.headers['webhook-id'] ?? ''),
      'webhook-timestamp': String(req.headers['webhook-timestamp'] ?? ''),
      'webhook-signature': String(req.headers['webhook-signature'] ?? ''),
    };
    const ctx = await injector.get(RequestContextService).create({ apiType: 'admin' });
    const secrets = (await leaselineMethods(injector, ctx)).map(({ settings }) => settings.webhookSecret).filter(Boolean);
    let event: LeaseEvent | undefined;
    for (const secret of secrets) {
      try {
        event = new Webhook(secret).verify(raw, headers) as LeaseEvent;
        break;
      } catch (error) {
        if (!(error instanceof WebhookVerificationError)) throw error;
      }
    }
    if (!event) return answer(res, 401, { error: 'Bad or stale signature' });
    try {
      const outcome = await applyEvent(injector, headers['webhook-id'], event);
      return answer(res, 200, { received: true, outcome });
    } catch (error) {
      Logger.error(`Leaseline webhook ${headers['webhook-id']} (${event.type}) failed: ${(error as Error).message}`, loggerCtx);
      // 500: Leaseline retries later.
      return answer(res, 500, { error: 'Could not apply the event' });
    }
  };
}

async function applyEvent(injector: Injector, webhookId: string, event: LeaseEvent): Promise<string> {
  const note = NOTES[event.type];
  const loanNumber = event.data?.loan_number;
  if (!note || !loanNumber) return 'ignored';
  const connection = injector.get(TransactionalConnection);
  const baseCtx = await injector.get(RequestContextService).create({ apiType: 'admin' });
  return connection.withTransaction(baseCtx, async (ctx) => {
    const payment = await paymentOfLease(injector, ctx, loanNumber);
    if (!payment) return 'unknown lease';
    const metadata = payment.metadata as LeaselinePaymentMetadata;
    if (metadata.webhookIds?.includes(webhookId)) return 'duplicate';
    const leaseState = event.data.state_code ?? metadata.leaseState;
    payment.metadata = {
      ...metadata,
      leaseState,
      webhookIds: [...(metadata.webhookIds ?? []), webhookId].slice(-REMEMBERED_IDS),
      public: { ...metadata.public, leaseState },
    } satisfies LeaselinePaymentMetadata;
    await connection.getRepository(ctx, Payment).save(payment);
    const orderService = injector.get(OrderService);
    await orderService.addNoteToOrder(ctx, { id: payment.order.id, note: note(loanNumber), isPublic: false });
    if (event.type === 'lease.cancelled') await cancelUnfulfilledOrder(injector, ctx, payment.order, loanNumber);
    return 'applied';
  });
}

async function cancelUnfulfilledOrder(injector: Injector, ctx: Parameters<OrderService['cancelOrder']>[0], order: Order, loanNumber: string) {
  if (!UNFULFILLED.has(order.state)) return;
  // The lease is already X: cancelling the payment asks Leaseline, which answers that it is, and settles nothing.
  for (const payment of order.payments ?? []) {
    if (payment.transactionId === loanNumber && payment.state === 'Authorized') await injector.get(PaymentService).cancelPayment(ctx, payment.id);
  }
  const result = await injector.get(OrderService).cancelOrder(ctx, { orderId: order.id, reason: `Leaseline lease ${loanNumber} was cancelled.` });
  if (isGraphQlErrorResult(result)) Logger.warn(`Order ${order.code} could not be cancelled after its lease was: ${result.message}`, loggerCtx);
}
