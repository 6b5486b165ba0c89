import { and, eq } from 'drizzle-orm';
import { applications, leaseItems, leases } from '@/db/schema';
import type { Transaction } from '@/db/client';
import type { Lease } from '@/db/schema/leases';
import { centsToDollars } from '@/lib/core/money';
import type { Ctx } from '../context';
import { can, requirePermission } from '../access';
import { recordAudit } from '../audit/record-audit';
import { ConflictError, ValidationError } from '../errors';
import { emitEvent } from '../events/emit-event';
import { MessageDeliveryError } from '../messaging/deliver-message';
import { logger } from '@/lib/logger';
import { deliverSigningLink } from '../esign/deliver-signing-link';
import { openEnvelope, type OpenedEnvelope } from '../esign/open-envelope';
import { withTransaction } from '../transaction';
import { parseInput } from '../validation';
import { findActiveLease, loadPricingSubject, type PricingSubject } from './internal';
import type { LeaseView } from './lease-view';
import { insertLease, insertTerms, retireReplacedLease } from './lease-rows';
import { priceLease } from './price-lease';
import { approvedOptions, pricingFactsOf, quoteFactsOf } from './pricing-facts';
import { leaseEntitySchema, type LeaseEntity, type LeaseEntityInput } from './schemas';
import { LEASE_STATE_NAMES } from './transitions';
import { isUniqueViolation } from './unique-violation';

export const ACTIVE_LEASE_INDEX = 'leases_one_active_per_application';

const APPLICATION_STATE_NAMES: Record<string, string> = {
  V: 'awaiting verification',
  R: 'in manual review',
  A: 'approved',
  L: 'leased',
  N: 'declined',
  X: 'cancelled',
  E: 'expired',
};

/**
 * `POST /leases` (API 4.19, Lease Entity 2.13): prices the items against the application's approved
 * option, stores the lease (state V), its terms and items, moves the application A → L, and writes the
 * audit rows and the `lease.created` event, all in one transaction. One active lease per application is
 * the database's guarantee (partial unique index): a second request answers 409, also when it races the
 * first, unless `discard_esign: true`, which voids the open envelope and replaces the unsigned lease.
 * Unless `create_esign: false`, the lease's e-sign envelope is opened in the same transaction (docs/esign.md);
 * its link is built on `baseUrl` (the door's public origin) and, for email/SMS, sent after commit.
 */
export async function createLease(ctx: Ctx, input: LeaseEntityInput | unknown, options: { now?: Date; baseUrl?: string } = {}): Promise<LeaseView> {
  requirePermission(ctx, 'lease.create');
  const request = parseInput(leaseEntitySchema, input);
  const now = options.now ?? new Date();
  try {
    const { view, opened } = await withTransaction(ctx, (tx, txCtx) => create(tx, txCtx, request, now, options.baseUrl));
    if (opened?.message) await sendLink(ctx, view, opened);
    return view;
  } catch (error) {
    // A concurrent request created the application's lease between our check and our insert.
    if (isUniqueViolation(error, ACTIVE_LEASE_INDEX)) {
      throw new ConflictError(`Application ${request.application_id} already has a lease. Send discard_esign: true to replace its terms.`);
    }
    throw error;
  }
}

/**
 * The lease is committed whatever happens to the message: a failed hand-over is logged and shows as not
 * sent (`esign.sent_at` null), and staff send the link again from the portal.
 */
async function sendLink(ctx: Ctx, view: LeaseView, opened: OpenedEnvelope): Promise<void> {
  try {
    const sentAt = await deliverSigningLink(ctx.db, opened.envelope.envelope_id, opened.message!);
    view.esign = { ...opened.envelope, sent_at: sentAt.toISOString() };
  } catch (error) {
    if (!(error instanceof MessageDeliveryError)) throw error;
    logger.warn('signing link not sent', { leaseId: view.lease.id, envelopeId: opened.envelope.envelope_id });
  }
}

async function create(tx: Transaction, ctx: Ctx, request: LeaseEntity, now: Date, baseUrl: string | undefined): Promise<{ view: LeaseView; opened: OpenedEnvelope | null }> {
  const subject = await loadPricingSubject(tx, ctx.actor, request.application_id);
  const { application } = subject;
  const active = await findActiveLease(tx, application.id);
  checkCanLease(subject, active, request, now);

  const pricingFacts = pricingFactsOf(subject);
  const quoteFacts = quoteFactsOf(pricingFacts, now);
  const priced = priceLease(request, {
    ...quoteFacts,
    approvedOptions: approvedOptions(application),
    productType: subject.store.productType,
    storeName: subject.store.name,
  });

  const replacedLease = active ? await retireReplacedLease(tx, ctx, active, application.retailerId, now) : null;
  const lease = await insertLease(tx, ctx, subject, request, priced, String(quoteFacts.leaseStartDate), now);
  const terms = await insertTerms(tx, lease, request, priced, pricingFacts, String(quoteFacts.payDate));
  const items = await tx
    .insert(leaseItems)
    .values(priced.lines.map((line) => ({ leaseId: lease.id, ...line })))
    .returning();

  if (!replacedLease) {
    const [moved] = await tx
      .update(applications)
      .set({ stateCode: 'L', leaseStateCode: 'V' })
      .where(and(eq(applications.id, application.id), eq(applications.stateCode, 'A')))
      .returning({ id: applications.id });
    if (!moved) throw new ConflictError(`Application ${application.id} changed while this request was handled; reload it and try again.`);
  } else {
    await tx.update(applications).set({ leaseStateCode: 'V' }).where(eq(applications.id, application.id));
  }

  await recordAudit(tx, ctx, {
    action: 'lease.created',
    entityType: 'lease',
    entityId: lease.id,
    retailerId: application.retailerId,
    data: {
      applicationId: application.id,
      loanNumber: lease.loanNumber,
      option: priced.option,
      paymentFrequency: priced.paymentFrequency,
      cashPriceCents: priced.cashPriceCents,
      amountLeasedCents: priced.amountLeasedCents,
      replacedLeaseId: replacedLease?.id ?? null,
    },
  });
  if (!replacedLease) {
    await recordAudit(tx, ctx, {
      action: 'application.state_changed',
      entityType: 'application',
      entityId: application.id,
      retailerId: application.retailerId,
      data: { from: 'A', to: 'L', cause: 'lease.created', leaseId: lease.id },
    });
  }
  await emitEvent(tx, application.retailerId, 'lease.created', {
    lease_id: lease.id,
    lease_uuid: lease.uuid,
    loan_number: lease.loanNumber,
    application_id: application.id,
    store_id: lease.storeId,
    state_code: lease.stateCode,
    option: priced.option,
    payment_frequency: priced.paymentFrequency,
    cash_price: centsToDollars(priced.cashPriceCents),
    amount_leased: centsToDollars(priced.amountLeasedCents),
    replaced_lease_id: replacedLease?.id ?? null,
  });

  let opened: OpenedEnvelope | null = null;
  if (request.create_esign) {
    if (!baseUrl) throw new Error('createLease needs the public base URL to open an e-sign envelope.');
    opened = await openEnvelope(
      tx,
      ctx,
      lease,
      { createEsign: true, esignType: request.esign_type ?? null, esignReturnUrl: request.esign_return_url ?? null, language: request.primary_language, baseUrl },
      now,
    );
  }
  // The lease row as committed: opening the envelope filled envelope_id and esign_location.
  const [stored] = opened ? await tx.select().from(leases).where(eq(leases.id, lease.id)) : [lease];
  // e_sign_contract_url is never stored while the link is open; it is the link, for those who may copy it.
  const contractUrl = opened && can(ctx.actor, 'esign.manage') ? opened.signingUrl : stored!.eSignContractUrl;
  return { view: { lease: { ...stored!, eSignContractUrl: contractUrl }, terms, items, quote: priced.quote, esign: opened?.envelope ?? null, replacedLease }, opened };
}

/** 409 for a second lease (unless replacing an unsigned one), 422 for an application that cannot be leased. */
function checkCanLease({ application }: PricingSubject, active: Lease | null, request: LeaseEntity, now: Date): void {
  if (active) {
    if (!request.discard_esign) {
      throw new ConflictError(
        `Application ${application.id} already has lease ${active.loanNumber} (${LEASE_STATE_NAMES[active.stateCode]}). Send discard_esign: true to replace its terms.`,
      );
    }
    if (active.stateCode !== 'V') {
      throw new ConflictError(
        `Lease ${active.loanNumber} is ${LEASE_STATE_NAMES[active.stateCode]} (${active.stateCode}); only a lease awaiting signature (V) can have its terms replaced.`,
      );
    }
  } else if (application.stateCode !== 'A') {
    const state = application.stateCode;
    throw ValidationError.field(
      'application_id',
      `Application ${application.id} is ${APPLICATION_STATE_NAMES[state] ?? state} (state ${state}); a lease needs an approved application (state A).`,
    );
  }
  if (application.expiresAt && application.expiresAt.getTime() <= now.getTime()) {
    throw ValidationError.field(
      'application_id',
      `The approval of application ${application.id} expired on ${application.expiresAt.toISOString().slice(0, 10)}; a lease can no longer be created.`,
    );
  }
}
