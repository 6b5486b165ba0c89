import { readPipelineQuery } from '@/lib/core/applications/read-pipeline-query';
import type { DashboardFigures } from '@/lib/core/reports/get-dashboard';
import { formatCents } from '@/lib/core/money';
import { pipelineHref } from '@/components/applications/pipeline-url';

export type FigureKey = Exclude<keyof DashboardFigures, 'medianSecondsToFunding'>;

/** Each figure, how it reads and the pipeline filter that lists exactly its rows. */
export const figureDefs: { key: FigureKey; label: string; money?: true; filter: Record<string, string> }[] = [
  { key: 'submitted', label: 'Applications submitted', filter: {} },
  { key: 'approved', label: 'Approved', filter: { decisions: 'A' } },
  { key: 'review', label: 'Sent to review', filter: { decisions: 'R' } },
  { key: 'declined', label: 'Declined', filter: { decisions: 'N' } },
  { key: 'approvedCents', label: 'Approved amount', money: true, filter: { decisions: 'A' } },
  { key: 'leases', label: 'Leases created', filter: { lease_states: 'V,S,D,F,P,X' } },
  { key: 'signed', label: 'Signed', filter: { lease_states: 'S,D,F,P' } },
  { key: 'delivered', label: 'Delivered', filter: { lease_states: 'D,F,P' } },
  { key: 'funded', label: 'Funded', filter: { lease_states: 'F,P' } },
  { key: 'fundedCents', label: 'Funded amount', money: true, filter: { lease_states: 'F,P' } },
  { key: 'paidOut', label: 'Paid out', filter: { lease_states: 'P' } },
];

/** The funnel's steps, each a subset of the one before. */
export const funnelSteps: { key: FigureKey; label: string }[] = [
  { key: 'submitted', label: 'Application' },
  { key: 'approved', label: 'Approved' },
  { key: 'verified', label: 'Verified' },
  { key: 'leases', label: 'Lease' },
  { key: 'signed', label: 'Signed' },
  { key: 'funded', label: 'Funded' },
];

export const filterOf = (key: FigureKey): Record<string, string> =>
  key === 'verified' ? { verified: 'true' } : (figureDefs.find((d) => d.key === key)?.filter ?? {});

/** The pipeline listing a figure's rows: the period's dates as each store's local days, the view's stores. */
export function drillHref(view: { from: string; to: string; storeIds: number[] | null }, filter: Record<string, string>, storeId?: number): string {
  const stores = storeId !== undefined ? String(storeId) : view.storeIds?.join(',');
  const { query } = readPipelineQuery({ date_from: view.from, date_to: view.to, date_zone: 'store', ...(stores ? { stores } : {}), ...filter });
  return pipelineHref('/applications', query);
}

export const formatFigure = (value: number, money?: boolean) => (money ? formatCents(value) : value.toLocaleString('en-US'));

export function percent(part: number, whole: number): string {
  return whole === 0 ? '—' : `${((part / whole) * 100).toFixed(1)}%`;
}

/** "+12.5%" against the previous period; "new" from zero, "—" when both are zero. */
export function change(current: number, previous: number): { text: string; tone: 'up' | 'down' | 'flat' } {
  if (previous === 0) return current === 0 ? { text: '—', tone: 'flat' } : { text: 'new', tone: 'up' };
  const delta = ((current - previous) / previous) * 100;
  if (Math.abs(delta) < 0.05) return { text: '0%', tone: 'flat' };
  return { text: `${delta > 0 ? '+' : ''}${delta.toFixed(1)}%`, tone: delta > 0 ? 'up' : 'down' };
}

export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  const days = seconds / 86_400;
  if (days >= 1) return `${days.toFixed(1)} days`;
  return `${(seconds / 3_600).toFixed(1)} hours`;
}
