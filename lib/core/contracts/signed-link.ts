import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { authSecret } from '@/lib/auth/secret';
import { ContractLinkExpiredError, ContractLinkInvalidError } from './errors';
import { contractLanguages, contractTypes, type ContractLanguage, type ContractTypeCode } from './types';

/**
 * Signed, expiring contract links (`format: url` of POST /applications/contract/pdf, served at
 * /contracts/{token}). The token is `v1.<payload>.<mac>`: the payload (base64url JSON) names the
 * application and lease, the document options, the expiry and who asked; the mac is HMAC-SHA256 over
 * `v1.<payload>`. Nothing is stored: a link is valid exactly while its mac verifies and it has not
 * expired. The key is derived (HKDF) from AUTH_SECRET, or the secret kept in DATA_DIR, so every instance
 * sharing AUTH_SECRET accepts every other's links, and rotating AUTH_SECRET revokes them all.
 */

export type ContractLinkPayload = {
  /** Application uuid. */
  app: string;
  /** Lease uuid: a link stops working (410) when the lease's terms are replaced. */
  lease: string;
  retailer: number;
  type: ContractTypeCode;
  version: number;
  language: ContractLanguage;
  /** Expiry, Unix seconds. */
  exp: number;
  /** Who asked for the link (`api_token:12`, `user:3`), for the audit row of each download. */
  by: string;
};

/** How long a link works. A merchant's server fetches it right away; it is not meant to be forwarded. */
export const CONTRACT_LINK_TTL_SECONDS = 15 * 60;

const PREFIX = 'v1';
const INFO = 'leaseline contract link v1';
let testingKey: Buffer | undefined;

function linkKey(): Buffer {
  if (testingKey) return testingKey;
  return Buffer.from(hkdfSync('sha256', authSecret(), Buffer.alloc(0), INFO, 32));
}

/** For tests: sign and verify with this key instead of the one derived from AUTH_SECRET. */
export function setContractLinkKeyForTesting(key: Buffer | undefined): void {
  testingKey = key;
}

const mac = (key: Buffer, signed: string) => createHmac('sha256', key).update(signed).digest();

export function signContractLink(
  payload: Omit<ContractLinkPayload, 'exp'>,
  options: { now?: Date; ttlSeconds?: number; key?: Buffer } = {},
): { token: string; expiresAt: Date } {
  const now = options.now ?? new Date();
  const exp = Math.floor(now.getTime() / 1000) + (options.ttlSeconds ?? CONTRACT_LINK_TTL_SECONDS);
  const body = Buffer.from(JSON.stringify({ ...payload, exp })).toString('base64url');
  const signed = `${PREFIX}.${body}`;
  return { token: `${signed}.${mac(options.key ?? linkKey(), signed).toString('base64url')}`, expiresAt: new Date(exp * 1000) };
}

/**
 * The payload of a genuine, unexpired token. A token whose mac does not verify is invalid (altered or
 * forged: ContractLinkInvalidError) whatever its claimed expiry; a genuine one past `exp` is expired.
 */
export function verifyContractLink(token: string, options: { now?: Date; key?: Buffer } = {}): ContractLinkPayload {
  const parts = typeof token === 'string' && token.length <= 2048 ? token.split('.') : [];
  if (parts.length !== 3 || parts[0] !== PREFIX || !/^[\w-]+$/.test(parts[1]!) || !/^[\w-]{43}$/.test(parts[2]!)) throw new ContractLinkInvalidError();
  const expected = mac(options.key ?? linkKey(), `${parts[0]}.${parts[1]}`);
  const given = Buffer.from(parts[2]!, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new ContractLinkInvalidError();

  const payload = parsePayload(parts[1]!);
  const now = options.now ?? new Date();
  if (now.getTime() >= payload.exp * 1000) throw new ContractLinkExpiredError(new Date(payload.exp * 1000));
  return payload;
}

function parsePayload(body: string): ContractLinkPayload {
  let value: Partial<ContractLinkPayload>;
  try {
    value = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<ContractLinkPayload>;
  } catch {
    throw new ContractLinkInvalidError();
  }
  // Signed by us, so well-formed unless the key leaked or the format changed: check anyway.
  const valid =
    typeof value.app === 'string' &&
    typeof value.lease === 'string' &&
    Number.isInteger(value.retailer) &&
    Object.hasOwn(contractTypes, value.type ?? '') &&
    Number.isInteger(value.version) &&
    contractLanguages.includes(value.language as ContractLanguage) &&
    Number.isInteger(value.exp) &&
    typeof value.by === 'string';
  if (!valid) throw new ContractLinkInvalidError();
  return value as ContractLinkPayload;
}
