import type { ApplicationDecision } from '../applications/decision';
import type { Cents } from '../money';
import { statusOfDecision } from './internal';

export type CheckoutOption = { option: string; amountCents: Cents; downPaymentCents: Cents | null };

/** What the hosted page shows and posts to the shop once the decision is made. */
export type CheckoutDecision = {
  checkoutId: string;
  status: 'approved' | 'review' | 'declined';
  applicationId: number;
  uuid: string;
  /** The highest approved amount; null for a decline. */
  approvedAmountCents: Cents | null;
  options: CheckoutOption[];
  /** True when the applicant must confirm a code before the approval stands (model approvals). */
  needsVerification: boolean;
};

export function optionsOf(offers: Partial<Record<string, number>>, downPayments: Partial<Record<string, number>>, approved: string): CheckoutOption[] {
  return Object.entries(offers)
    .filter(([letter]) => approved.includes(letter))
    .map(([option, amount]) => ({ option, amountCents: amount!, downPaymentCents: downPayments[option] ?? null }));
}

export function checkoutDecisionOf(checkoutId: string, decision: ApplicationDecision): CheckoutDecision {
  const options = decision.code === 'N' ? [] : optionsOf(decision.offers, decision.downPayments, decision.optionsApproved);
  return {
    checkoutId,
    status: statusOfDecision[decision.code],
    applicationId: decision.applicationId,
    uuid: decision.uuid,
    approvedAmountCents: options.length ? Math.max(...options.map((o) => o.amountCents)) : null,
    options,
    needsVerification: decision.code === 'A' && decision.stateCode === 'V',
  };
}
