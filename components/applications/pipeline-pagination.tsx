'use client';

import { useId } from 'react';
import type { PipelineQuery } from '@/lib/core/applications/pipeline-query';
import { MAX_PER_PAGE } from '@/lib/core/applications/pipeline-query-values';
import { cn } from '@/components/ui/cn';
import { Select } from '@/components/ui/select';
import { QueryLink, usePipelineNav } from './pipeline-nav';

export const perPageOptions = [10, 15, 25, 50, MAX_PER_PAGE] as const;

type Props = {
  query: PipelineQuery;
  total: number;
};

/** Page numbers around the current one, with the first and last always in reach: 1 … 4 5 [6] 7 8 … 20. */
export function pageWindow(current: number, last: number): (number | 'gap')[] {
  const pages = new Set([1, last, current - 2, current - 1, current, current + 1, current + 2].filter((p) => p >= 1 && p <= last));
  // Fill a lone gap with its page instead of an ellipsis (1 2 3, not 1 … 3).
  for (const p of [...pages]) {
    if (pages.has(p + 2) && !pages.has(p + 1)) pages.add(p + 1);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

const pageLinkClass = 'inline-flex h-9 min-w-9 items-center justify-center rounded-md px-2.5 text-sm font-medium tabular-nums';

export function PipelinePagination({ query, total }: Props) {
  const id = useId();
  const { navigate } = usePipelineNav();
  const last = Math.max(1, Math.ceil(total / query.per_page));
  const current = query.page;
  const arrow = (page: number, label: string, rel: 'prev' | 'next', disabled: boolean) =>
    disabled ? (
      <span aria-disabled="true" className={cn(pageLinkClass, 'cursor-not-allowed text-slate-300')}>
        {label}
      </span>
    ) : (
      <QueryLink to={{ ...query, page }} rel={rel} className={cn(pageLinkClass, 'text-slate-700 hover:bg-slate-100')} data-testid={`page-${rel}`}>
        {label}
      </QueryLink>
    );

  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex items-center gap-2 text-sm text-slate-600">
        <label htmlFor={`${id}-per-page`} className="whitespace-nowrap">
          Rows per page
        </label>
        <Select
          id={`${id}-per-page`}
          className="h-9 w-20"
          value={query.per_page}
          onChange={(event) => navigate({ ...query, per_page: Number(event.target.value), page: 1 })}
        >
          {(perPageOptions as readonly number[]).includes(query.per_page) ? null : <option value={query.per_page}>{query.per_page}</option>}
          {perPageOptions.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </Select>
      </div>
      {last > 1 || current > 1 ? (
        <nav aria-label="Pagination">
          <ul className="flex flex-wrap items-center gap-1">
            <li>{arrow(current - 1, 'Previous', 'prev', current <= 1)}</li>
            {pageWindow(Math.min(current, last), last).map((page, i) =>
              page === 'gap' ? (
                <li key={`gap-${i}`} aria-hidden className={cn(pageLinkClass, 'text-slate-500')}>
                  …
                </li>
              ) : (
                <li key={page}>
                  <QueryLink
                    to={{ ...query, page }}
                    aria-current={page === current ? 'page' : undefined}
                    aria-label={`Page ${page}`}
                    data-testid={`page-${page}`}
                    className={cn(pageLinkClass, page === current ? 'bg-indigo-600 text-white' : 'text-slate-700 hover:bg-slate-100')}
                  >
                    {page}
                  </QueryLink>
                </li>
              ),
            )}
            <li>{arrow(current + 1, 'Next', 'next', current >= last)}</li>
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
