import { describe, expect, it } from 'vitest';
import { pageElements, paginate, type PaginatorLink } from './paginator';

const base = new URL('https://api.example.test/api/v1/applications/groups?purchase_group=funded&stores[]=3&stores[]=4');
const url = (page: number) => `https://api.example.test/api/v1/applications/groups?purchase_group=funded&stores%5B%5D=3&stores%5B%5D=4&page=${page}`;

/** The page labels of `links` between Previous and Next, with "..." for the gaps. */
const labels = (links: PaginatorLink[]) => links.slice(1, -1).map((l) => l.label);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

function page(current: number, lastPage: number) {
  const perPage = 10;
  const total = lastPage * perPage;
  const onPage = current <= lastPage ? perPage : 0;
  return paginate({ data: Array.from({ length: onPage }, (_, i) => i), total, page: current, perPage, url: base });
}

/**
 * Laravel's UrlWindow with onEachSide = 3: fewer than 14 pages shows them all; otherwise the first 10
 * (current ≤ 7), the last 10 (current > last − 7), or 1 2 … current±3 … last−1 last.
 */
describe('paginator links, as Laravel renders them', () => {
  const cases: [lastPage: number, current: number, expected: string[]][] = [
    [1, 1, ['1']],
    [1, 8, ['1']],
    [1, 15, ['1']],
    [1, 20, ['1']],
    [5, 1, range(1, 5)],
    [5, 8, range(1, 5)],
    [13, 1, range(1, 13)],
    [13, 8, range(1, 13)],
    [13, 15, range(1, 13)],
    [14, 1, [...range(1, 10), '...', '13', '14']],
    [14, 7, [...range(1, 10), '...', '13', '14']],
    [14, 8, ['1', '2', '...', ...range(5, 14)]],
    [14, 15, ['1', '2', '...', ...range(5, 14)]],
    [14, 20, ['1', '2', '...', ...range(5, 14)]],
    [20, 1, [...range(1, 10), '...', '19', '20']],
    [20, 8, ['1', '2', '...', ...range(5, 11), '...', '19', '20']],
    [20, 13, ['1', '2', '...', ...range(10, 16), '...', '19', '20']],
    [20, 14, ['1', '2', '...', ...range(11, 20)]],
    [20, 15, ['1', '2', '...', ...range(11, 20)]],
    [20, 20, ['1', '2', '...', ...range(11, 20)]],
  ];

  it.each(cases)('last page %i, page %i', (lastPage, current, expected) => {
    const result = page(current, lastPage);
    expect(labels(result.links)).toEqual(expected);
    const [prev, ...rest] = result.links;
    const next = rest.at(-1)!;
    expect(prev).toEqual({ url: current > 1 ? url(current - 1) : null, label: '&laquo; Previous', active: false });
    expect(next).toEqual({ url: current < lastPage ? url(current + 1) : null, label: 'Next &raquo;', active: false });
    for (const link of rest.slice(0, -1)) {
      if (link.label === '...') expect(link).toEqual({ url: null, label: '...', active: false });
      else expect(link).toEqual({ url: url(Number(link.label)), label: link.label, active: Number(link.label) === current });
    }
    expect(result.links.filter((l) => l.active)).toHaveLength(current <= lastPage ? 1 : 0);
  });

  it('matches pageElements for the window shapes', () => {
    expect(pageElements(1, 1)).toEqual([[1]]);
    expect(pageElements(8, 20)).toEqual([[1, 2], '...', [5, 6, 7, 8, 9, 10, 11], '...', [19, 20]]);
  });
});

describe('paginate', () => {
  it('serialises every field of the Laravel paginator', () => {
    const result = paginate({ data: ['a', 'b', 'c', 'd', 'e'], total: 35, page: 2, perPage: 15, url: base });
    expect(Object.keys(result)).toEqual([
      'current_page',
      'data',
      'first_page_url',
      'from',
      'last_page',
      'last_page_url',
      'links',
      'next_page_url',
      'path',
      'per_page',
      'prev_page_url',
      'to',
      'total',
    ]);
    expect(result).toMatchObject({
      current_page: 2,
      first_page_url: url(1),
      from: 16,
      last_page: 3,
      last_page_url: url(3),
      next_page_url: url(3),
      path: 'https://api.example.test/api/v1/applications/groups',
      per_page: 15,
      prev_page_url: url(1),
      to: 20,
      total: 35,
    });
  });

  it('answers an empty page past the last with null from/to and last page 1 when nothing matches', () => {
    const beyond = paginate({ data: [], total: 35, page: 9, perPage: 15, url: base });
    expect(beyond).toMatchObject({ from: null, to: null, next_page_url: null, prev_page_url: url(8), last_page: 3 });
    const none = paginate({ data: [], total: 0, page: 1, perPage: 15, url: base });
    expect(none).toMatchObject({ from: null, to: null, last_page: 1, last_page_url: url(1), next_page_url: null, prev_page_url: null });
  });

  it('replaces an existing page parameter in place and keeps the rest of the query', () => {
    const withPage = new URL('https://api.example.test/api/v1/applications/groups?page=2&sort_by=label');
    const result = paginate({ data: [1], total: 40, page: 2, perPage: 15, url: withPage });
    expect(result.next_page_url).toBe('https://api.example.test/api/v1/applications/groups?page=3&sort_by=label');
    expect(result.first_page_url).toBe('https://api.example.test/api/v1/applications/groups?page=1&sort_by=label');
  });

  it('writes every page URL as URLSearchParams.set("page", n) would, whatever the query holds', () => {
    const searches = ['', '?', '?page=4', '?a=1&page=2&b=2', '?page=1&page=9&x=%20y', '?q=maria+garc%C3%ADa&stores=1,2', '?stores[]=1&stores[]=2&page=', '?=v&k=&page=3&&z', '?PAGE=2&page_x=1'];
    for (const search of searches) {
      const from = new URL(`https://api.example.test/api/v1/applications/groups${search}`);
      const result = paginate({ data: [1], total: 400, page: 9, perPage: 15, url: from });
      const expected = (n: number) => {
        const params = new URLSearchParams(from.search);
        params.set('page', String(n));
        return `${result.path}?${params.toString()}`;
      };
      for (const link of result.links) if (link.url) expect(link.url).toBe(expected(Number(link.label) || (link.label.includes('Previous') ? 8 : 10)));
      expect([result.first_page_url, result.last_page_url, result.prev_page_url, result.next_page_url]).toEqual([expected(1), expected(27), expected(8), expected(10)]);
    }
  });
});
