import { describe, expect, it } from 'vitest';
import { issueSignInGrant, readSignInGrant } from './sign-in-grant';

describe('sign-in grant', () => {
  it('names the user for 30 seconds and refuses forgeries and expired grants', () => {
    const now = Date.now();
    const grant = issueSignInGrant(42, now);
    expect(readSignInGrant(grant, now + 1_000)).toBe(42);
    expect(readSignInGrant(grant, now + 31_000)).toBeNull();
    const [, expires, signature] = grant.split('.');
    expect(readSignInGrant(`43.${expires}.${signature}`, now)).toBeNull();
    expect(readSignInGrant(`42.${Number(expires) + 60_000}.${signature}`, now)).toBeNull();
    expect(readSignInGrant('42', now)).toBeNull();
    expect(readSignInGrant(undefined, now)).toBeNull();
  });
});
