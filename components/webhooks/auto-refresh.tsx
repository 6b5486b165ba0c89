'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** While deliveries are pending, re-reads the page every few seconds so their outcome shows up. */
export function AutoRefresh({ active, everyMs = 2_000 }: { active: boolean; everyMs?: number }) {
  const router = useRouter();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => router.refresh(), everyMs);
    return () => clearInterval(timer);
  }, [active, everyMs, router]);
  return null;
}
