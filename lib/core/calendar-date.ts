/**
 * A calendar date given as YYYY-MM-DD or MM/DD/YYYY, as YYYY-MM-DD, or null when it is not one or does
 * not exist (2026-02-30). Plain code, so the browser's zod/mini schemas and the server's zod share it.
 */
export function normaliseCalendarDate(value: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : [];
  const normalised = y && m && d ? `${y}-${m}-${d}` : '';
  const parsed = new Date(`${normalised}T00:00:00Z`);
  if (!normalised || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== normalised) return null;
  return normalised;
}

export const CALENDAR_DATE_MESSAGE = 'Must be a date as YYYY-MM-DD or MM/DD/YYYY.';
