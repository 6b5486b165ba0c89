/**
 * The calendar day (YYYY-MM-DD) a moment falls on in a time zone: a lease starts on the store's local
 * day, so a sale at 8 pm in Los Angeles is not dated tomorrow.
 *
 * Formatting with a time zone is slow next to the rest of a request, and every payment quote and ledger
 * asks. In today's time zone database UTC offsets are whole multiples of 15 minutes and change only on
 * the quarter hour, so local midnight and every offset change fall on a 15-minute UTC boundary and all
 * moments of one 15-minute UTC slot fall on the same local day: the last slot's answer is kept per zone
 * (local-date.test.ts checks it against a fresh formatter across the zones with odd offsets).
 */
const SLOT_MS = 15 * 60 * 1000;

type Zone = { format: Intl.DateTimeFormat; slot: number; day: string };
const zones = new Map<string, Zone>();

export function localDate(moment: Date, timeZone: string): string {
  const slot = Math.floor(moment.getTime() / SLOT_MS);
  let zone = zones.get(timeZone);
  if (!zone) {
    zone = { format: new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }), slot: NaN, day: '' };
    zones.set(timeZone, zone);
  }
  if (zone.slot !== slot) {
    // en-CA formats as YYYY-MM-DD.
    zone.day = zone.format.format(moment);
    zone.slot = slot;
  }
  return zone.day;
}
