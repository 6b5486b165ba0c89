'use client';

import { useSyncExternalStore } from 'react';

const format = (iso: string, locale: string, timeZone?: string) =>
  new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' }).format(new Date(iso));

const subscribe = () => () => {};

/**
 * A moment in the reader's own time zone. The server renders it in UTC (it does not know the reader's
 * zone); the browser renders it in its own after hydration.
 */
export function LocalTime({ iso, locale }: { iso: string; locale: string }) {
  const text = useSyncExternalStore(
    subscribe,
    () => format(iso, locale),
    () => format(iso, locale, 'UTC'),
  );
  return <time dateTime={iso}>{text}</time>;
}
