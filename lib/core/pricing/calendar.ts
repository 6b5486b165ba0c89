/**
 * Calendar arithmetic on whole UTC days ("day numbers": days since 1970-01-01). Pricing works in day
 * numbers instead of Date objects because the quote path runs >100,000 times a second and integer
 * arithmetic is an order of magnitude cheaper than Date or Intl work; Dates appear only at the edge.
 */
import { ValidationError } from '@/lib/core/errors';

export type DayNumber = number;
export type CalendarDay = { year: number; month: number; day: number };

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days from 1970-01-01 to the given proleptic Gregorian date (H. Hinnant's days_from_civil). */
export function dayFromCalendar(year: number, month: number, day: number): DayNumber {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The inverse of dayFromCalendar (H. Hinnant's civil_from_days). */
export function calendarFromDay(dayNumber: DayNumber): CalendarDay {
  const z = dayNumber + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
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
  const { year, month, day } = calendarFromDay(dayNumber);
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
  const match = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  const year = Number(match?.[1]);
  const month = Number(match?.[2]);
  const day = Number(match?.[3]);
  if (!match || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw ValidationError.field(field, 'Must be a date as YYYY-MM-DD.');
  }
  return dayFromCalendar(year, month, day);
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
