import { EventBus, Injector, isGraphQlErrorResult, Logger, OrderService, OrderStateTransitionEvent } from '@vendure/core';
import { leaselineMethods, leaselinePaymentsOf } from './leaseline-payments';

/**
 * An order cancelled in Vendure cancels its lease: each authorized Leaseline payment is cancelled, which
 * cancels a lease not yet delivered (V, S) at Leaseline. A delivered lease only Leaseline's staff may
 * cancel; the order's history says so.
 */
export function cancelLeasesOfCancelledOrders(eventBus: EventBus, injector: Injector) {
  return eventBus.ofType(OrderStateTransitionEvent).subscribe((event) => {
    if (event.toState !== 'Cancelled') return;
    void (async () => {
      const { ctx } = event;
      const orderService = injector.get(OrderService);
      const codes = (await leaselineMethods(injector, ctx)).map(({ method }) => method.code);
      const order = await orderService.findOne(ctx, event.order.id, ['payments']);
      if (!order) return;
      for (const payment of leaselinePaymentsOf(order, codes, ['Authorized'])) {
        const result = await orderService.cancelPayment(ctx, payment.id);
        if (isGraphQlErrorResult(result)) await orderService.addNoteToOrder(ctx, { id: order.id, note: `Leaseline: the lease could not be cancelled — ${result.message}`, isPublic: false });
      }
      for (const payment of leaselinePaymentsOf(order, codes, ['Settled'])) {
        await orderService.addNoteToOrder(ctx, {
          id: order.id,
          note: `Leaseline: lease ${payment.transactionId} is already delivered; only Leaseline staff can cancel it now.`,
          isPublic: false,
        });
      }
    })().catch((error: unknown) => Logger.error(`Cancelling the lease of order ${event.order.code} failed: ${(error as Error).message}`, 'LeaselinePlugin'));
  });
}
