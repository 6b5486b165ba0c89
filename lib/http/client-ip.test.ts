import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientIp, trustedProxyHops } from './client-ip';

const forwardedFor = (value: string) => new Headers({ 'x-forwarded-for': value });

describe('client IP', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('behind one proxy (the default) takes the entry it appended, never what the client sent before it', () => {
    expect(clientIp(forwardedFor('203.0.113.7'))).toBe('203.0.113.7');
    expect(clientIp(forwardedFor('6.6.6.6, 203.0.113.7'))).toBe('203.0.113.7');
    expect(clientIp(forwardedFor(' 1.1.1.1 ,2.2.2.2,  203.0.113.7 '))).toBe('203.0.113.7');
    expect(clientIp(forwardedFor('2001:db8::1'))).toBe('2001:db8::1');
  });

  it('behind N proxies takes the N-th entry from the right, and the leftmost of a shorter list', () => {
    expect(clientIp(forwardedFor('6.6.6.6, 203.0.113.7, 10.0.0.2'), 2)).toBe('203.0.113.7');
    expect(clientIp(forwardedFor('6.6.6.6, 203.0.113.7, 10.0.0.3, 10.0.0.2'), 3)).toBe('203.0.113.7');
    expect(clientIp(forwardedFor('203.0.113.7'), 2)).toBe('203.0.113.7');
    vi.stubEnv('TRUSTED_PROXY_HOPS', '2');
    expect(clientIp(forwardedFor('6.6.6.6, 203.0.113.7, 10.0.0.2'))).toBe('203.0.113.7');
  });

  it('falls back to X-Real-IP, and knows no address when neither header names one', () => {
    expect(clientIp(new Headers({ 'x-real-ip': ' 203.0.113.9 ' }))).toBe('203.0.113.9');
    expect(clientIp(new Headers({ 'x-forwarded-for': ' , ', 'x-real-ip': '203.0.113.9' }))).toBe('203.0.113.9');
    expect(clientIp(new Headers())).toBeUndefined();
  });

  it('reads TRUSTED_PROXY_HOPS as a whole number from 1 to 10 and refuses anything else', () => {
    expect(trustedProxyHops(undefined)).toBe(1);
    expect(trustedProxyHops('')).toBe(1);
    expect(trustedProxyHops('3')).toBe(3);
    for (const bad of ['0', '-1', '1.5', 'two', '11']) expect(() => trustedProxyHops(bad), bad).toThrow(/TRUSTED_PROXY_HOPS/);
  });

  // Sign-in, the API handler and the portal call clientIp itself (next-auth cannot load under Vitest);
  // e2e/api/rate-limits.spec.ts checks the doors end to end with a forged leading entry.
  it('is the rule of the public links and the hosted application too', async () => {
    const headers = forwardedFor('6.6.6.6, 203.0.113.7');
    const { clientIpOf } = await import('@/lib/api/public-rate-limit');
    const { checkoutClientIp } = await import('@/lib/checkout/frame-policy');
    for (const door of [clientIpOf, checkoutClientIp]) expect(door(headers)).toBe('203.0.113.7');
  });
});
