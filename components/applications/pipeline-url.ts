import type { PipelineQuery } from '@/lib/core/applications/pipeline-query';
import { DEFAULT_PER_PAGE } from '@/lib/core/applications/pipeline-query-values';
import { readPipelineQuery } from '@/lib/core/applications/read-pipeline-query';
import { searchParamsToObject } from '@/lib/core/applications/search-params';

/** The URL keys of the pipeline view: the same names the API's `GET /applications/groups` reads. */
export const pipelineParamKeys = [
  'purchase_group',
  'stores',
  'statuses',
  'sort_by',
  'sort_order',
  'date_from',
  'date_to',
  'date_type',
  'date_zone',
  'decisions',
  'lease_states',
  'verified',
  'page',
  'per_page',
  'q',
] as const;

export type PipelineParamKey = (typeof pipelineParamKeys)[number];

type SearchInput = URLSearchParams | Record<string, string | string[] | undefined>;

function toSearchParams(input: SearchInput): URLSearchParams {
  if (input instanceof URLSearchParams) return input;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, v);
  }
  return params;
}

/**
 * Reads the view from the URL as the API's schema would (server page and browser alike; without zod,
 * read-pipeline-query.ts). A value it refuses (a hand-edited `page=abc`) is dropped and reported, rather
 * than breaking the page.
 */
export function parsePipelineParams(input: SearchInput): { query: PipelineQuery; ignored: PipelineParamKey[] } {
  const raw = searchParamsToObject(toSearchParams(input));
  const candidate: Record<string, string | string[]> = {};
  for (const key of pipelineParamKeys) if (raw[key] !== undefined) candidate[key] = raw[key];
  return readPipelineQuery(candidate);
}

/**
 * The canonical query string of a view: defaults left out, lists comma-separated (`stores=1,4`), so one
 * view has one URL. It doubles as the react-query key.
 */
export function pipelineSearch(query: PipelineQuery): string {
  const parts: [PipelineParamKey, string][] = [];
  if (query.purchase_group !== 'all') parts.push(['purchase_group', query.purchase_group]);
  if (query.stores?.length) parts.push(['stores', query.stores.join(',')]);
  if (query.statuses?.length) parts.push(['statuses', query.statuses.join(',')]);
  if (query.date_from) parts.push(['date_from', query.date_from]);
  if (query.date_to) parts.push(['date_to', query.date_to]);
  if (query.date_type !== 'created_at') parts.push(['date_type', query.date_type]);
  if (query.date_zone !== 'utc') parts.push(['date_zone', query.date_zone]);
  if (query.decisions?.length) parts.push(['decisions', query.decisions.join(',')]);
  if (query.lease_states?.length) parts.push(['lease_states', query.lease_states.join(',')]);
  if (query.verified !== undefined) parts.push(['verified', String(query.verified)]);
  if (query.q) parts.push(['q', query.q]);
  if (query.sort_by !== 'created_at') parts.push(['sort_by', query.sort_by]);
  if (query.sort_order !== 'desc') parts.push(['sort_order', query.sort_order]);
  if (query.page !== 1) parts.push(['page', String(query.page)]);
  if (query.per_page !== DEFAULT_PER_PAGE) parts.push(['per_page', String(query.per_page)]);
  return parts.map(([key, value]) => `${key}=${encodeURIComponent(value).replace(/%2C/gi, ',')}`).join('&');
}

export function pipelineHref(pathname: string, query: PipelineQuery): string {
  const search = pipelineSearch(query);
  return search ? `${pathname}?${search}` : pathname;
}

export const pipelineQueryKey = (query: PipelineQuery) => ['pipeline', pipelineSearch(query)] as const;

/** True when the view narrows the pipeline beyond its tab (what "clear filters" undoes). */
export function hasFilters(query: PipelineQuery): boolean {
  return Boolean(query.stores?.length || query.statuses?.length || query.date_from || query.date_to || query.q);
}

export function withoutFilters(query: PipelineQuery): PipelineQuery {
  return { ...query, stores: undefined, statuses: undefined, date_from: undefined, date_to: undefined, date_type: 'created_at', q: undefined, page: 1 };
}
