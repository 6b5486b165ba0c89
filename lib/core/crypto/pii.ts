import { decryptField, encryptField, ssnAssociatedData, ssnBlindIndex, type Sealed } from './field-encryption';

/**
 * The PII columns and the associated data binding each ciphertext to its row and column. A value
 * copied into another row (or column) fails authentication instead of decrypting.
 */
export const routingAssociatedData = (applicationId: number) => `applications:${applicationId}:routing`;
export const accountAssociatedData = (applicationId: number) => `applications:${applicationId}:account`;

export type SealedSsn = { ssnCiphertext: string; ssnKeyVersion: number; ssnBlindIndex: string; ssnLast4: string };

/** The applicant columns for an SSN (nine digits): ciphertext, key version, blind index, last four. */
export function sealSsn(applicantId: number, ssnDigits: string): SealedSsn {
  const sealed = encryptField(ssnDigits, ssnAssociatedData(applicantId));
  return { ssnCiphertext: sealed.ciphertext, ssnKeyVersion: sealed.keyVersion, ssnBlindIndex: ssnBlindIndex(ssnDigits), ssnLast4: ssnDigits.slice(-4) };
}

export function openSsn(applicantId: number, row: { ssnCiphertext: string | null; ssnKeyVersion: number | null }): string | null {
  if (!row.ssnCiphertext || row.ssnKeyVersion === null) return null;
  return decryptField({ ciphertext: row.ssnCiphertext, keyVersion: row.ssnKeyVersion }, ssnAssociatedData(applicantId));
}

export type SealedBank = { routingCiphertext: string; accountCiphertext: string; bankKeyVersion: number; accountLast4: string };

/** The application columns for a bank account. Both numbers share one key version column. */
export function sealBank(applicationId: number, routing: string, account: string): SealedBank {
  const r = encryptField(routing, routingAssociatedData(applicationId));
  const a = encryptField(account, accountAssociatedData(applicationId));
  if (r.keyVersion !== a.keyVersion) throw new Error('Key ring changed between two encryptions; retry.');
  return { routingCiphertext: r.ciphertext, accountCiphertext: a.ciphertext, bankKeyVersion: r.keyVersion, accountLast4: account.slice(-4) };
}

export function openBank(
  applicationId: number,
  row: { routingCiphertext: string | null; accountCiphertext: string | null; bankKeyVersion: number | null },
): { routing: string | null; account: string | null } {
  const open = (ciphertext: string | null, ad: string) =>
    ciphertext && row.bankKeyVersion !== null ? decryptField({ ciphertext, keyVersion: row.bankKeyVersion } satisfies Sealed, ad) : null;
  return { routing: open(row.routingCiphertext, routingAssociatedData(applicationId)), account: open(row.accountCiphertext, accountAssociatedData(applicationId)) };
}

/** `***-**-1234` for display; the full number only through an audited reveal. */
export function maskSsn(last4: string | null): string | null {
  return last4 ? `***-**-${last4}` : null;
}

export function formatSsn(digits: string): string {
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}
