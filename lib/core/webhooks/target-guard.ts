import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { ValidationError } from '../errors';
import { webhookConfig } from './config';

/**
 * The SSRF guard (SPEC §11): endpoint URLs are https and reach public addresses only, unless
 * WEBHOOK_ALLOW_PRIVATE_TARGETS=true. Checked when an endpoint is saved and again at every delivery,
 * on the address the connection then uses (see resolvePublicAddress), so a DNS answer that changes
 * between the two (rebinding) does not get through.
 */
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // RFC 1918
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, incl. the 169.254.169.254 metadata service
  ['172.16.0.0', 12], // RFC 1918
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // RFC 1918
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/** An IPv4 address carried inside an IPv6 one (mapped ::ffff:a.b.c.d, compatible ::a.b.c.d, NAT64, 6to4), if any. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const groups = expandIpv6(lower);
  if (!groups) return null;
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  const zeros = (from: number, to: number) => groups.slice(from, to).every((g) => g === 0);
  // ::ffff:0:0/96 mapped, ::/96 compatible, 64:ff9b::/96 NAT64
  if (zeros(0, 5) && groups[5] === 0xffff) return v4(groups[6]!, groups[7]!);
  if (zeros(0, 6) && (groups[6] !== 0 || groups[7]! > 1)) return v4(groups[6]!, groups[7]!);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return v4(groups[6]!, groups[7]!);
  if (groups[0] === 0x2002) return v4(groups[1]!, groups[2]!); // 6to4
  return null;
}

function expandIpv6(address: string): number[] | null {
  const withoutZone = address.split('%')[0]!;
  let text = withoutZone;
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail[1]!.split('.').map(Number) as [number, number, number, number];
    text = text.slice(0, -tail[1]!.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split('::') as [string, string | undefined];
  const parts = (s: string) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const left = parts(head);
  const right = rest === undefined ? [] : parts(rest);
  const fill = rest === undefined ? 0 : 8 - left.length - right.length;
  const groups = [...left, ...Array<number>(Math.max(fill, 0)).fill(0), ...right];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

/** True when an IP address is one a webhook may reach without WEBHOOK_ALLOW_PRIVATE_TARGETS. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !blocked.check(address, 'ipv4');
  if (family !== 6) return false;
  const v4 = embeddedIpv4(address);
  if (v4 !== null) return isPublicAddress(v4);
  return !blocked.check(address.split('%')[0]!, 'ipv6');
}

export class UnsafeTargetError extends Error {}

/** Parses and checks the URL's form: http(s) only, https unless private targets are allowed, no credentials. */
export function checkTargetUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UnsafeTargetError('The URL is not valid.');
  }
  const { allowPrivateTargets } = webhookConfig();
  if (url.protocol !== 'https:' && !(allowPrivateTargets && url.protocol === 'http:')) throw new UnsafeTargetError('The URL must use https.');
  if (url.username || url.password) throw new UnsafeTargetError('The URL must not carry a user name or password.');
  return url;
}

const hostOf = (url: URL) => (url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname);

/**
 * Resolves the URL's host and returns the one address to connect to, refusing it unless every address the
 * name resolves to is public (or private targets are allowed). The caller connects to exactly this address.
 */
export async function resolvePublicAddress(url: URL): Promise<{ address: string; family: 4 | 6 }> {
  const host = hostOf(url);
  const { allowPrivateTargets } = webhookConfig();
  const literal = isIP(host);
  const addresses = literal ? [{ address: host, family: literal }] : await lookup(host, { all: true, verbatim: true }).catch(() => []);
  if (addresses.length === 0) throw new UnsafeTargetError(`The host ${host} does not resolve.`);
  if (!allowPrivateTargets) {
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused) throw new UnsafeTargetError(`The URL resolves to a private or reserved address (${refused.address}).`);
  }
  const first = addresses[0]!;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

/** The check an endpoint's URL passes when it is saved: form and resolved addresses; refusals are 422 on `url`. */
export async function assertSafeTarget(raw: string): Promise<string> {
  try {
    const url = checkTargetUrl(raw);
    await resolvePublicAddress(url);
    return url.toString();
  } catch (error) {
    if (error instanceof UnsafeTargetError) throw ValidationError.field('url', error.message);
    throw error;
  }
}
