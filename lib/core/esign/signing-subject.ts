import { eq } from 'drizzle-orm';
import { leases } from '@/db/schema';
import type { DbOrTx } from '@/db/client';
import type { EsignEnvelopeRow } from '@/db/schema/esign-envelopes';
import { systemActor } from '../context';
import { buildContractData } from '../contracts/build-contract-data';
import { contractLongDate } from '../contracts/long-date';
import { loadContractSubject, type ContractSubject } from '../contracts/load-contract-subject';
import { LATEST_TEMPLATE_VERSION } from '../contracts/templates';
import type { ContractDocumentData } from '../contracts/types';
import { formatCents } from '../money';
import { SigningLinkUnavailableError } from './errors';
import type { SigningSummary } from './types';

export type SigningSubject = { subject: ContractSubject; data: ContractDocumentData; applicantName: string };

/**
 * The contract an open envelope is for: its lease's agreement in the envelope's language, latest template.
 * Loaded as the system: the token, already checked by the caller, is the signer's authority.
 */
export async function loadSigningSubject(db: DbOrTx, envelope: EsignEnvelopeRow, options: { signed?: boolean } = {}): Promise<SigningSubject> {
  const [lease] = await db.select({ uuid: leases.uuid, applicationId: leases.applicationId }).from(leases).where(eq(leases.id, envelope.leaseId));
  if (!lease) throw new Error(`Envelope ${envelope.id} has no lease.`);
  const subject = await loadContractSubject(db, systemActor, lease.applicationId, { leaseUuid: lease.uuid });
  // A lease cancelled (or otherwise moved on) while its link was open cannot be signed any more.
  // (`signed`: the contract of an envelope already signed, rendered later by ensureSignedPdf.)
  if (!options.signed && subject.lease.stateCode !== 'V') throw new SigningLinkUnavailableError(subject.lease.stateCode === 'S' ? 'signed' : 'voided');
  const data = buildContractData(subject, { type: 'lease-agreement', typeCode: 1, version: LATEST_TEMPLATE_VERSION, language: envelope.language });
  const { firstName, middleName, lastName } = subject.applicant;
  return { subject, data, applicantName: [firstName, middleName, lastName].filter(Boolean).join(' ') };
}

const FREQUENCY = {
  en: { '14-day': 'Every 14 days', '28-day': 'Every 28 days', 'semi-monthly': 'Twice a month', monthly: 'Monthly' },
  es: { '14-day': 'Cada 14 días', '28-day': 'Cada 28 días', 'semi-monthly': 'Dos veces al mes', monthly: 'Mensual' },
} as const;

/** The key numbers the signing page shows above the contract, as display text in the contract's language. */
export function signingSummary(data: ContractDocumentData): SigningSummary {
  const n = data.numbers;
  return {
    cashPrice: formatCents(n.cashPriceCents),
    initialPayment: formatCents(n.initialPaymentCents),
    paymentAmount: formatCents(n.paymentCents),
    numberOfPayments: n.numberOfPayments,
    frequency: FREQUENCY[data.meta.language][n.paymentFrequency],
    totalOfPayments: formatCents(n.totalOfPaymentsCents),
    costOfLease: formatCents(n.costOfLeasingCents),
    firstPaymentDate: contractLongDate(n.firstPaymentDate, data.meta.language),
  };
}
