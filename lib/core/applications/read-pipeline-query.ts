import { applicationStates, leaseStates } from '@/db/schema/enums';
import { normaliseCalendarDate } from '../calendar-date';
import type { PipelineQuery } from './pipeline-query';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE, MAX_SEARCH_LENGTH, decisionCodes, pipelineDateTypes, pipelineDateZones, pipelineSortFields } from './pipeline-query-values';
import { purchaseGroups } from './purchase-groups';

export type PipelineKey = keyof PipelineQuery;
type Raw = Record<string, string | string[] | undefined>;

/** Read failed: the key is dropped and reported. */
const BAD = Symbol('bad');
type Read<T> = T | typeof BAD;

const member = <T extends string>(values: readonly T[]) => (value: unknown): Read<T> => (typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : BAD);

/** `z.coerce.number().int()` with bounds: Number() of whatever came, as zod's coercion does. */
const wholeNumber = (min: number, max = Number.MAX_SAFE_INTEGER) => (value: unknown): Read<number> => {
  const n = Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : BAD;
};

/** `stores=1,2`, `stores[]=1&stores[]=2` and `stores=1&stores=2`: one list, every item valid or none. */
const listOf = <T>(item: (value: unknown) => Read<T>) => (value: unknown): Read<T[] | undefined> => {
  if (value === undefined || value === '') return undefined;
  const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(',')).map((v) => v.trim()).filter((v) => v !== '');
  const items = parts.map(item);
  return items.includes(BAD) ? BAD : (items as T[]);
};

const calendarDate = (value: unknown): Read<string | undefined> => {
  if (value === undefined) return undefined;
  return typeof value === 'string' ? (normaliseCalendarDate(value.trim()) ?? BAD) : BAD;
};

const readers: { [K in PipelineKey]: (value: unknown) => Read<PipelineQuery[K]> } = {
  purchase_group: (v) => (v === undefined ? 'all' : member(purchaseGroups)(v)),
  page: (v) => (v === undefined ? 1 : wholeNumber(1)(v)),
  per_page: (v) => (v === undefined ? DEFAULT_PER_PAGE : wholeNumber(1, MAX_PER_PAGE)(v)),
  stores: listOf(wholeNumber(1)),
  statuses: listOf(member(applicationStates)),
  sort_by: (v) => (v === undefined ? 'created_at' : member(pipelineSortFields)(v)),
  sort_order: (v) => (v === undefined ? 'desc' : member(['asc', 'desc'] as const)(typeof v === 'string' ? v.toLowerCase() : v)),
  date_from: calendarDate,
  date_to: calendarDate,
  date_type: (v) => (v === undefined ? 'created_at' : member(pipelineDateTypes)(v)),
  date_zone: (v) => (v === undefined ? 'utc' : member(pipelineDateZones)(v)),
  decisions: listOf(member(decisionCodes)),
  lease_states: listOf(member(leaseStates)),
  verified: (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v === '' || v === undefined ? undefined : BAD),
  q: (v) => {
    const text = typeof v === 'string' ? v.trim().replace(/\s+/g, ' ') || undefined : v;
    if (text === undefined) return undefined;
    return typeof text === 'string' && text.length <= MAX_SEARCH_LENGTH ? text : BAD;
  },
};

/**
 * The pipeline view from its URL, in the browser, without zod (issue 17: zod is ~35 KB of first-load
 * JavaScript). It reads exactly as `pipelineQuerySchema` does — the same value lists, limits, defaults
 * and normalising, which read-pipeline-query.test.ts holds equal on generated inputs — except that a value
 * it cannot read is dropped and named in `ignored` rather than failing the page. The server action and
 * the API still parse with the schema itself.
 */
export function readPipelineQuery(raw: Raw): { query: PipelineQuery; ignored: PipelineKey[] } {
  const query = {} as Record<PipelineKey, unknown>;
  const ignored: PipelineKey[] = [];
  for (const key of Object.keys(readers) as PipelineKey[]) {
    const value = readers[key](raw[key]);
    if (value === BAD) {
      ignored.push(key);
      query[key] = readers[key](undefined);
    } else query[key] = value;
  }
  // The schema's one rule across fields: a range that ends before it starts loses its end.
  if (typeof query.date_from === 'string' && typeof query.date_to === 'string' && query.date_from > query.date_to) {
    query.date_to = undefined;
    ignored.push('date_to');
  }
  // Keys left out stay out, as zod leaves optional keys it did not see.
  for (const key of Object.keys(query) as PipelineKey[]) if (query[key] === undefined) delete query[key];
  return { query: query as PipelineQuery, ignored };
}
