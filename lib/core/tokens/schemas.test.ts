import { describe, expect, it } from 'vitest';
import { apiTokenFormInput } from './schemas';

describe('API token form schema', () => {
  it('requires a name and a retailer; an empty store means the whole retailer', () => {
    expect(apiTokenFormInput.parse({ name: ' Till 3 ', retailerSlug: 'acme', storeSlug: '' })).toEqual({ name: 'Till 3', retailerSlug: 'acme', storeSlug: undefined });
    const refused = apiTokenFormInput.safeParse({ name: ' ', retailerSlug: '' });
    expect(refused.error!.issues.map((i) => i.path.join('.'))).toEqual(['name', 'retailerSlug']);
  });
});
