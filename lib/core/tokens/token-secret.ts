import { createHash, randomBytes } from 'node:crypto';

const TOKEN_PREFIX = 'll_';

/** A new API token: 32 random bytes (256 bits), URL-safe, with a recognisable prefix. */
export function generateTokenSecret(): string {
  return TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

/** Tokens are high-entropy, so a plain SHA-256 is enough to store and look them up by. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function displayPrefix(token: string): string {
  return token.slice(0, TOKEN_PREFIX.length + 6);
}
