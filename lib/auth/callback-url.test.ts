import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_LOGIN, loginUrl, safeCallbackUrl } from './callback-url';

describe('safeCallbackUrl', () => {
  it('keeps same-origin relative paths with their query and hash', () => {
    expect(safeCallbackUrl('/applications?purchase_group=new&stores=1,2')).toBe('/applications?purchase_group=new&stores=1,2');
    expect(safeCallbackUrl('/applications#top')).toBe('/applications#top');
  });

  it.each([
    ['absolute URL', 'https://evil.test/applications'],
    ['protocol-relative', '//evil.test/x'],
    ['backslash trick', '/\\evil.test'],
    ['encoded newline', '/applications\n'],
    ['javascript', 'javascript:alert(1)'],
    ['relative without slash', 'applications'],
    ['login loop', '/login?callbackUrl=/login'],
    ['machine endpoint', '/api/v1/applications'],
    ['auth endpoint', '/api/auth/signout'],
    ['empty', ''],
    ['missing', undefined],
    ['too long', `/${'a'.repeat(3000)}`],
  ])('refuses %s', (_, raw) => {
    expect(safeCallbackUrl(raw)).toBe(DEFAULT_AFTER_LOGIN);
  });

  it('normalises dot segments instead of following them elsewhere', () => {
    expect(safeCallbackUrl('/applications/../login')).toBe(DEFAULT_AFTER_LOGIN);
    expect(safeCallbackUrl('/a/../applications')).toBe('/applications');
  });
});

describe('loginUrl', () => {
  it('carries the callback and the reason, leaving out the default landing page', () => {
    expect(loginUrl()).toBe('/login');
    expect(loginUrl('/applications')).toBe('/login');
    expect(loginUrl('/applications?page=2')).toBe('/login?callbackUrl=%2Fapplications%3Fpage%3D2');
    expect(loginUrl('https://evil.test', 'ended')).toBe('/login?reason=ended');
  });
});
