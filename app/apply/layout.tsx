import type { Metadata } from 'next';
import type { ReactNode } from 'react';

// The shopper's side: nothing of the staff portal, never indexed or cached, no referrer to the shop.
export const metadata: Metadata = {
  title: { default: 'Apply for lease-to-own', template: '%s · Leaseline' },
  robots: { index: false, follow: false, nocache: true },
  referrer: 'no-referrer',
};

export const dynamic = 'force-dynamic';

export default function ApplyLayout({ children }: { children: ReactNode }) {
  // Light in a dark browser too: it is shown inside a shop's own (light or branded) page (app/globals.css).
  return <div className="theme-light min-h-dvh bg-white text-slate-900 sm:bg-slate-50">{children}</div>;
}
