import { z } from 'zod';
import { CALENDAR_DATE_MESSAGE, normaliseCalendarDate } from './calendar-date';

/**
 * A calendar date given as YYYY-MM-DD or MM/DD/YYYY, normalised to YYYY-MM-DD and checked to exist
 * (2026-02-30 is refused).
 */
export const calendarDateSchema = z
  .string()
  .trim()
  .transform((value, issue) => {
    const normalised = normaliseCalendarDate(value);
    if (normalised === null) {
      issue.addIssue({ code: 'custom', message: CALENDAR_DATE_MESSAGE });
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
