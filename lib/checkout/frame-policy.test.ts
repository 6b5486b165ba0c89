import { describe, expect, it } from 'vitest';
import { checkoutClientIp, hostedCheckoutCsp, hostedCheckoutSlugs, isHostedCheckoutPath } from './frame-policy';

describe('hosted checkout framing', () => {
  it('frames only for the allowlist, and for nobody without one', () => {
    expect(hostedCheckoutCsp(['https://a.example.com', 'http://localhost:3001'])).toBe('frame-ancestors https://a.example.com http://localhost:3001');
    expect(hostedCheckoutCsp([])).toBe("frame-ancestors 'none'");
  });

  it('recognises /apply/{retailer}/{store} and nothing else', () => {
    expect(hostedCheckoutSlugs('/apply/acme/houston')).toEqual({ retailerSlug: 'acme', storeSlug: 'houston' });
    expect(hostedCheckoutSlugs('/apply/acme/houston/')).toEqual({ retailerSlug: 'acme', storeSlug: 'houston' });
    for (const path of ['/apply/acme', '/apply/acme/houston/x', '/applications/1', '/apply/%E0%A4%A/x']) expect(hostedCheckoutSlugs(path), path).toBeNull();
    expect(isHostedCheckoutPath('/apply/acme/houston')).toBe(true);
    expect(isHostedCheckoutPath('/applications')).toBe(false);
  });

  it('takes the client address from the last forwarded hop', () => {
    expect(checkoutClientIp(new Headers({ 'x-forwarded-for': '1.1.1.1, 10.0.0.2' }))).toBe('10.0.0.2');
    expect(checkoutClientIp(new Headers({ 'x-real-ip': '10.0.0.3' }))).toBe('10.0.0.3');
    expect(checkoutClientIp(new Headers())).toBeUndefined();
  });
});
