/** Calendar arithmetic on YYYY-MM-DD dates, in UTC days so the result never depends on the server zone. */

const DAY_MS = 86_400_000;

type CalendarDate = { year: number; month: number; day: number };

/** Parses a real YYYY-MM-DD date (2026-02-30 is refused) or throws a RangeError naming the field. */
export function parseCalendarDate(value: string, field: string): CalendarDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!match || !date || date.toISOString().slice(0, 10) !== value) {
    throw new RangeError(`${field} must be a date as YYYY-MM-DD, got "${value}"`);
  }
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

function utcCalendarDate(instant: Date): CalendarDate {
  if (Number.isNaN(instant.getTime())) throw new RangeError('asOf must be a valid date');
  return { year: instant.getUTCFullYear(), month: instant.getUTCMonth() + 1, day: instant.getUTCDate() };
}

/**
 * Whole years from `dateOfBirth` to the UTC day of `asOf`. A birthday counts from its own day, so someone
 * born on 29 February turns a year older on 1 March in common years.
 */
export function ageInYears(dateOfBirth: string, asOf: Date, field = 'dateOfBirth'): number {
  const born = parseCalendarDate(dateOfBirth, field);
  const today = utcCalendarDate(asOf);
  const hadBirthday = today.month > born.month || (today.month === born.month && today.day >= born.day);
  return today.year - born.year - (hadBirthday ? 0 : 1);
}

/** Whole days from `date` to the UTC day of `asOf`; negative when `date` is later. */
export function daysSince(date: string, asOf: Date, field: string): number {
  const from = parseCalendarDate(date, field);
  const to = utcCalendarDate(asOf);
  return (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / DAY_MS;
}
