/**
 * Reason codes shared by every model version. Texts are written for the applicant: an adverse-action
 * notice quotes them as the principal reasons for a decline. A code's meaning never changes once
 * shipped; a new meaning gets a new code, so old decisions keep reading correctly.
 */
export const reasonTexts = {
  UNDERAGE: 'The applicant must be at least 18 years old.',
  STATE_NOT_SERVED: 'We do not offer leases in the state where the store is located.',
  RECENT_DECLINE: 'An application with the same Social Security number was declined at this retailer in the last 30 days.',
  INSUFFICIENT_INCOME: 'Income is too low for the lease payments we offer.',
  LOW_INCOME: 'Income is low compared with the lease amounts we offer.',
  BANK_ACCOUNT_TOO_NEW: 'The bank account was opened less than 90 days ago.',
  NO_BANK_ACCOUNT_HISTORY: 'No bank account opening date was provided, so account history could not be considered.',
  SHORT_BANK_ACCOUNT_HISTORY: 'The bank account has been open for less than two years.',
  NO_ONLINE_BANKING: 'The bank account has no online banking, or it was not confirmed.',
  UNVERIFIED_INCOME_SOURCE: 'The source of income is one we cannot verify from pay records (self-employment or other).',
  APPLICANT_UNDER_25: 'Applicants under 25 have a shorter history of managing payments.',
  COAPPLICANT_UNDERAGE: 'The co-applicant is under 18, so their income was not counted.',
} as const;

export type ReasonCode = keyof typeof reasonTexts;

export const reasonCodes = Object.keys(reasonTexts) as ReasonCode[];

export function reason(code: ReasonCode): { code: ReasonCode; text: string } {
  return { code, text: reasonTexts[code] };
}
