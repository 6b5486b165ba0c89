'use client';

import type { ButtonHTMLAttributes } from 'react';

/**
 * The plain button that stands in for a menu's trigger (or a sheet's: pass `aria-haspopup="dialog"`) until
 * its code is loaded (load-on-demand.ts): pointing at it or focusing it starts the import, pressing it opens it.
 */
export function OnDemandTrigger({ loading, ...button }: { loading: { preload: () => void; open: () => void } } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type="button" aria-haspopup="menu" aria-expanded={false} onPointerEnter={loading.preload} onFocus={loading.preload} onClick={loading.open} {...button} />;
}
