import { createHash, randomBytes } from 'node:crypto';
import { generate, generateSecret, generateURI, verify } from 'otplib';
import { decryptField, encryptField, type Sealed } from '../crypto/field-encryption';

/** RFC 6238 defaults every authenticator app speaks: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
/** One step either side, for clocks that drift and codes typed as they change. */
const TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;
export const RECOVERY_CODE_COUNT = 10;

export const newTotpSecret = (): string => generateSecret();

export const totpUri = (email: string, secret: string): string => generateURI({ issuer: 'Leaseline', label: email, secret });

const associatedData = (userId: number) => `users:${userId}:totp`;
export const sealTotpSecret = (userId: number, secret: string): Sealed => encryptField(secret, associatedData(userId));
export const openTotpSecret = (userId: number, sealed: Sealed): string => decryptField(sealed, associatedData(userId));

/**
 * The time step a six-digit code is valid for, or null. A step at or before `lastStep` is refused, so a
 * code once accepted (or an older one) never works again (RFC 6238 §5.2).
 */
export async function acceptedStep(secret: string, code: string, lastStep: number | null, now = new Date()): Promise<number | null> {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({ secret, token, epoch: Math.floor(now.getTime() / 1000), epochTolerance: TOLERANCE_SECONDS });
  if (!result.valid || !('timeStep' in result)) return null;
  const step = Number(result.timeStep);
  return lastStep !== null && step <= lastStep ? null : step;
}

/** The current code for a secret (tests compute codes the way an authenticator app does). */
export const totpCode = (secret: string, now = new Date()): Promise<string> => generate({ secret, epoch: Math.floor(now.getTime() / 1000) });

/** Ten recovery codes like `k7p2m-x9qfa`: 50 bits each, shown once, stored as SHA-256. */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5, 10)}`;
  });
}

export const normaliseRecoveryCode = (code: string) => code.trim().toLowerCase().replace(/[^a-z0-9]/g, '');
export const hashRecoveryCode = (code: string) => createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');
