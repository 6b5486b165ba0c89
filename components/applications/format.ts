// Fixed locale and time zone so the server's HTML and the browser's render agree (no hydration
// mismatch) and dates match the UTC days the date filter uses.
const dateFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });
const numberFormat = new Intl.NumberFormat('en-US');

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** "2026-11-22 06:42 UTC", for titles. */
export function formatTimestamp(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

export function formatCount(n: number): string {
  return numberFormat.format(n);
}
