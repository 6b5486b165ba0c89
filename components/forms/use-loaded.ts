'use client';

import { useEffect, useState } from 'react';

/**
 * What `load` resolves to once it has (null before): for a schema a form checks as the user types, loaded
 * after the page rather than with it (lazy-resolver.ts). `load` must be stable (a module-level function).
 */
export function useLoaded<T>(load: () => Promise<T>): T | null {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    let live = true;
    void load().then((loaded) => live && setValue(() => loaded));
    return () => {
      live = false;
    };
  }, [load]);
  return value;
}
