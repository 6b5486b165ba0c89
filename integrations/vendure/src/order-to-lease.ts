import type { Order } from '@vendure/core';
import type { LeaselineClient } from './client';

type LeaseBody = Parameters<LeaselineClient['createLease']>[0];
type CheckoutOption = { option: string; amount: number; down_payment: number | null };

/** Vendure keeps money in integer minor units; the Leaseline API speaks dollars. */
export const toDollars = (cents: number) => Math.round(cents) / 100;
export const toCents = (dollars: number) => Math.round(dollars * 100);

/**
 * The option a lease of this order uses: the smallest approved amount that covers the order's total, so
 * the shopper's initial payment is the smallest that works. Null when none does.
 */
export function optionFor(options: readonly CheckoutOption[], orderTotalCents: number): string | null {
  const covering = options.filter((o) => toCents(o.amount) >= orderTotalCents).sort((a, b) => a.amount - b.amount);
  return covering[0]?.option ?? null;
}

/**
 * POST /leases from an order: each line as an item (its SKU, quantity, unit price after discounts and
 * before tax — Leaseline adds the state's sales tax to the payments itself), shipping as the delivery
 * charge, and the embedded e-sign link returning to the storefront.
 */
export function leaseBodyFor(order: Order, applicationId: number, option: string, returnUrl: string | null): LeaseBody {
  return {
    application_id: applicationId,
    option,
    deliveryCharge: toDollars(order.shipping),
    items: order.lines.map((line) => ({
      sku: line.productVariant?.sku || `variant-${String(line.productVariantId)}`,
      quantity: line.quantity,
      unit_price: toDollars(line.proratedUnitPrice),
      description: (line.productVariant?.name || `Item ${String(line.productVariantId)}`).slice(0, 200),
    })),
    esign_type: 'embedded',
    ...(returnUrl ? { esign_return_url: returnUrl } : {}),
  };
}

/** One idempotency key per order and step, so a retried call never does the step twice. */
export function idempotencyKey(order: Pick<Order, 'code'>, step: 'lease' | 'deliver' | 'cancel', checkoutId = ''): string {
  return `vendure:${order.code}:${step}${checkoutId ? `:${checkoutId}` : ''}`;
}
