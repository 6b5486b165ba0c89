/**
 * The pipeline filters' value lists and limits, without zod: the schema (pipeline-query.ts) and the
 * browser's URL reader (read-pipeline-query.ts) share them.
 */
export const pipelineSortFields = ['created_at', 'updated_at', 'id', 'state_code', 'store_id', 'label', 'days_to_expire'] as const;
export type PipelineSortField = (typeof pipelineSortFields)[number];
export const pipelineDateTypes = ['created_at', 'updated_at', 'decided_at'] as const;
/** `utc`: date filters are UTC days (the API's default); `store`: each store's own local day (the dashboard's drill-downs). */
export const pipelineDateZones = ['utc', 'store'] as const;
export const decisionCodes = ['A', 'R', 'N'] as const;
export const MAX_PER_PAGE = 100;
export const DEFAULT_PER_PAGE = 15;
/** The longest search the pipeline accepts (search-condition.ts reads what it means). */
export const MAX_SEARCH_LENGTH = 100;
