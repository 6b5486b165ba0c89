'use client';

import { purchaseGroupLabels, purchaseGroups, type PurchaseGroup } from '@/lib/core/applications/purchase-groups';
import type { PipelineQuery } from '@/lib/core/applications/pipeline-query';
import { cn } from '@/components/ui/cn';
import { formatCount } from './format';
import { QueryLink } from './pipeline-nav';

type Props = {
  query: PipelineQuery;
  counts: Record<PurchaseGroup, number> | undefined;
};

/** One tab per purchase group; each count honours the other filters. */
export function PipelineTabs({ query, counts }: Props) {
  return (
    <nav aria-label="Purchase groups" className="relative -mb-px sm:overflow-x-auto">
      <ul className="flex flex-wrap gap-x-1 border-b border-slate-200 sm:min-w-max sm:flex-nowrap">
        {purchaseGroups.map((group) => {
          const current = query.purchase_group === group;
          return (
            <li key={group}>
              <QueryLink
                to={{ ...query, purchase_group: group, page: 1 }}
                aria-current={current ? 'page' : undefined}
                data-testid={`tab-${group}`}
                className={cn(
                  'flex items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors',
                  current ? 'border-indigo-600 text-indigo-700' : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
                )}
              >
                {purchaseGroupLabels[group]}
                <span
                  data-testid={`tab-count-${group}`}
                  className={cn(
                    'min-w-6 rounded-full px-2 py-0.5 text-center text-xs tabular-nums',
                    current ? 'bg-indigo-100 text-indigo-700' : 'bg-slate-100 text-slate-600',
                  )}
                >
                  {counts ? formatCount(counts[group]) : '–'}
                  <span className="sr-only"> applications</span>
                </span>
              </QueryLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
