import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { parseInput } from '../validation';
import { readTotal } from './pipeline-counts';
import { pipelineQuerySchema, type PipelineQuery, type PipelineQueryInput } from './pipeline-query';
import { readPipelinePage, type PipelineRow } from './pipeline-page-rows';
import { pipelineStatements } from './pipeline-statements';

export type { PipelineApplication, PipelineLease, PipelineRow } from './pipeline-page-rows';
export type PipelinePage = { rows: PipelineRow[]; total: number; page: number; perPage: number; query: PipelineQuery };

/**
 * One page of the application pipeline (API 4.4, the portal's /applications). Scoped to the actor:
 * rows of stores or retailers it cannot see never appear, and filtering by such a store finds nothing.
 */
export async function listApplicationGroups(ctx: Ctx, input: PipelineQueryInput): Promise<PipelinePage> {
  requirePermission(ctx, 'application.read');
  const query = parseInput(pipelineQuerySchema, input);
  const statements = pipelineStatements(ctx, query);
  const [rows, total] = await Promise.all([readPipelinePage(ctx.db, statements.page), readTotal(ctx.db, statements.total)]);
  return { rows, total, page: query.page, perPage: query.per_page, query };
}
