/** The decision as the hosted page shows it and posts it to the shop (amounts already formatted). */
export type HostedDecision = {
  checkoutId: string;
  status: 'approved' | 'review' | 'declined';
  applicationId: number;
  /** Dollars, for the shop's callback; null unless approved. */
  approvedAmount: number | null;
  approvedAmountText: string | null;
  options: { option: string; amountText: string; downPaymentText: string | null }[];
  needsVerification: boolean;
};
