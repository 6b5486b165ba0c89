'use client';

import dynamic from 'next/dynamic';
import type { ComponentProps } from 'react';

/**
 * The lease page shows either the builder (React Hook Form; its price preview's react-query loads after
 * the page) or the lease itself, never both; as its own chunk the builder is fetched only by a page that
 * renders it (still server-rendered), so a page showing a lease carries none of it (issue 17: signed-in
 * pages <= 170 KB).
 */
const LeaseBuilder = dynamic(() => import('./lease-builder').then((m) => m.LeaseBuilder));

export function LeaseBuilderOnDemand(props: ComponentProps<typeof LeaseBuilder>) {
  return <LeaseBuilder {...props} />;
}
