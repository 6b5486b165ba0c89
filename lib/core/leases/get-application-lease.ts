import type { ApplicationState, ProductType } from '@/db/schema/enums';
import type { Cents } from '@/lib/core/money';
import { isLeaseOfferedIn, type IncomeFrequency, type OptionLetter, type PaymentFrequency } from '@/lib/core/pricing';
import { STATE_RULES } from '@/lib/core/pricing/state-rules';
import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { leaseEsignOf } from '../esign/get-esign-panel';
import { findActiveLease, loadPricingSubject, loadTermsAndItems, type PricingSubject } from './internal';
import type { LeaseView } from './lease-view';
import { approvedOptions, defaultPaymentFrequency } from './pricing-facts';
import { quoteFromTerms } from './quote-from-terms';

const incomeFrequencies: readonly string[] = ['weekly', 'bi-weekly', 'semi-monthly', 'monthly'];

/** An application as its lease page needs it: what may be leased, and the lease it has, if any. */
export type ApplicationLease = {
  application: {
    id: number;
    uuid: string;
    label: string;
    stateCode: ApplicationState;
    expiresAt: Date | null;
  };
  store: { id: number; name: string; state: string; productType: ProductType };
  /** Approved amount per approved option, cents, in letter order. */
  approvedOptions: Partial<Record<OptionLetter, Cents>>;
  /** What `POST /leases` prices when no frequency is sent: the applicant's pay cadence (null without one). */
  defaultPaymentFrequency: PaymentFrequency | null;
  /**
   * Why no lease can be created for it now, in the words of `POST /leases`; null when one can (for a
   * caller allowed to create leases). Set also when the application already has its lease.
   */
  leaseBlocker: string | null;
  /** The active lease (not replaced), with its terms, items and the quote behind them. */
  lease: LeaseView | null;
};

const STATE_NAMES: Record<string, string> = {
  V: 'awaiting verification',
  R: 'in manual review',
  A: 'approved',
  L: 'leased',
  N: 'declined',
  X: 'cancelled',
  E: 'expired',
};

/**
 * The portal's lease page for one application (by id or uuid, inside the actor's scope, else 404): the
 * application's approved options and store, and its active lease. Readable by every role that reads
 * applications; whether the actor may build or move a lease is the permission table's to say.
 */
export async function getApplicationLease(ctx: Ctx, ref: string | number, options: { now?: Date } = {}): Promise<ApplicationLease> {
  requirePermission(ctx, 'application.read');
  const subject = await loadPricingSubject(ctx.db, ctx.actor, ref);
  const { application, store, applicant } = subject;
  const active = await findActiveLease(ctx.db, application.id);
  const now = options.now ?? new Date();
  let lease: LeaseView | null = null;
  if (active) {
    const { terms, items } = await loadTermsAndItems(ctx.db, active.id);
    // Status only: the portal's e-sign panel (getEsignPanel) shows the links.
    const { esign } = await leaseEsignOf(ctx.db, ctx.actor, active, undefined, now);
    lease = { lease: active, terms, items, quote: terms ? quoteFromTerms(terms) : null, esign, replacedLease: null };
  }
  const frequency = applicant.primaryIncome?.frequency;

  return {
    application: { id: application.id, uuid: application.uuid, label: application.label, stateCode: application.stateCode, expiresAt: application.expiresAt },
    store: { id: store.id, name: store.name, state: store.state, productType: store.productType },
    approvedOptions: approvedOptions(application),
    defaultPaymentFrequency: frequency && incomeFrequencies.includes(frequency) ? defaultPaymentFrequency(frequency as IncomeFrequency) : null,
    leaseBlocker: leaseBlocker(subject, active?.loanNumber ?? null, now),
    lease,
  };
}

function leaseBlocker({ application, store, applicant }: PricingSubject, loanNumber: string | null, now: Date): string | null {
  if (loanNumber) return `Application ${application.id} already has lease ${loanNumber}.`;
  if (!isLeaseOfferedIn(store.state)) {
    const name = STATE_RULES[store.state.toUpperCase()]?.name ?? store.state;
    return `Leases are not offered in ${name} (${store.state.toUpperCase()}).`;
  }
  if (application.stateCode !== 'A') {
    const state = application.stateCode;
    return `Application ${application.id} is ${STATE_NAMES[state] ?? state} (state ${state}); a lease needs an approved application (state A).`;
  }
  if (application.expiresAt && application.expiresAt.getTime() <= now.getTime()) {
    return `The approval of application ${application.id} expired on ${application.expiresAt.toISOString().slice(0, 10)}; a lease can no longer be created.`;
  }
  if (!Object.keys(approvedOptions(application)).length) return `Application ${application.id} has no approved option.`;
  // pricingFactsOf refuses these with the same words when a lease is priced.
  if (application.modelVersion === null || (application.score === null && !application.band)) {
    return `Application ${application.id} has no credit decision yet, so it cannot be priced.`;
  }
  if (!incomeFrequencies.includes(applicant.primaryIncome?.frequency ?? '')) {
    return `Application ${application.id} has no income pay frequency, so payment dates cannot be set.`;
  }
  return null;
}
