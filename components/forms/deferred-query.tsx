'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Providers } from '@/components/providers';
import type { DeferredQueryProps } from './use-deferred-query';

/**
 * react-query for one live preview: the answer for `requestKey` (cached a minute, the previous answer kept
 * while the next loads), reported through `onChange`. Renders nothing; use-deferred-query.tsx loads it.
 */
export function DeferredQuery<T>(props: DeferredQueryProps<T>) {
  return (
    <Providers>
      <Query {...props} />
    </Providers>
  );
}

function Query<T>({ name, requestKey, fetch, onChange }: DeferredQueryProps<T>) {
  const { data, isPlaceholderData, isFetching, isError } = useQuery({
    queryKey: [name, requestKey],
    queryFn: () => fetch(requestKey!),
    enabled: requestKey !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  useEffect(() => onChange({ data, isPlaceholderData, isFetching, isError }), [data, isPlaceholderData, isFetching, isError, onChange]);
  return null;
}
