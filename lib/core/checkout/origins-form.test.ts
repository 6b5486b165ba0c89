import { describe, expect, it } from 'vitest';
import { checkoutOriginsFormInput } from './schemas';

describe('Settings → Checkout form schema', () => {
  it('reads one origin per line, skips blank lines, normalises and sorts like the API', () => {
    expect(checkoutOriginsFormInput.parse({ origins: ' https://Shop.Example.com \n\nhttp://localhost:3000\nhttps://shop.example.com:443' })).toEqual({
      origins: ['http://localhost:3000', 'https://shop.example.com'],
    });
  });

  it('names each bad origin, on the origins field', () => {
    const result = checkoutOriginsFormInput.safeParse({ origins: 'https://ok.example.com\nhttps://shop.example.com/checkout\nhttp://shop.example.com' });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => ({ path: i.path[0], message: i.message }));
    expect(issues).toEqual([
      { path: 'origins', message: 'The origin https://shop.example.com/checkout must not have a path, query or fragment.' },
      { path: 'origins', message: 'The origin http://shop.example.com must use https (http only for localhost and 127.0.0.1).' },
    ]);
  });
});
