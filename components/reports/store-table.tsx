'use client';

import Link from 'next/link';
import { useMemo, useState } from 'react';
import type { StoreFigures } from '@/lib/core/reports/get-dashboard';
import { drillHref, figureDefs, formatFigure, type FigureKey } from './figures';

type Props = { stores: StoreFigures[]; from: string; to: string; showRetailer: boolean };

const columns = figureDefs.filter((d) => d.key !== 'review');

/** The same figures per store, sortable by any column; every number opens the pipeline on its rows. */
export function StoreTable({ stores, from, to, showRetailer }: Props) {
  const [sort, setSort] = useState<{ key: FigureKey | 'store'; desc: boolean }>({ key: 'submitted', desc: true });
  const rows = useMemo(() => {
    const sorted = [...stores].sort((a, b) =>
      sort.key === 'store' ? a.storeName.localeCompare(b.storeName) : a.current[sort.key] - b.current[sort.key] || a.storeName.localeCompare(b.storeName),
    );
    return sort.desc ? sorted.reverse() : sorted;
  }, [stores, sort]);

  const header = (key: FigureKey | 'store', label: string, numeric: boolean) => {
    const active = sort.key === key;
    return (
      <th scope="col" key={key} aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : 'none'} className={numeric ? 'px-2 py-2 text-right' : 'px-2 py-2 text-left'}>
        <button type="button" className="font-semibold text-slate-700 hover:text-indigo-700" onClick={() => setSort({ key, desc: active ? !sort.desc : key !== 'store' })}>
          {label}
          <span aria-hidden="true">{active ? (sort.desc ? ' ↓' : ' ↑') : ''}</span>
        </button>
      </th>
    );
  };

  return (
    <div className="overflow-x-auto">
      <table className="min-w-full text-sm" data-testid="store-table">
        <caption className="sr-only">Figures per store for the period; column headers sort</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide">
          <tr>
            {header('store', 'Store', false)}
            {columns.map((c) => header(c.key, c.label, true))}
          </tr>
        </thead>
        <tbody>
          {rows.map((s) => (
            <tr key={s.storeId} className="border-t border-slate-100" data-testid={`store-row-${s.storeId}`}>
              <th scope="row" className="whitespace-nowrap px-2 py-2 text-left font-medium text-slate-900">
                {s.storeName}
                {showRetailer ? <span className="block text-xs font-normal text-slate-600">{s.retailerName}</span> : null}
              </th>
              {columns.map((c) => (
                <td key={c.key} className="whitespace-nowrap px-2 py-2 text-right tabular-nums">
                  <Link className="text-indigo-700 hover:underline" href={drillHref({ from, to, storeIds: null }, c.filter, s.storeId)}>
                    {formatFigure(s.current[c.key], c.money)}
                  </Link>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
