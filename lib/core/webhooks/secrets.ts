import { createHmac, randomBytes } from 'node:crypto';
import type { WebhookEndpoint } from '@/db/schema/webhooks';
import { decryptField, encryptField, type Sealed } from '../crypto/field-encryption';

const PREFIX = 'whsec_';
/** Standard Webhooks asks for 24 to 64 bytes; 32 is what Svix issues. */
const SECRET_BYTES = 32;
export const PREVIOUS_SECRET_GRACE_MS = 24 * 60 * 60_000;

export function generateSecret(): string {
  return PREFIX + randomBytes(SECRET_BYTES).toString('base64');
}

export const secretAssociatedData = (endpointId: string) => `webhook_endpoints:${endpointId}:secret`;

export function sealSecret(endpointId: string, secret: string): Sealed {
  return encryptField(secret, secretAssociatedData(endpointId));
}

/** The secrets a delivery is signed with now: the current one, and the previous one during its 24 h grace. */
export function signingSecrets(endpoint: Pick<WebhookEndpoint, 'id' | 'secretCiphertext' | 'secretKeyVersion' | 'previousSecretCiphertext' | 'previousSecretKeyVersion' | 'previousSecretExpiresAt'>, now: Date): string[] {
  const ad = secretAssociatedData(endpoint.id);
  const secrets = [decryptField({ ciphertext: endpoint.secretCiphertext, keyVersion: endpoint.secretKeyVersion }, ad)];
  if (endpoint.previousSecretCiphertext && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now) {
    secrets.push(decryptField({ ciphertext: endpoint.previousSecretCiphertext, keyVersion: endpoint.previousSecretKeyVersion! }, ad));
  }
  return secrets;
}

/**
 * The Standard Webhooks `webhook-signature` header: `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`
 * keyed with the base64-decoded part of each `whsec_` secret, space-separated when several are valid.
 */
export function signatureHeader(secrets: string[], messageId: string, timestampSeconds: number, body: string): string {
  const content = `${messageId}.${timestampSeconds}.${body}`;
  return secrets
    .map((secret) => `v1,${createHmac('sha256', Buffer.from(secret.slice(PREFIX.length), 'base64')).update(content).digest('base64')}`)
    .join(' ');
}
