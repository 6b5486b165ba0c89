/**
 * The calendar day (YYYY-MM-DD) a moment falls on in a time zone: a lease starts on the store's local
 * day, so a sale at 8 pm in Los Angeles is not dated tomorrow. Formatters are cached per zone.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function localDate(moment: Date, timeZone: string): string {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, format);
  }
  // en-CA formats as YYYY-MM-DD.
  return format.format(moment);
}
