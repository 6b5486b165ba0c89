import { count, type Query } from 'drizzle-orm';
import { applications } from '@/db/schema';
import type { Ctx } from '../context';
import { scopeOf } from '../scope';
import { maintainedCountsAnswer, maintainedTotalQuery } from './pipeline-counts';
import { pipelinePageQuery } from './pipeline-page-rows';
import type { PipelineQuery } from './pipeline-query';
import { pipelineConditions } from './pipeline-conditions';

/** A pipeline view's two statements: its page of rows and its total. */
export type PipelineStatements = { page: Query; total: Query };

/**
 * Views rendered to SQL, by scope and parsed query. Rendering a view (drizzle composing the conditions and
 * walking them into text and parameters) was about a tenth of the pipeline's own CPU per request, and
 * the same few views are asked again and again (every clerk's default tab, a manager's saved filters).
 * A view's statements depend on nothing else: no clock, no per-request value. Least recently used first out.
 */
const rendered = new Map<string, PipelineStatements>();
const MAX_VIEWS = 500;

export function pipelineStatements(ctx: Ctx, query: PipelineQuery): PipelineStatements {
  const key = `${JSON.stringify(scopeOf(ctx.actor))} ${JSON.stringify(query)}`;
  let statements = rendered.get(key);
  if (statements) {
    rendered.delete(key);
  } else {
    statements = render(ctx, query);
    if (rendered.size >= MAX_VIEWS) rendered.delete(rendered.keys().next().value!);
  }
  rendered.set(key, statements);
  return statements;
}

function render(ctx: Ctx, query: PipelineQuery): PipelineStatements {
  const where = pipelineConditions(ctx, query);
  const page = pipelinePageQuery({ where, sortBy: query.sort_by, sortOrder: query.sort_order, limit: query.per_page, offset: (query.page - 1) * query.per_page });
  // The total: summed from the maintained counts when they answer the view exactly (pipeline-counts.ts),
  // else counted from the filtered applications.
  const total = maintainedCountsAnswer(query) ? maintainedTotalQuery(ctx, query) : ctx.db.select({ total: count() }).from(applications).where(where).toSQL();
  return { page, total };
}
