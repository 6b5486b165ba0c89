'use client';

import { cloneElement, type ComponentType, type HTMLAttributes, type ReactElement } from 'react';
import { useLoadOnDemand } from '@/components/shell/load-on-demand';

/** What a dialog loaded on demand takes besides its own props: the button that opens it, and to open at once. */
export type OnDemandDialogProps = { trigger: ReactElement; defaultOpen?: boolean };

/**
 * A form dialog whose code (React Hook Form and the form itself) stays out of the page's first load
 * (issue 17: signed-in pages ≤ 170 KB). Until it is wanted its button is a plain one: pointing at or
 * focusing it starts the import, pressing it opens the dialog as soon as the code is in. `load` must be
 * a module-level function, so every row's button shares one import.
 */
export function DialogOnDemand<P extends object>({
  load,
  trigger,
  props,
}: {
  load: () => Promise<ComponentType<P & OnDemandDialogProps>>;
  trigger: ReactElement<HTMLAttributes<HTMLElement>>;
  props: P;
}) {
  const { Loaded, preload, open } = useLoadOnDemand(load);
  if (Loaded) return <Loaded {...props} trigger={trigger} defaultOpen />;
  return cloneElement(trigger, { 'aria-haspopup': 'dialog', onPointerEnter: preload, onFocus: preload, onClick: open });
}
