/**
 * The seam the e-signature issue fills (SPEC §8). Lease creation calls `openEnvelope` after the lease is
 * written and returns what it gives as `esign`; replacing a lease's terms (`discard_esign: true`) calls
 * `voidOpenEnvelope` first. Until signing exists there is no envelope: `openEnvelope` returns null and
 * nothing here invents a URL.
 */
import type { Transaction } from '@/db/client';
import type { Lease } from '@/db/schema/leases';
import type { Ctx } from '../context';

export type EsignRequest = {
  createEsign: boolean;
  esignType: 'embedded' | 'email' | 'sms' | null;
  esignReturnUrl: string | null;
  language: 'en' | 'es';
};

/** What the e-sign module will return for an opened envelope (`esign` in the create-lease response). */
export type EsignEnvelope = {
  envelope_id: string;
  esign_type: 'embedded' | 'email' | 'sms';
  /** The signing page for `embedded`; null when the link went by email or SMS. */
  url: string | null;
  expires_at: string;
};

export async function openEnvelope(_tx: Transaction, _ctx: Ctx, _lease: Lease, _request: EsignRequest): Promise<EsignEnvelope | null> {
  return null;
}

/** Voids the lease's open envelope, if it has one, so its link stops working; returns the envelope voided. */
export async function voidOpenEnvelope(_tx: Transaction, _ctx: Ctx, lease: Lease): Promise<{ envelopeId: string } | null> {
  return lease.envelopeId ? { envelopeId: lease.envelopeId } : null;
}
