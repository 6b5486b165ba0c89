'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ActionResult } from '@/lib/auth/authed-action';
import { loginUrl } from '@/lib/auth/callback-url';
import type { PipelineQuery } from '@/lib/core/applications/pipeline-query';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { formatCount } from './format';
import { PipelineFilters } from './pipeline-filters';
import { PipelineSearch } from './pipeline-search';
import { PipelineNavProvider, QueryLink, type PipelineNav } from './pipeline-nav';
import { PipelinePagination } from './pipeline-pagination';
import { PipelineTable, PipelineTableSkeleton } from './pipeline-table';
import { PipelineTabs } from './pipeline-tabs';
import { hasFilters, parsePipelineParams, pipelineHref, pipelineQueryKey, pipelineSearch, withoutFilters } from './pipeline-url';
import type { PipelineData, StoreOption } from './types';

export type FetchPipeline = (query: PipelineQuery) => Promise<ActionResult<PipelineData>>;

type Props = {
  stores: StoreOption[];
  /** Provider admins see several retailers; their store picker groups stores by retailer. */
  showRetailer: boolean;
  fetchPipeline: FetchPipeline;
};

class PipelineLoadError extends Error {
  constructor(readonly result: Extract<ActionResult<never>, { ok: false }>) {
    super(result.formError ?? Object.values(result.fieldErrors).flat()[0] ?? 'The applications could not be loaded.');
  }
}

/**
 * The application pipeline. The URL holds the whole view (the API's own query keys), so reloading or
 * sharing the link shows the same page; react-query fetches each view through a server action and keeps
 * the previous page on screen while the next one loads.
 */
export function PipelineView({ stores, showRetailer, fetchPipeline }: Props) {
  const pathname = usePathname();
  const urlSearch = useSearchParams().toString();
  // The view follows the URL, but a click shows its view at once: Next.js applies history.pushState
  // to useSearchParams in a transition, and a checkbox must not flicker back while that happens. The
  // next change of the URL (this navigation landing, or back/forward) ends the override.
  const [pending, setPending] = useState<string | null>(null);
  const [seenUrlSearch, setSeenUrlSearch] = useState(urlSearch);
  if (seenUrlSearch !== urlSearch) {
    setSeenUrlSearch(urlSearch);
    setPending(null);
  }
  const search = pending ?? urlSearch;
  const { query, ignored } = useMemo(() => parsePipelineParams(new URLSearchParams(search)), [search]);

  const result = useQuery({
    queryKey: pipelineQueryKey(query),
    queryFn: async () => {
      const answer = await fetchPipeline(query);
      if (!answer.ok) throw new PipelineLoadError(answer);
      return answer.data;
    },
    placeholderData: keepPreviousData,
  });

  const sessionEnded = result.error instanceof PipelineLoadError && result.error.result.code === 'unauthenticated';
  useEffect(() => {
    if (sessionEnded) window.location.assign(loginUrl(`${window.location.pathname}${window.location.search}`, 'ended'));
  }, [sessionEnded]);

  const hrefFor = useCallback((next: PipelineQuery) => pipelineHref(pathname, next), [pathname]);
  const nav = useMemo<PipelineNav>(
    () => ({
      hrefFor,
      navigate: (next) => {
        setPending(pipelineSearch(next));
        window.history.pushState(null, '', hrefFor(next));
      },
    }),
    [hrefFor],
  );
  const storeNames = useMemo(() => new Map(stores.map((s) => [s.id, s.name])), [stores]);

  const data = result.data;
  const updating = result.isFetching;
  const first = data && data.rows.length ? (data.page - 1) * data.perPage + 1 : 0;
  const last = data ? first + data.rows.length - 1 : 0;

  return (
    <PipelineNavProvider value={nav}>
      <div className="space-y-4">
        <PipelineTabs query={query} counts={data?.counts} />
        <PipelineSearch query={query} />
        <PipelineFilters query={query} stores={stores} showRetailer={showRetailer} />

        {ignored.length ? (
          <Alert tone="warning">
            Part of this link could not be read and was ignored ({ignored.join(', ')}).{' '}
            <QueryLink to={query} className="font-medium underline">
              Tidy the address
            </QueryLink>
          </Alert>
        ) : null}

        <Card className="overflow-hidden">
          <div className="flex min-h-12 items-center justify-between gap-3 border-b border-slate-200 px-4 py-2.5">
            <p role="status" aria-live="polite" className="text-sm text-slate-600" data-testid="pipeline-summary">
              {result.isError && !sessionEnded
                ? 'The applications could not be loaded.'
                : !data
                  ? 'Loading applications…'
                  : data.total === 0
                    ? 'No applications'
                    : data.rows.length === 0
                      ? `Page ${formatCount(query.page)} is past the end (${formatCount(data.total)} applications)`
                      : `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(data.total)} application${data.total === 1 ? '' : 's'}`}
            </p>
            <span
              aria-hidden={!updating}
              className={cn('flex items-center gap-2 text-xs text-slate-500 transition-opacity', updating && data ? 'opacity-100' : 'opacity-0')}
            >
              <span className="h-3 w-3 animate-spin rounded-full border-2 border-slate-300 border-t-indigo-600" />
              Updating…
            </span>
          </div>

          <div
            data-testid="pipeline-results"
            aria-busy={updating}
            className={cn('relative overflow-x-auto transition-opacity', result.isPlaceholderData && 'opacity-60')}
          >
            {result.isError && !sessionEnded ? (
              <div className="p-6">
                <Alert>
                  <p className="font-medium">
                    {result.error instanceof PipelineLoadError ? result.error.message : 'The applications could not be loaded.'}
                  </p>
                  <p className="mt-1">Check your connection and try again.</p>
                  <Button variant="secondary" size="sm" className="mt-3" onClick={() => result.refetch()}>
                    Try again
                  </Button>
                </Alert>
              </div>
            ) : !data ? (
              <PipelineTableSkeleton />
            ) : data.rows.length === 0 ? (
              <EmptyState
                filtered={hasFilters(query)}
                pastEnd={data.total > 0}
                clearTo={withoutFilters(query)}
                firstPageTo={{ ...query, page: 1 }}
              />
            ) : (
              <PipelineTable rows={data.rows} query={query} storeNames={storeNames} />
            )}
          </div>

          {data && data.total > 0 ? (
            <div className="border-t border-slate-200 px-4 py-3">
              <PipelinePagination query={query} total={data.total} />
            </div>
          ) : null}
        </Card>
      </div>
    </PipelineNavProvider>
  );
}

function EmptyState({ filtered, pastEnd, clearTo, firstPageTo }: { filtered: boolean; pastEnd: boolean; clearTo: PipelineQuery; firstPageTo: PipelineQuery }) {
  return (
    <div className="flex flex-col items-center px-6 py-16 text-center" data-testid="pipeline-empty">
      <svg aria-hidden viewBox="0 0 24 24" className="h-10 w-10 text-slate-300">
        <path fill="none" stroke="currentColor" strokeWidth="1.5" d="M3 7.5h18M3 12h18M3 16.5h10" strokeLinecap="round" />
      </svg>
      {pastEnd ? (
        <>
          <p className="mt-3 text-sm font-semibold text-slate-900">This page is past the end of the list</p>
          <QueryLink to={firstPageTo} className="mt-2 text-sm font-medium text-indigo-700 hover:text-indigo-500">
            Go to the first page
          </QueryLink>
        </>
      ) : filtered ? (
        <>
          <p className="mt-3 text-sm font-semibold text-slate-900">No applications match these filters</p>
          <p className="mt-1 text-sm text-slate-600">Try other stores, statuses or dates.</p>
          <QueryLink to={clearTo} className="mt-3 text-sm font-medium text-indigo-700 hover:text-indigo-500">
            Clear filters
          </QueryLink>
        </>
      ) : (
        <>
          <p className="mt-3 text-sm font-semibold text-slate-900">No applications here yet</p>
          <p className="mt-1 text-sm text-slate-600">Applications appear as soon as a store submits one.</p>
        </>
      )}
    </div>
  );
}
