import { formatLongDate } from '@/lib/core/pricing';
import { calendarFromDay, dayOf, dayOfWeek } from '@/lib/core/pricing/calendar';
import type { ContractLanguage } from './types';

const WEEKDAYS_ES = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'] as const;
const MONTHS_ES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'] as const;

/**
 * A calendar day (YYYY-MM-DD or a UTC-midnight Date) as a contract prints it: "Friday, December 4, 2026"
 * (the API's `firstPaymentDate` form) or "viernes, 4 de diciembre de 2026". Tables, not Intl, like
 * formatLongDate: the same text on every server.
 */
export function contractLongDate(date: Date | string, language: ContractLanguage): string {
  if (language === 'en') return formatLongDate(date);
  const day = dayOf(date, 'date');
  const { year, month, day: dayOfMonth } = calendarFromDay(day);
  return `${WEEKDAYS_ES[dayOfWeek(day)] ?? ''}, ${dayOfMonth} de ${MONTHS_ES[month - 1] ?? ''} de ${year}`;
}

/** "12/04/2026" / "04/12/2026": for table cells, where the long form does not fit. */
export function contractShortDate(date: Date | string, language: ContractLanguage): string {
  const { year, month, day } = calendarFromDay(dayOf(date, 'date'));
  const mm = String(month).padStart(2, '0');
  const dd = String(day).padStart(2, '0');
  return language === 'en' ? `${mm}/${dd}/${year}` : `${dd}/${mm}/${year}`;
}
