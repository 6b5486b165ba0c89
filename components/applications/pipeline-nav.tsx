'use client';

import { createContext, useContext, type ComponentProps, type MouseEvent } from 'react';
import type { PipelineQuery } from '@/lib/core/applications/pipeline-query';

export type PipelineNav = {
  hrefFor: (query: PipelineQuery) => string;
  /** Shows another view: updates the list at once and records the URL in the browser's history. */
  navigate: (query: PipelineQuery) => void;
};

const PipelineNavContext = createContext<PipelineNav | null>(null);

export const PipelineNavProvider = PipelineNavContext.Provider;

export function usePipelineNav(): PipelineNav {
  const nav = useContext(PipelineNavContext);
  if (!nav) throw new Error('usePipelineNav must be used inside <PipelineNavProvider>.');
  return nav;
}

/**
 * A real link to another view of the list (it opens in a new tab, its address can be copied) that, on
 * a plain click, switches the view in place instead of reloading the page.
 */
export function QueryLink({ to, onClick, ...props }: Omit<ComponentProps<'a'>, 'href'> & { to: PipelineQuery }) {
  const { hrefFor, navigate } = usePipelineNav();
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={hrefFor(to)} onClick={handle} {...props} />;
}
