'use client';

import Link from 'next/link';
import type { PipelineQuery, PipelineSortField } from '@/lib/core/applications/pipeline-query';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import { formatDate, formatTimestamp } from './format';
import { applicationStateLabels, leaseStateLabels } from './labels';
import { QueryLink } from './pipeline-nav';
import type { PipelineRowView } from './types';

type Column = { key: string; label: string; sort?: PipelineSortField; align?: 'right'; sticky?: string };

const columns: Column[] = [
  // ID and applicant stay in view while a narrow screen scrolls the rest of the row sideways.
  { key: 'id', label: 'ID', sort: 'id', sticky: 'sticky left-0 w-16 min-w-16' },
  { key: 'applicant', label: 'Applicant', sort: 'label', sticky: 'sticky left-16 shadow-[inset_-1px_0_0_var(--color-slate-200)] xl:shadow-none' },
  { key: 'store', label: 'Store', sort: 'store_id' },
  { key: 'state', label: 'State', sort: 'state_code' },
  { key: 'lease', label: 'Lease' },
  { key: 'amount', label: 'Approved', align: 'right' },
  { key: 'expires', label: 'Expires in', sort: 'days_to_expire', align: 'right' },
  { key: 'created', label: 'Created', sort: 'created_at' },
  { key: 'updated', label: 'Updated', sort: 'updated_at' },
];

// The first click on a column sorts the way people usually read it: names A→Z, dates newest first.
const firstOrder: Record<PipelineSortField, 'asc' | 'desc'> = {
  id: 'desc',
  label: 'asc',
  store_id: 'asc',
  state_code: 'asc',
  days_to_expire: 'asc',
  created_at: 'desc',
  updated_at: 'desc',
};

const stickyCell = 'z-10 bg-white group-hover:bg-slate-50';

type TableProps = {
  rows: PipelineRowView[];
  query: PipelineQuery;
  storeNames: Map<number, string>;
};

function SortIcon({ direction }: { direction: 'asc' | 'desc' | null }) {
  return (
    <svg aria-hidden viewBox="0 0 12 16" className={cn('h-3.5 w-3', direction ? 'text-indigo-600' : 'text-slate-300')}>
      <path d="M6 1 10 6H2z" fill="currentColor" opacity={direction === 'desc' ? 0.25 : 1} />
      <path d="M6 15 2 10h8z" fill="currentColor" opacity={direction === 'asc' ? 0.25 : 1} />
    </svg>
  );
}

function HeaderRow({ query }: Pick<TableProps, 'query'>) {
  return (
    <tr>
      {columns.map((column) => {
        const active = column.sort !== undefined && query.sort_by === column.sort;
        const direction = active ? query.sort_order : null;
        return (
          <TH
            key={column.key}
            scope="col"
            aria-sort={column.sort ? (direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none') : undefined}
            className={cn(column.align === 'right' && 'text-right', column.sticky, column.sticky && 'z-10 bg-slate-50')}
          >
            {column.sort ? (
              <QueryLink
                to={{
                  ...query,
                  sort_by: column.sort,
                  sort_order: active ? (query.sort_order === 'asc' ? 'desc' : 'asc') : firstOrder[column.sort],
                  page: 1,
                }}
                data-testid={`sort-${column.sort}`}
                className={cn('inline-flex items-center gap-1 rounded hover:text-slate-900', active && 'text-slate-900')}
              >
                {column.label}
                <SortIcon direction={direction} />
              </QueryLink>
            ) : (
              column.label
            )}
          </TH>
        );
      })}
    </tr>
  );
}

function ExpiresIn({ days }: { days: number | null }) {
  if (days === null) return <span className="text-slate-500">—</span>;
  const text = days === 0 ? 'Today' : days === 1 ? '1 day' : `${days} days`;
  return <span className={cn('tabular-nums', days <= 5 ? 'font-medium text-amber-700' : 'text-slate-700')}>{text}</span>;
}

export function PipelineTable({ rows, query, storeNames }: TableProps) {
  return (
    <Table>
      <caption className="sr-only">Applications, {rows.length} shown</caption>
      <THead>
        <HeaderRow query={query} />
      </THead>
      <TBody>
        {rows.map((row) => {
          const state = applicationStateLabels[row.stateCode];
          const lease = row.lease ? leaseStateLabels[row.lease.stateCode] : null;
          return (
            <TR key={row.id} className="group" data-testid="pipeline-row" data-application-id={row.id} data-state={row.stateCode} data-store-id={row.storeId}>
              <TD className={cn('font-mono text-xs text-slate-500 tabular-nums', stickyCell, columns[0]!.sticky)}>{row.id}</TD>
              <TD className={cn('font-medium text-slate-900', stickyCell, columns[1]!.sticky)} data-testid="cell-applicant">
                <Link href={`/applications/${row.id}`} className="hover:text-indigo-700 hover:underline focus-visible:underline">
                  {row.label}
                </Link>
              </TD>
              <TD className="min-w-36 whitespace-normal" data-testid="cell-store">
                {storeNames.get(row.storeId) ?? `Store ${row.storeId}`}
              </TD>
              <TD data-testid="cell-state">
                <Badge tone={state.tone}>{state.label}</Badge>
              </TD>
              <TD data-testid="cell-lease">
                {row.lease && lease ? (
                  <span className="flex flex-col gap-0.5">
                    <Badge tone={lease.tone} className="self-start">
                      {lease.label}
                    </Badge>
                    <span className="font-mono text-xs text-slate-500">{row.lease.loanNumber}</span>
                  </span>
                ) : (
                  <span className="text-slate-500">—</span>
                )}
              </TD>
              <TD className="text-right tabular-nums">{row.approvedAmount ?? <span className="text-slate-500">—</span>}</TD>
              <TD className="text-right">
                <ExpiresIn days={row.daysToExpire} />
              </TD>
              <TD data-testid="cell-created">
                <time dateTime={row.createdAt} title={formatTimestamp(row.createdAt)}>
                  {formatDate(row.createdAt)}
                </time>
              </TD>
              <TD data-testid="cell-updated">
                <time dateTime={row.updatedAt} title={formatTimestamp(row.updatedAt)}>
                  {formatDate(row.updatedAt)}
                </time>
              </TD>
            </TR>
          );
        })}
      </TBody>
    </Table>
  );
}

/** The table's shape while the first page loads, so the layout does not jump when it arrives. */
export function PipelineTableSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <Table aria-hidden>
      <THead>
        <tr>
          {columns.map((column) => (
            <TH key={column.key} className={cn(column.align === 'right' && 'text-right')}>
              {column.label}
            </TH>
          ))}
        </tr>
      </THead>
      <TBody>
        {Array.from({ length: rows }, (_, i) => (
          <tr key={i}>
            {columns.map((column) => (
              <TD key={column.key}>
                <Skeleton className={cn('h-4', column.key === 'applicant' ? 'w-32' : column.key === 'store' ? 'w-28' : 'w-16')} />
              </TD>
            ))}
          </tr>
        ))}
      </TBody>
    </Table>
  );
}
