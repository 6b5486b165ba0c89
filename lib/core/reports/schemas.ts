import { z } from 'zod';
import { calendarDateSchema } from '../dates';
import { localDate } from '../leases/local-date';

export const reportPeriods = ['today', '7d', '30d', '90d', 'custom'] as const;
export type ReportPeriod = (typeof reportPeriods)[number];

/** Longest custom period: a year and a day, so one dashboard read stays bounded. */
export const MAX_PERIOD_DAYS = 366;

const idList = z.preprocess((value) => {
  if (value === undefined || value === '') return undefined;
  const list = Array.isArray(value) ? value : [value];
  return list.flatMap((v) => String(v).split(',')).map((v) => v.trim()).filter((v) => v !== '');
}, z.array(z.coerce.number().int().positive()).optional());

/**
 * The dashboard's filters (the portal's URL state and the core's input): a period of store-local
 * calendar days, compared with the same number of days just before it, and the stores (admins also
 * retailers) it covers.
 */
export const dashboardQuerySchema = z
  .object({
    period: z.enum(reportPeriods, { error: () => `The period must be one of: ${reportPeriods.join(', ')}.` }).default('7d'),
    from: calendarDateSchema.optional(),
    to: calendarDateSchema.optional(),
    stores: idList,
    retailers: idList,
  })
  .superRefine((q, issue) => {
    if (q.period !== 'custom') return;
    if (!q.from) issue.addIssue({ code: 'custom', path: ['from'], message: 'Choose the first day of the period.' });
    if (!q.to) issue.addIssue({ code: 'custom', path: ['to'], message: 'Choose the last day of the period.' });
    if (q.from && q.to && q.from > q.to) issue.addIssue({ code: 'custom', path: ['to'], message: 'The last day must be on or after the first day.' });
    if (q.from && q.to && daysBetween(q.from, q.to) + 1 > MAX_PERIOD_DAYS)
      issue.addIssue({ code: 'custom', path: ['to'], message: `A period can cover at most ${MAX_PERIOD_DAYS} days.` });
  });

export type DashboardQuery = z.output<typeof dashboardQuerySchema>;
export type DashboardQueryInput = z.input<typeof dashboardQuerySchema>;

const DAY_MS = 86_400_000;

/** Whole days from one YYYY-MM-DD to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The YYYY-MM-DD `days` after (or before, when negative) a YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export type ResolvedPeriod = { from: string; to: string; previousFrom: string; previousTo: string; days: number };

const presetDays: Record<Exclude<ReportPeriod, 'custom'>, number> = { today: 1, '7d': 7, '30d': 30, '90d': 90 };

/**
 * The period's calendar days and the previous period of equal length. Presets end today, "today" read
 * in `timeZone` (the first store's zone in the view, so the figures link to the same pipeline dates).
 */
export function resolvePeriod(query: Pick<DashboardQuery, 'period' | 'from' | 'to'>, now: Date, timeZone: string): ResolvedPeriod {
  let from: string;
  let to: string;
  if (query.period === 'custom') {
    from = query.from!;
    to = query.to!;
  } else {
    to = localDate(now, timeZone);
    from = addDays(to, -(presetDays[query.period] - 1));
  }
  const days = daysBetween(from, to) + 1;
  return { from, to, previousFrom: addDays(from, -days), previousTo: addDays(from, -1), days };
}
