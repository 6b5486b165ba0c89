'use client';

import { useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `delayMs`. Pass something compared by value (a string key),
 * so a re-render with equal content does not restart the wait.
 */
export function useDebouncedValue<T extends string | number | boolean | null>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
