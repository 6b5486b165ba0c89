'use client';

import { useEffect } from 'react';
import { loginUrl } from '@/lib/auth/callback-url';
import { useDeferredQuery } from '@/components/forms/use-deferred-query';
import { useLoaded } from '@/components/forms/use-loaded';
import { toLeaseRequest, type LeaseFormValues } from '../lease-values';
import type { PreviewLease } from '../types';
import { useDebouncedValue } from '../use-debounced-value';

const DEBOUNCE_MS = 300;
/** The builder's schema, with zod, after the page (lazy-resolver.ts). */
const loadSchema = () => import('../lease-form-schema').then((m) => m.leaseFormSchema);

/**
 * The live price of the form's values: debounced, asked of the core through `previewLease` once the values
 * pass the schema, the previous answer kept while the next loads. `ruleErrors` are the rules the current
 * request breaks, as POST /leases words them. The caller renders `queryElement` (it shows nothing). A session that ended sends the page to the login.
 */
export function useLeasePreview(values: LeaseFormValues, previewLease: PreviewLease) {
  const schema = useLoaded(loadSchema);
  const requestKey = schema?.safeParse(values).success ? JSON.stringify(toLeaseRequest(values)) : null;
  const key = useDebouncedValue(requestKey, DEBOUNCE_MS);
  // react-query, loaded after the page (use-deferred-query.tsx); `queryElement` runs it.
  const [query, queryElement] = useDeferredQuery('lease-preview', key, (request) => previewLease(JSON.parse(request)));
  const answer = query.data;
  const preview = answer?.ok ? answer.data : null;
  const current = answer && !query.isPlaceholderData && requestKey === key ? answer : undefined;
  const ruleErrors = current?.ok ? current.data.fieldErrors : current && !current.ok ? current.fieldErrors : undefined;

  const sessionEnded = answer && !answer.ok && answer.code === 'unauthenticated';
  useEffect(() => {
    if (sessionEnded) window.location.assign(loginUrl(`${window.location.pathname}${window.location.search}`, 'ended'));
  }, [sessionEnded]);

  return {
    queryElement,
    preview,
    ruleErrors,
    /** For the totals panel: the latest rule errors, or those of the answer still shown. */
    shownRuleErrors: ruleErrors ?? (answer?.ok ? answer.data.fieldErrors : undefined),
    paused: requestKey === null,
    updating: query.isFetching || (requestKey !== null && requestKey !== key),
    loadFailed: query.isError,
  };
}

