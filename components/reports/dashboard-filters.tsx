'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { CheckboxMenu } from '@/components/applications/checkbox-menu';
import { Button } from '@/components/ui/button';
import { DateRangeField } from '@/components/ui/date-picker-on-demand';
import { Label } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { ReportPeriod } from '@/lib/core/reports/schemas';

type Props = {
  period: ReportPeriod;
  from: string;
  to: string;
  stores: { id: number; name: string; retailerName: string }[];
  retailers: { id: number; name: string }[] | null;
  selectedStores: number[];
  selectedRetailers: number[];
};

const periodLabels: Record<ReportPeriod, string> = { today: 'Today', '7d': 'Last 7 days', '30d': 'Last 30 days', '90d': 'Last 90 days', custom: 'Custom…' };

/** The dashboard's filters live in the URL: each change navigates, so every view can be shared and reloaded. */
export function DashboardFilters({ period, from, to, stores, retailers, selectedStores, selectedRetailers }: Props) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const [draft, setDraft] = useState({ period, from, to });

  const go = (next: { period: ReportPeriod; from?: string; to?: string; stores?: number[]; retailers?: number[] }) => {
    const params = new URLSearchParams();
    params.set('period', next.period);
    if (next.period === 'custom') {
      if (next.from) params.set('from', next.from);
      if (next.to) params.set('to', next.to);
    }
    const s = next.stores ?? selectedStores;
    const r = next.retailers ?? selectedRetailers;
    if (s.length) params.set('stores', s.join(','));
    if (r.length) params.set('retailers', r.join(','));
    startTransition(() => router.push(`${pathname}?${params.toString()}`));
  };

  return (
    <form
      className="flex flex-wrap items-end gap-3"
      aria-busy={pending}
      onSubmit={(event) => {
        event.preventDefault();
        go(draft);
      }}
    >
      <div className="space-y-1">
        <Label htmlFor="dashboard-period">Period</Label>
        <Select
          id="dashboard-period"
          value={draft.period}
          onChange={(event) => {
            const value = event.target.value as ReportPeriod;
            setDraft((d) => ({ ...d, period: value }));
            if (value !== 'custom') go({ period: value });
          }}
        >
          {(Object.keys(periodLabels) as ReportPeriod[]).map((p) => (
            <option key={p} value={p}>
              {periodLabels[p]}
            </option>
          ))}
        </Select>
      </div>
      {draft.period === 'custom' ? (
        <>
          <DateRangeField
            label="Days"
            description="First and last day, each store's local days"
            className="w-full sm:w-72"
            testId="dashboard-days"
            value={{ from: draft.from, to: draft.to }}
            onChange={(range) => setDraft((d) => ({ ...d, ...range }))}
          />
          <Button type="submit" disabled={pending || !draft.from || !draft.to}>
            Show
          </Button>
        </>
      ) : null}
      {retailers && retailers.length > 1 ? (
        <CheckboxMenu
          label="Retailers"
          allLabel="All retailers"
          testId="dashboard-retailers"
          options={retailers.map((r) => ({ value: String(r.id), label: r.name }))}
          selected={selectedRetailers.map(String)}
          onChange={(values) => go({ ...draft, retailers: values.map(Number) })}
        />
      ) : null}
      {stores.length > 1 ? (
        <CheckboxMenu
          label="Stores"
          allLabel="All stores"
          testId="dashboard-stores"
          options={stores.map((s) => ({ value: String(s.id), label: s.name, group: retailers ? s.retailerName : undefined }))}
          selected={selectedStores.map(String)}
          onChange={(values) => go({ ...draft, stores: values.map(Number) })}
        />
      ) : null}
    </form>
  );
}
