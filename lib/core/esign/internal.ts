import { and, desc, eq, sql } from 'drizzle-orm';
import { esignEnvelopes, type EsignEnvelopeRow } from '@/db/schema/esign-envelopes';
import type { DbOrTx } from '@/db/client';
import { prepared } from '@/db/prepared-statements';
import type { EnvelopeStatus } from './types';
import { hashSigningToken, isTokenShaped } from './tokens';

/** The stored status, with an open envelope past its expiry read as `expired`. */
export function envelopeStatus(row: Pick<EsignEnvelopeRow, 'status' | 'expiresAt'>, now: Date): EnvelopeStatus {
  if (row.status === 'open' && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return row.status;
}

/** The lease's newest envelope (the one the panel shows), if any. */
export async function latestEnvelope(db: DbOrTx, leaseId: number): Promise<EsignEnvelopeRow | null> {
  // Every lease view asks: composed once and prepared (db/prepared-statements.ts).
  const latest = prepared(db, 'latest_esign_envelope', () =>
    db.select().from(esignEnvelopes).where(eq(esignEnvelopes.leaseId, sql.placeholder('leaseId'))).orderBy(desc(esignEnvelopes.createdAt)).limit(1),
  );
  const [row] = await latest.execute({ leaseId });
  return row ?? null;
}

/** The lease's signed envelope, if it was signed. */
export async function signedEnvelope(db: DbOrTx, leaseId: number): Promise<EsignEnvelopeRow | null> {
  const [row] = await db
    .select()
    .from(esignEnvelopes)
    .where(and(eq(esignEnvelopes.leaseId, leaseId), eq(esignEnvelopes.status, 'signed')))
    .limit(1);
  return row ?? null;
}

/** The envelope a token opens, by the token's hash; null for a malformed or unknown token. */
export async function envelopeByToken(db: DbOrTx, token: string): Promise<EsignEnvelopeRow | null> {
  if (!isTokenShaped(token)) return null;
  const [row] = await db.select().from(esignEnvelopes).where(eq(esignEnvelopes.tokenHash, hashSigningToken(token)));
  return row ?? null;
}

/** `j***@example.com` / `(***) ***-1234`: enough for staff to recognise, not to reuse. */
export function maskRecipient(channel: 'email' | 'sms', to: string): string {
  if (channel === 'sms') return `(***) ***-${to.slice(-4)}`;
  const [local = '', domain = ''] = to.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/** The signed contract's download path (docs/esign.md: what `e_sign_contract_url` holds once signed). */
export function signedContractPath(leaseUuid: string): string {
  return `/api/v1/leases/${leaseUuid}/signed-contract`;
}
