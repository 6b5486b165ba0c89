import { calendarFromDay, dayOf, dayOfWeek } from './calendar';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/**
 * "Friday, December 4, 2026" for the UTC calendar day of `date` (pricing dates are UTC midnights).
 * Table lookup rather than Intl: identical on every server locale and ICU build, and cheap.
 */
export function formatLongDate(date: Date | string): string {
  const day = dayOf(date, 'date');
  const { year, month, day: dayOfMonth } = calendarFromDay(day);
  return `${WEEKDAYS[dayOfWeek(day)] ?? ''}, ${MONTHS[month - 1] ?? ''} ${dayOfMonth}, ${year}`;
}
