import { Injector, Payment, PaymentMethod, TransactionalConnection, type Order, type RequestContext } from '@vendure/core';
import { LEASELINE_HANDLER_CODE } from './payment-handler';
import { settingsOfStoredArgs, type LeaselineSettings } from './settings';

/** The Leaseline payment methods of every channel, with their settings (the webhook route has no channel). */
export async function leaselineMethods(injector: Injector, ctx: RequestContext): Promise<{ method: PaymentMethod; settings: LeaselineSettings }[]> {
  const methods = await injector.get(TransactionalConnection).getRepository(ctx, PaymentMethod).find({ relations: ['channels'] });
  return methods.filter((m) => m.handler?.code === LEASELINE_HANDLER_CODE && m.enabled).map((method) => ({ method, settings: settingsOfStoredArgs(method.handler.args) }));
}

/** The method code (`PaymentMethod.code`) of the channel's Leaseline method, for addPaymentToOrder. */
export async function leaselineMethodOfChannel(injector: Injector, ctx: RequestContext) {
  const all = await leaselineMethods(injector, ctx);
  return all.find(({ method }) => method.channels.some((c) => c.id === ctx.channelId)) ?? null;
}

/** The order's Leaseline payments in a state Leaseline still acts on. */
export function leaselinePaymentsOf(order: Order, methodCodes: readonly string[], states: readonly string[]): Payment[] {
  return (order.payments ?? []).filter((p) => methodCodes.includes(p.method) && states.includes(p.state));
}

/** The payment whose lease is `loanNumber` (its transaction id), with its order. */
export async function paymentOfLease(injector: Injector, ctx: RequestContext, loanNumber: string): Promise<(Payment & { order: Order }) | null> {
  const payment = await injector
    .get(TransactionalConnection)
    .getRepository(ctx, Payment)
    .findOne({ where: { transactionId: loanNumber }, relations: ['order', 'order.payments', 'order.fulfillments'] });
  return (payment as (Payment & { order: Order }) | null) ?? null;
}
