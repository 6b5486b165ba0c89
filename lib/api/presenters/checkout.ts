import type { CheckoutRecord } from '@/lib/core/checkout/get-checkout';
import { centsToDollars } from '@/lib/core/money';

/** GET /checkouts/{checkoutId} (docs/checkout.md): dollars and ISO timestamps. */
export function presentCheckout(c: CheckoutRecord) {
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    checkout_id: c.checkoutId,
    status: c.status,
    store_id: c.storeId,
    application_id: c.applicationId,
    uuid: c.applicationUuid,
    application_state: c.applicationState,
    verified: c.verified,
    approved_amount: c.approvedAmountCents === null ? null : centsToDollars(c.approvedAmountCents),
    options: c.options.map((o) => ({ option: o.option, amount: centsToDollars(o.amountCents), down_payment: o.downPaymentCents === null ? null : centsToDollars(o.downPaymentCents) })),
    reference_id: c.referenceId,
    cart_total: c.cartTotalCents === null ? null : centsToDollars(c.cartTotalCents),
    locale: c.locale,
    expired: c.expired,
    created_at: c.createdAt.toISOString(),
    decided_at: iso(c.decidedAt),
    verified_at: iso(c.verifiedAt),
    expires_at: c.expiresAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}
