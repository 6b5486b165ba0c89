import { z } from 'zod';

/**
 * A calendar date given as YYYY-MM-DD or MM/DD/YYYY, normalised to YYYY-MM-DD and checked to exist
 * (2026-02-30 is refused).
 */
export const calendarDateSchema = z
  .string()
  .trim()
  .transform((value, issue) => {
    const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
    const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : [];
    const normalised = y && m && d ? `${y}-${m}-${d}` : '';
    const parsed = new Date(`${normalised}T00:00:00Z`);
    if (!normalised || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== normalised) {
      issue.addIssue({ code: 'custom', message: 'Must be a date as YYYY-MM-DD or MM/DD/YYYY.' });
      return z.NEVER;
    }
    return normalised;
  });

/** Midnight UTC at the start of the given YYYY-MM-DD. */
export function startOfUtcDay(date: string): Date {
  return new Date(`${date}T00:00:00.000Z`);
}

/** Midnight UTC at the start of the day after, so a `date_to` filter includes its whole day. */
export function startOfNextUtcDay(date: string): Date {
  const next = startOfUtcDay(date);
  next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

export const DAY_MS = 86_400_000;
