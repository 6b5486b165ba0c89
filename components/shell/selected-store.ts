'use client';

import { usePathname, useSearchParams } from 'next/navigation';

export type SwitcherStore = { id: number; name: string; retailerName: string };

/** The store the pipeline is narrowed to (`/applications?stores=<one id>`), if any. */
export function useSelectedStore(stores: SwitcherStore[]): SwitcherStore | undefined {
  const pathname = usePathname();
  const params = useSearchParams();
  const selected = pathname === '/applications' ? (params.get('stores') ?? '') : '';
  return /^\d+$/.test(selected) ? stores.find((s) => String(s.id) === selected) : undefined;
}
