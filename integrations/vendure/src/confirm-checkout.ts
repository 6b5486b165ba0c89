import type { CheckoutRecord } from './client';
import { toCents, toDollars } from './order-to-lease';

export type CheckoutVerdict = { ok: true } | { ok: false; reason: string; reuse?: true };

/**
 * The server-side check of a checkout before a lease is made for an order (never the browser's word):
 * approved and verified, unexpired, for this order (its `reference_id` is the order code), approved for
 * at least the order's total, and not already turned into a lease (application state L) — except by this
 * very order, which the caller recognises through its idempotency key.
 */
export function judgeCheckout(checkout: CheckoutRecord, order: { code: string; totalWithTax: number }, options: { leaseOfThisOrder: boolean }): CheckoutVerdict {
  if (checkout.reference_id !== order.code) {
    return { ok: false, reuse: true, reason: `This Leaseline approval belongs to another order (${checkout.reference_id ?? 'none'}), not ${order.code}.` };
  }
  if (checkout.expired || checkout.status === 'expired') return { ok: false, reason: 'The Leaseline application has expired; please apply again.' };
  if (checkout.status !== 'approved') return { ok: false, reason: `The Leaseline application was not approved (it is ${checkout.status}).` };
  if (!checkout.verified) return { ok: false, reason: 'The Leaseline application is approved but the shopper has not confirmed the verification code yet.' };
  if (checkout.application_state === 'L' && !options.leaseOfThisOrder) {
    return { ok: false, reuse: true, reason: 'This Leaseline approval has already been used for a lease.' };
  }
  if (checkout.application_state !== 'A' && checkout.application_state !== 'L') {
    return { ok: false, reason: `The Leaseline application can no longer be leased (state ${checkout.application_state ?? 'unknown'}).` };
  }
  const approvedCents = checkout.approved_amount === null ? 0 : toCents(checkout.approved_amount);
  if (approvedCents < order.totalWithTax) {
    return { ok: false, reason: `Leaseline approved $${toDollars(approvedCents).toFixed(2)}, less than the order total of $${toDollars(order.totalWithTax).toFixed(2)}.` };
  }
  return { ok: true };
}
