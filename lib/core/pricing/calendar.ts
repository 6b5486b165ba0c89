/**
 * Calendar arithmetic on whole UTC days ("day numbers": days since 1970-01-01). Pricing works in day
 * numbers instead of Date objects because the quote path runs >100,000 times a second and integer
 * arithmetic is an order of magnitude cheaper than Date or Intl work; Dates appear only at the edge.
 */
import { ValidationError } from '@/lib/core/errors';

export type DayNumber = number;
export type CalendarDay = { year: number; month: number; day: number };

const DAY_MS = 86_400_000;
const ZERO = 48; // '0'
const DASH = 45; // '-'

/** Days from 1970-01-01 to the given proleptic Gregorian date (H. Hinnant's days_from_civil). */
export function dayFromCalendar(year: number, month: number, day: number): DayNumber {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/**
 * The inverse of dayFromCalendar (H. Hinnant's civil_from_days). Past the era every value is a small
 * non-negative integer (dayOfEra is 0–146,096), so `(a / b) | 0` is exactly floor(a / b) there, and
 * about twice as fast: this runs several times per quote.
 */
export function calendarFromDay(dayNumber: DayNumber): CalendarDay {
  const z = dayNumber + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = ((dayOfEra - ((dayOfEra / 1460) | 0) + ((dayOfEra / 36_524) | 0) - ((dayOfEra / 146_096) | 0)) / 365) | 0;
  const dayOfYear = dayOfEra - (365 * yearOfEra + (yearOfEra >> 2) - ((yearOfEra / 100) | 0));
  const shiftedMonth = ((5 * dayOfYear + 2) / 153) | 0;
  const day = dayOfYear - (((153 * shiftedMonth + 2) / 5) | 0) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** The given day of a month, pulled back to the month's last day when the month is shorter (31 → 30 April). */
export function clampedMonthDay(year: number, month: number, dayOfMonth: number): DayNumber {
  return dayFromCalendar(year, month, Math.min(dayOfMonth, daysInMonth(year, month)));
}

/** Same day of the month `months` later; the 31st lands on the last day of a shorter month. */
export function addMonths(dayNumber: DayNumber, months: number): DayNumber {
  return addMonthsTo(calendarFromDay(dayNumber), months);
}

/** addMonths from a day already split into its calendar parts, so several offsets share one split. */
export function addMonthsTo({ year, month, day }: CalendarDay, months: number): DayNumber {
  const monthIndex = year * 12 + (month - 1) + months;
  return clampedMonthDay(Math.floor(monthIndex / 12), (monthIndex % 12) + 1, day);
}

export function isLastDayOfMonth({ year, month, day }: CalendarDay): boolean {
  return day === daysInMonth(year, month);
}

/** 0 = Sunday … 6 = Saturday. 1970-01-01 was a Thursday. */
export function dayOfWeek(dayNumber: DayNumber): number {
  return (((dayNumber + 4) % 7) + 7) % 7;
}

/** Parses a real YYYY-MM-DD date (2026-02-30 is refused) into a day number, or a ValidationError on `field`. */
export function parseIsoDay(value: string, field: string): DayNumber {
  // Read digit by digit: the quote path parses two dates per call and a RegExp match costs more than the rest.
  const year = isoDigits(value, 0, 4);
  const month = isoDigits(value, 5, 2);
  const day = isoDigits(value, 8, 2);
  if (!isIsoShape(value) || year < 0 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw ValidationError.field(field, 'Must be a date as YYYY-MM-DD.');
  }
  return dayFromCalendar(year, month, day);
}

/** What /^\d{4}-\d{2}-\d{2}$/ accepts (ASCII digits only); the digits are checked by isoDigits. */
function isIsoShape(value: unknown): value is string {
  return typeof value === 'string' && value.length === 10 && value.charCodeAt(4) === DASH && value.charCodeAt(7) === DASH;
}

/** The decimal number in value[start, start + length), or −1 when a character there is not an ASCII digit. */
function isoDigits(value: unknown, start: number, length: number): number {
  if (typeof value !== 'string' || value.length !== 10) return -1;
  let result = 0;
  for (let i = start; i < start + length; i += 1) {
    const digit = value.charCodeAt(i) - ZERO;
    if (digit < 0 || digit > 9) return -1;
    result = result * 10 + digit;
  }
  return result;
}

/** A Date counts by its UTC calendar day; a string must be YYYY-MM-DD. */
export function dayOf(value: Date | string, field: string): DayNumber {
  if (typeof value === 'string') return parseIsoDay(value, field);
  const time = value instanceof Date ? value.getTime() : Number.NaN;
  if (Number.isNaN(time)) throw ValidationError.field(field, 'Must be a valid date.');
  return Math.floor(time / DAY_MS);
}

/** Midnight UTC of the day. */
export function dateOfDay(dayNumber: DayNumber): Date {
  return new Date(dayNumber * DAY_MS);
}

export function isoOfDay(dayNumber: DayNumber): string {
  const { year, month, day } = calendarFromDay(dayNumber);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
