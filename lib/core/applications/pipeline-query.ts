import { z } from 'zod';
import { applicationStates, leaseStates } from '@/db/schema/enums';
import { calendarDateSchema } from '../dates';
import { purchaseGroups } from './purchase-groups';
import {
  DEFAULT_PER_PAGE,
  MAX_PER_PAGE,
  MAX_SEARCH_LENGTH,
  decisionCodes,
  pipelineDateTypes,
  pipelineDateZones,
  pipelineSortFields,
  type PipelineSortField,
} from './pipeline-query-values';

export { DEFAULT_PER_PAGE, MAX_PER_PAGE, MAX_SEARCH_LENGTH, decisionCodes, pipelineDateTypes, pipelineDateZones, pipelineSortFields, type PipelineSortField };

const oneOf = <const T extends readonly [string, ...string[]]>(values: T, name: string) =>
  z.enum(values, { error: () => `The ${name} must be one of: ${values.join(', ')}.` });

/** `stores=1,2`, `stores[]=1&stores[]=2` and `stores=1&stores=2` all arrive here as a list of strings. */
const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => {
    if (value === undefined || value === '') return undefined;
    const list = Array.isArray(value) ? value : [value];
    return list.flatMap((v) => String(v).split(',')).map((v) => v.trim()).filter((v) => v !== '');
  }, z.array(item).optional());

/**
 * The pipeline's filters (API 4.4). One definition serves the API query string, the portal's URL state
 * and the OpenAPI document.
 */
export const pipelineQuerySchema = z
  .object({
    purchase_group: oneOf(purchaseGroups, 'purchase group').default('all'),
    page: z.coerce.number({ error: 'The page must be a whole number of at least 1.' }).int('The page must be a whole number of at least 1.').min(1, 'The page must be a whole number of at least 1.').default(1),
    per_page: z.coerce
      .number({ error: `The per page must be a whole number from 1 to ${MAX_PER_PAGE}.` })
      .int(`The per page must be a whole number from 1 to ${MAX_PER_PAGE}.`)
      .min(1, `The per page must be a whole number from 1 to ${MAX_PER_PAGE}.`)
      .max(MAX_PER_PAGE, `The per page must be a whole number from 1 to ${MAX_PER_PAGE}.`)
      .default(DEFAULT_PER_PAGE),
    stores: listOf(z.coerce.number({ error: 'Each store must be a store id.' }).int('Each store must be a store id.').positive('Each store must be a store id.')),
    statuses: listOf(oneOf(applicationStates, 'status')),
    sort_by: oneOf(pipelineSortFields, 'sort by').default('created_at'),
    sort_order: z.preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), oneOf(['asc', 'desc'], 'sort order')).default('desc'),
    date_from: calendarDateSchema.optional(),
    date_to: calendarDateSchema.optional(),
    date_type: oneOf(pipelineDateTypes, 'date type').default('created_at'),
    // Drill-down filters the dashboard's figures link with (lib/core/reports); additive to API 4.4.
    date_zone: oneOf(pipelineDateZones, 'date zone').default('utc'),
    decisions: listOf(oneOf(decisionCodes, 'decision')),
    lease_states: listOf(oneOf(leaseStates, 'lease state')),
    verified: z.preprocess(
      (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v === '' ? undefined : v),
      z.boolean({ error: 'Verified must be true or false.' }).optional(),
    ),
    /** Search: a name, phone, e-mail, application id, loan number or the last four of an SSN (search-condition.ts). */
    q: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().replace(/\s+/g, ' ') || undefined : v),
      z.string().max(MAX_SEARCH_LENGTH, `The search must be at most ${MAX_SEARCH_LENGTH} characters.`).optional(),
    ),
  })
  .refine((q) => !q.date_from || !q.date_to || q.date_from <= q.date_to, {
    path: ['date_to'],
    message: 'The date to must be on or after the date from.',
  });

export type PipelineQuery = z.output<typeof pipelineQuerySchema>;
export type PipelineQueryInput = z.input<typeof pipelineQuerySchema>;

export { searchParamsToObject } from './search-params';
