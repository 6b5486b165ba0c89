import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server's HTML and until React has hydrated the page, true after: a control that needs
 * its handlers is disabled until then rather than silently inert, and what was typed into it is not lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
