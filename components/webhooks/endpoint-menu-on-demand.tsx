'use client';

import { useLoadOnDemand } from '@/components/shell/load-on-demand';
import { OnDemandTrigger } from '@/components/shell/on-demand-trigger';
import { buttonClass } from '@/components/ui/button';
import type { EndpointRow } from './types';

export type EndpointMenuProps = {
  endpoint: EndpointRow;
  onEdit: () => void;
  onSendTest: () => void;
  onRotateSecret: () => void;
  onToggle: () => void;
  onDelete: () => void;
};

/** The menu (Radix DropdownMenu) is its own chunk, loaded when its button is pointed at, focused or pressed. */
const loadEndpointMenu = () => import('./endpoint-menu').then((m) => m.EndpointMenu);

/**
 * An endpoint's Actions button as the page first loads it, without the menu's code (issue 17: signed-in
 * pages <= 170 KB); pressing it swaps in the Radix menu, already open, as the shell's menus do.
 */
export function EndpointMenuOnDemand(props: EndpointMenuProps) {
  const { Loaded, ...loading } = useLoadOnDemand(loadEndpointMenu);
  if (Loaded) return <Loaded {...props} defaultOpen />;
  return (
    <OnDemandTrigger loading={loading} aria-label={`Actions for ${props.endpoint.url}`} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
      Actions ▾
    </OnDemandTrigger>
  );
}
