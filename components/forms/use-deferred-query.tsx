'use client';

import dynamic from 'next/dynamic';
import { useState, type ComponentType, type ReactNode } from 'react';

/** Where a live preview stands: the last answer (kept while the next loads), and whether one is on its way. */
export type DeferredQueryState<T> = { data: T | undefined; isPlaceholderData: boolean; isFetching: boolean; isError: boolean };

export type DeferredQueryProps<T> = {
  /** The query's name in the cache. */
  name: string;
  /** What to ask for, as a string (JSON), or null while there is nothing to ask. */
  requestKey: string | null;
  fetch: (requestKey: string) => Promise<T>;
  onChange: (state: DeferredQueryState<T>) => void;
};

// react-query (about 10 KB gzipped) loads after the page, without SSR: nothing is asked before the form's
// schema has loaded (lazy-resolver.ts) anyway. Issue 17: signed-in pages <= 170 KB first-load JS.
const DeferredQuery = dynamic(() => import('./deferred-query').then((m) => m.DeferredQuery), { ssr: false }) as ComponentType<DeferredQueryProps<unknown>>;

const idle = { data: undefined, isPlaceholderData: false, isFetching: false, isError: false };

/**
 * A live preview's react-query, loaded after the page: its state, and the element that runs it, which
 * the caller renders anywhere in its tree (it shows nothing).
 */
export function useDeferredQuery<T>(name: string, requestKey: string | null, fetch: (requestKey: string) => Promise<T>): [DeferredQueryState<T>, ReactNode] {
  const [state, setState] = useState<DeferredQueryState<T>>(idle);
  const element = (
    <DeferredQuery name={name} requestKey={requestKey} fetch={fetch as (key: string) => Promise<unknown>} onChange={setState as (state: DeferredQueryState<unknown>) => void} />
  );
  return [state, element];
}
