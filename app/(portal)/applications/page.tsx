import type { Metadata } from 'next';
import { Suspense } from 'react';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { requireStaffCtx } from '@/lib/auth/current-actor';
import { listStoresInScope } from '@/lib/core/stores/list-stores-in-scope';
import { Providers } from '@/components/providers';
import { ExportLink } from '@/components/applications/export-link';
import { PipelineView } from '@/components/applications/pipeline-view';
import { parsePipelineParams, pipelineHref, pipelineQueryKey } from '@/components/applications/pipeline-url';
import { fetchPipeline } from './actions';
import { loadPipeline } from './load-pipeline';

export const metadata: Metadata = { title: 'Applications' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ApplicationsPage({ searchParams }: Props) {
  const { query } = parsePipelineParams(await searchParams);
  const ctx = await requireStaffCtx(pipelineHref('/applications', query));
  const stores = await listStoresInScope(ctx);

  // The first view renders on the server; the browser takes over from the same cache entry.
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery({ queryKey: pipelineQueryKey(query), queryFn: () => loadPipeline(ctx, query) });

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold tracking-tight text-slate-900">Applications</h1>
          <p className="mt-1 text-sm text-slate-600">Every application in your stores, from decision to payout.</p>
        </div>
        <Suspense>
          <ExportLink />
        </Suspense>
      </div>
      <Providers>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <PipelineView
          stores={stores.map((s) => ({ id: s.id, name: s.name, retailerName: s.retailerName }))}
          showRetailer={new Set(stores.map((s) => s.retailerId)).size > 1}
          fetchPipeline={fetchPipeline}
        />
      </HydrationBoundary>
      </Providers>
    </div>
  );
}
