import { LanguageCode, Logger, PaymentMethodHandler, type Order } from '@vendure/core';
import { LeaselineApiError, type LeaselineClient } from './client';
import { judgeCheckout } from './confirm-checkout';
import { idempotencyKey, leaseBodyFor, optionFor } from './order-to-lease';
import { clientOf, leaselineArgs, settingsFrom, type LeaselineSettings } from './settings';

export const LEASELINE_HANDLER_CODE = 'leaseline';
const loggerCtx = 'LeaselinePlugin';

/** What the plugin keeps on a Leaseline payment (`public` is what the shop API shows the shopper). */
export type LeaselinePaymentMetadata = {
  checkoutId: string;
  applicationId: number;
  leaseId: number;
  leaseUuid: string;
  loanNumber: string;
  leaseState: string;
  /** webhook-ids already applied (duplicates are ignored). */
  webhookIds?: string[];
  public: { loanNumber: string; signingUrl: string | null; leaseState: string };
};

/** Words a merchant (or shopper) can act on, from any failed call. */
export function plainReason(error: unknown): string {
  if (error instanceof LeaselineApiError) {
    const fields = error.errors ? Object.values(error.errors).flat().join(' ') : '';
    return `Leaseline answered ${error.status}: ${error.message}${fields ? ` ${fields}` : ''}`;
  }
  return `Leaseline could not be reached: ${(error as Error)?.message ?? String(error)}`;
}

function returnUrlFor(settings: LeaselineSettings, order: Order): string | null {
  return settings.signingReturnUrl ? settings.signingReturnUrl.replace('{orderCode}', encodeURIComponent(order.code)) : null;
}

async function leaseFor(client: LeaselineClient, settings: LeaselineSettings, order: Order, checkoutId: string) {
  const { data: checkout } = await client.getCheckout(checkoutId);
  const verdict = judgeCheckout(checkout, order, { leaseOfThisOrder: true });
  if (!verdict.ok) return { declined: verdict.reason, reuse: verdict.reuse === true };
  const option = optionFor(checkout.options, order.totalWithTax);
  if (!option || checkout.application_id === null) return { declined: 'No approved Leaseline option covers the order total.', reuse: false };
  try {
    const { data: lease } = await client.createLease(leaseBodyFor(order, checkout.application_id, option, returnUrlFor(settings, order)), {
      idempotencyKey: idempotencyKey(order, 'lease', checkoutId),
    });
    return { lease, checkout };
  } catch (error) {
    // 409: the application already has a lease that this order's key did not make — the approval was reused.
    if (error instanceof LeaselineApiError && error.status === 409) return { declined: 'This Leaseline approval has already been used for a lease.', reuse: true };
    throw error;
  }
}

/**
 * Leaseline as a Vendure payment method. createPayment confirms the checkout with Leaseline and creates
 * the lease (Authorized: the goods are not the shop's money until the lease is delivered); settlePayment
 * confirms delivery (the lease must be signed); cancelPayment cancels a lease not yet delivered.
 */
export const leaselinePaymentHandler = new PaymentMethodHandler({
  code: LEASELINE_HANDLER_CODE,
  description: [{ languageCode: LanguageCode.en, value: 'Leaseline lease-to-own' }],
  args: leaselineArgs,

  createPayment: async (ctx, order, amount, args, metadata) => {
    const settings = settingsFrom(args);
    const checkoutId = typeof metadata?.checkoutId === 'string' ? metadata.checkoutId : '';
    if (!checkoutId) return { amount, state: 'Declined' as const, errorMessage: 'The Leaseline checkout id (metadata.checkoutId) is missing.' };
    try {
      const outcome = await leaseFor(clientOf(settings), settings, order, checkoutId);
      if ('declined' in outcome) {
        if (outcome.reuse) Logger.warn(`Order ${order.code}: Leaseline checkout ${checkoutId} refused as reused — ${outcome.declined}`, loggerCtx);
        return { amount, state: 'Declined' as const, errorMessage: outcome.declined, metadata: { checkoutId } };
      }
      const { lease, checkout } = outcome;
      const signingUrl = lease.esign?.url ?? null;
      const paymentMetadata: LeaselinePaymentMetadata = {
        checkoutId,
        applicationId: checkout.application_id!,
        leaseId: lease.id,
        leaseUuid: lease.uuid,
        loanNumber: lease.loan_number,
        leaseState: lease.state_code,
        public: { loanNumber: lease.loan_number, signingUrl, leaseState: lease.state_code },
      };
      return { amount, state: 'Authorized' as const, transactionId: lease.loan_number, metadata: paymentMetadata };
    } catch (error) {
      Logger.error(`Order ${order.code}: Leaseline payment failed — ${plainReason(error)}`, loggerCtx);
      return { amount, state: 'Declined' as const, errorMessage: plainReason(error), metadata: { checkoutId } };
    }
  },

  settlePayment: async (ctx, order, payment, args) => {
    const client = clientOf(settingsFrom(args));
    const leaseRef = payment.transactionId;
    try {
      const { data: lease } = await client.getLease(leaseRef);
      // Already delivered (a retried settle): nothing more to do.
      if (['D', 'F', 'P'].includes(lease.state_code)) return { success: true, metadata: { leaseState: lease.state_code } };
      if (lease.state_code === 'V') {
        // state: Authorized keeps the payment settleable once the lease is signed (without it Vendure marks it Error).
        return { success: false, state: 'Authorized' as const, errorMessage: `Lease ${lease.loan_number} is not signed yet: the shopper must sign it before the order can be delivered.` };
      }
      const { data: delivered } = await client.deliverLease(leaseRef, { idempotencyKey: idempotencyKey(order, 'deliver') });
      return { success: true, metadata: { leaseState: delivered.state_code } };
    } catch (error) {
      return { success: false, state: 'Authorized' as const, errorMessage: plainReason(error) };
    }
  },

  cancelPayment: async (ctx, order, payment, args) => {
    const client = clientOf(settingsFrom(args));
    if (!payment.transactionId) return { success: true };
    try {
      const { data: lease } = await client.getLease(payment.transactionId);
      if (lease.state_code === 'X') return { success: true, metadata: { leaseState: 'X' } };
      const { data: cancelled } = await client.cancelLease(
        payment.transactionId,
        { reason: `Order ${order.code} was cancelled in the shop.` },
        { idempotencyKey: idempotencyKey(order, 'cancel') },
      );
      return { success: true, metadata: { leaseState: cancelled.state_code } };
    } catch (error) {
      return { success: false, state: 'Authorized' as const, errorMessage: plainReason(error) };
    }
  },
});
