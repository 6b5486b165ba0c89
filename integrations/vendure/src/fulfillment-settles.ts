import { Injector, isGraphQlErrorResult, OrderService, type FulfillmentProcess, type FulfillmentState } from '@vendure/core';
import { leaselineMethods, leaselinePaymentsOf } from './leaseline-payments';

let injector: Injector | undefined;

/**
 * Delivery settles: when a fulfilment reaches the state the payment method names (Shipped or Delivered),
 * the order's authorized Leaseline payment is settled, which confirms the lease's delivery with Leaseline.
 * It runs before the move, so a lease that cannot be delivered (not signed yet) refuses the fulfilment's
 * move with Leaseline's reason, shown in Vendure's admin, and nothing changes.
 */
export const leaselineFulfillmentProcess: FulfillmentProcess<FulfillmentState> = {
  init(i: Injector) {
    injector = i;
  },
  async onTransitionStart(_from, to, { ctx, orders }) {
    if (!injector || (to !== 'Shipped' && to !== 'Delivered')) return true;
    const methods = (await leaselineMethods(injector, ctx)).filter(({ settings }) => settings.settleOn === to);
    if (methods.length === 0) return true;
    const orderService = injector.get(OrderService);
    for (const summary of orders) {
      const order = await orderService.findOne(ctx, summary.id, ['payments']);
      if (!order) continue;
      for (const payment of leaselinePaymentsOf(order, methods.map(({ method }) => method.code), ['Authorized'])) {
        const result = await orderService.settlePayment(ctx, payment.id);
        if (isGraphQlErrorResult(result)) return `Leaseline: ${'paymentErrorMessage' in result && result.paymentErrorMessage ? result.paymentErrorMessage : result.message}`;
      }
      // Settling moved the order to PaymentSettled; the default process decides the order's next state
      // (Shipped, Delivered) from these same objects after the move, so they must say so.
      const settled = await orderService.findOne(ctx, summary.id);
      if (settled) summary.state = settled.state;
    }
    return true;
  },
};
