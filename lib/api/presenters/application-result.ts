import { determinations, type ApplicationDecision } from '@/lib/core/applications/decision';
import { formatCents } from '@/lib/core/money';
import type { OptionLetter } from '@/lib/core/scoring';

const letters: OptionLetter[] = ['A', 'B', 'C'];

/**
 * The application result (API description 2.7): the data of POST /applications and the
 * `application_result` of a lookup. Texts are customer-facing; docs/applications.md shows each case.
 */
export function presentApplicationResult(d: ApplicationDecision) {
  const first = d.applicant.firstName;
  const name = `${d.applicant.firstName} ${d.applicant.lastName}`;
  const offered = letters.filter((l) => d.offers[l] !== undefined);
  const top = offered.length ? formatCents(Math.max(...offered.map((l) => d.offers[l]!))) : null;
  const principal = d.reasons[0];
  const texts = {
    A: {
      reason: 'approved',
      description: `Approved for up to ${top}`,
      determinationMessage: `Congratulations, ${first}! You are approved for lease-to-own financing of up to ${top}. Choose one of the options below; its initial payment is due when you sign the lease.`,
      title: 'You are approved!',
      subtitle: `Approved for up to ${top}. Confirm the code we send you to use this approval.`,
    },
    R: {
      reason: principal?.code ?? 'review',
      description: principal?.text ?? 'Your application needs a review.',
      determinationMessage: `Thank you, ${first}. Your application needs a short review by our team before we can decide. The store will be told the result, usually within one business day.`,
      title: 'Your application is under review',
      subtitle: 'We will let the store know the result.',
    },
    N: {
      reason: principal?.code ?? 'declined',
      description: principal?.text ?? 'We are unable to approve this application.',
      determinationMessage: `Thank you for applying, ${first}. We are unable to approve your application at this time. You will receive a notice that explains the principal reasons for this decision.`,
      title: 'We are unable to approve this application',
      subtitle: 'A notice with the principal reasons will follow.',
    },
  }[d.code];
  return {
    code: d.code,
    reason: texts.reason,
    description: texts.description,
    determination: determinations[d.code],
    determinationMessage: texts.determinationMessage,
    message: {
      name,
      title: texts.title,
      sub_title1: texts.subtitle,
      options: offered.map((l) => [`Option ${l}`, formatCents(d.offers[l]!), `${formatCents(d.downPayments[l] ?? 0)} initial payment`]),
    },
    offerAmounts: presentOfferAmounts(d.offers),
    optionsApproved: d.optionsApproved,
    checkoutId: d.checkoutId,
    application_id: d.applicationId,
    score: d.score,
    coapplicant_score: d.coapplicantScore,
  };
}

export type ApplicationResult = ReturnType<typeof presentApplicationResult>;

/** Offers (2.11): option letter → currency text. */
export function presentOfferAmounts(offers: Partial<Record<OptionLetter, number>>): Record<string, string> {
  return Object.fromEntries(letters.filter((l) => offers[l] !== undefined).map((l) => [l, formatCents(offers[l]!)]));
}
