import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ContractLinkExpiredError, ContractLinkInvalidError } from './errors';
import { CONTRACT_LINK_TTL_SECONDS, signContractLink, verifyContractLink, type ContractLinkPayload } from './signed-link';

// The default key derives from AUTH_SECRET; set one so the test never writes a secret into DATA_DIR.
process.env.AUTH_SECRET ??= 'contract-link-test-secret-'.padEnd(48, 'x');

const key = randomBytes(32);
const NOW = new Date('2026-11-20T18:00:00Z');
const payload: Omit<ContractLinkPayload, 'exp'> = {
  app: '6f1c2a9e-3b4d-4e5f-8a6b-7c8d9e0f1a2b',
  lease: '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9',
  retailer: 7,
  type: 1,
  version: 1,
  language: 'es',
  by: 'api_token:3',
};
const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  return undefined;
}

/** Re-encodes the payload part of a token with `patch` applied, keeping the original mac. */
function withPayload(token: string, patch: Partial<ContractLinkPayload>): string {
  const [prefix, body, mac] = token.split('.');
  const decoded = JSON.parse(Buffer.from(body!, 'base64url').toString('utf8')) as ContractLinkPayload;
  return `${prefix}.${Buffer.from(JSON.stringify({ ...decoded, ...patch })).toString('base64url')}.${mac}`;
}

describe('signed contract links', () => {
  it('round-trips the payload until it expires', () => {
    const { token, expiresAt } = signContractLink(payload, { now: NOW, key });
    expect(expiresAt).toEqual(at(CONTRACT_LINK_TTL_SECONDS));
    expect(token).toMatch(/^v1\.[\w-]+\.[\w-]{43}$/);
    expect(verifyContractLink(token, { now: NOW, key })).toEqual({ ...payload, exp: NOW.getTime() / 1000 + CONTRACT_LINK_TTL_SECONDS });
    expect(verifyContractLink(token, { now: at(CONTRACT_LINK_TTL_SECONDS - 1), key }).app).toBe(payload.app);
  });

  it('expires at its expiry, to the second', () => {
    const { token } = signContractLink(payload, { now: NOW, key, ttlSeconds: 60 });
    const error = thrown(() => verifyContractLink(token, { now: at(60), key }));
    expect(error).toBeInstanceOf(ContractLinkExpiredError);
    expect((error as ContractLinkExpiredError).expiredAt).toEqual(at(60));
  });

  it('refuses any change to the payload: another application, a later expiry, another language', () => {
    const { token } = signContractLink(payload, { now: NOW, key, ttlSeconds: 60 });
    for (const patch of [{ app: '00000000-0000-4000-8000-000000000000' }, { exp: NOW.getTime() / 1000 + 86_400 }, { language: 'en' as const }, { retailer: 8 }]) {
      expect(thrown(() => verifyContractLink(withPayload(token, patch), { now: NOW, key }))).toBeInstanceOf(ContractLinkInvalidError);
    }
  });

  it('refuses a tampered or truncated mac, another key, and garbage', () => {
    const { token } = signContractLink(payload, { now: NOW, key });
    const last = token.at(-2) === 'A' ? 'B' : 'A';
    const tampered = `${token.slice(0, -2)}${last}${token.at(-1)}`;
    for (const bad of [tampered, token.slice(0, -1), `${token}x`, '', 'v1..', 'v2.abc.def', token.replace(/^v1/, 'v2'), 'a'.repeat(5000)]) {
      expect(thrown(() => verifyContractLink(bad, { now: NOW, key })), bad.slice(0, 40)).toBeInstanceOf(ContractLinkInvalidError);
    }
    expect(thrown(() => verifyContractLink(token, { now: NOW, key: randomBytes(32) }))).toBeInstanceOf(ContractLinkInvalidError);
  });

  it('calls an expired link that was also altered invalid, not expired', () => {
    const { token } = signContractLink(payload, { now: NOW, key, ttlSeconds: 60 });
    expect(thrown(() => verifyContractLink(withPayload(token, { lease: 'x' }), { now: at(3600), key }))).toBeInstanceOf(ContractLinkInvalidError);
  });

  it('signs with a key derived from the auth secret by default, stable within the process', () => {
    const { token } = signContractLink(payload, { now: NOW });
    expect(verifyContractLink(token, { now: NOW }).by).toBe('api_token:3');
    expect(thrown(() => verifyContractLink(token, { now: NOW, key }))).toBeInstanceOf(ContractLinkInvalidError);
  });
});
