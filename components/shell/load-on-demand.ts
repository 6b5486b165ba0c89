'use client';

import { useCallback, useState, type ComponentType } from 'react';

/**
 * The shell's menus (Radix dropdowns and the phone sheet) are about 30 KB of gzipped JavaScript that no
 * page needs until someone opens one (issue 17: signed-in pages ≤ 170 KB first-load JS). A menu's button
 * renders without them; pointing at it or focusing it starts loading the menu, pressing it swaps in the
 * real menu already open. `import()` is cached, so the module loads once per page.
 */
export function useLoadOnDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null);
  const preload = useCallback(() => void load(), [load]);
  const open = useCallback(() => void load().then((component) => setLoaded(() => component)), [load]);
  return { Loaded, preload, open };
}
