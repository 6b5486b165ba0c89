/**
 * Laravel's length-aware paginator, serialised exactly as `LengthAwarePaginator::toArray()` does it
 * (the API description's sample comes from it): `links` with "&laquo; Previous", page numbers with "..."
 * elision (UrlWindow, 3 on each side) and "Next &raquo;"; absolute page URLs that keep the query.
 */
export type PaginatorLink = { url: string | null; label: string; active: boolean };

export type Paginator<T> = {
  current_page: number;
  data: T[];
  first_page_url: string;
  from: number | null;
  last_page: number;
  last_page_url: string;
  links: PaginatorLink[];
  next_page_url: string | null;
  path: string;
  per_page: number;
  prev_page_url: string | null;
  to: number | null;
  total: number;
};

const ON_EACH_SIDE = 3;

type Element = number[] | '...';

/** Laravel's UrlWindow::get() and Paginator::elements(). */
export function pageElements(currentPage: number, lastPage: number): Element[] {
  const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  if (lastPage < ON_EACH_SIDE * 2 + 8) return [range(1, lastPage)];
  const window = ON_EACH_SIDE + 4;
  const start = range(1, 2);
  const finish = range(lastPage - 1, lastPage);
  if (currentPage <= window) return [range(1, window + ON_EACH_SIDE), '...', finish];
  if (currentPage > lastPage - window) return [start, '...', range(lastPage - (window + (ON_EACH_SIDE - 1)), lastPage)];
  return [start, '...', range(currentPage - ON_EACH_SIDE, currentPage + ON_EACH_SIDE), '...', finish];
}

/**
 * The URL of page n: the request's query with `page` set, as `URLSearchParams.set('page', n)` then
 * `toString()` would write it (the first `page` keeps its place, others go, a missing one comes last).
 * The query is parsed and serialised once per response rather than once per link (a page carries up to
 * 18 of them); a serialised query is its pairs joined by "&", so the text around `page=n` never changes.
 */
function pageUrls(path: string, search: string): (n: number) => string {
  const params = new URLSearchParams(search);
  params.set('page', '1');
  const pairs = [...params];
  const at = pairs.findIndex(([key]) => key === 'page');
  const before = new URLSearchParams(pairs.slice(0, at)).toString();
  const after = new URLSearchParams(pairs.slice(at + 1)).toString();
  const head = `${path}?${before ? `${before}&` : ''}page=`;
  const tail = after ? `&${after}` : '';
  return (n) => `${head}${n}${tail}`;
}

export function paginate<T>(options: { data: T[]; total: number; page: number; perPage: number; url: URL }): Paginator<T> {
  const { data, total, page, perPage, url } = options;
  const lastPage = Math.max(Math.ceil(total / perPage), 1);
  const path = `${url.origin}${url.pathname}`;
  const pageUrl = pageUrls(path, url.search);
  const links: PaginatorLink[] = [
    { url: page > 1 ? pageUrl(page - 1) : null, label: '&laquo; Previous', active: false },
    ...pageElements(page, lastPage).flatMap((element): PaginatorLink[] =>
      element === '...' ? [{ url: null, label: '...', active: false }] : element.map((n) => ({ url: pageUrl(n), label: String(n), active: n === page })),
    ),
    { url: page < lastPage ? pageUrl(page + 1) : null, label: 'Next &raquo;', active: false },
  ];
  const from = data.length ? (page - 1) * perPage + 1 : null;
  return {
    current_page: page,
    data,
    first_page_url: pageUrl(1),
    from,
    last_page: lastPage,
    last_page_url: pageUrl(lastPage),
    links,
    next_page_url: page < lastPage ? pageUrl(page + 1) : null,
    path,
    per_page: perPage,
    prev_page_url: page > 1 ? pageUrl(page - 1) : null,
    to: from === null ? null : from + data.length - 1,
    total,
  };
}
