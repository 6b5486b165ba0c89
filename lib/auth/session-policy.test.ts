import { describe, expect, it } from 'vitest';
import { sessionExpired, SESSION_LIFETIME_SECONDS } from './session-policy';

describe('sessionExpired', () => {
  const now = 1_800_000_000;

  it('lets a session live 8 hours from sign-in, however busy the user is', () => {
    expect(SESSION_LIFETIME_SECONDS).toBe(8 * 3600);
    expect(sessionExpired(now, now)).toBe(false);
    expect(sessionExpired(now - SESSION_LIFETIME_SECONDS + 1, now)).toBe(false);
    expect(sessionExpired(now - SESSION_LIFETIME_SECONDS, now)).toBe(true);
    expect(sessionExpired(now - 30 * 24 * 3600, now)).toBe(true);
  });

  it('ends sessions whose sign-in time is missing, malformed or in the future', () => {
    expect(sessionExpired(undefined, now)).toBe(true);
    expect(sessionExpired('1800000000', now)).toBe(true);
    expect(sessionExpired(Number.NaN, now)).toBe(true);
    expect(sessionExpired(now + 3600, now)).toBe(true);
    expect(sessionExpired(now + 30, now)).toBe(false); // clock skew between instances
  });
});
