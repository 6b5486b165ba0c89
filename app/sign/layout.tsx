import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { Logo } from '@/components/shell/logo';

// Signing pages carry a credential in their URL: never indexed, cached or sent on as a referrer.
export const metadata: Metadata = {
  title: { default: 'Sign your lease', template: '%s · Leaseline' },
  robots: { index: false, follow: false, nocache: true, googleBot: { index: false, follow: false } },
  referrer: 'no-referrer',
};

export const dynamic = 'force-dynamic';

/** The applicant's side: Leaseline's mark and nothing of the staff portal. */
export default function SignLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-3xl items-center gap-2 px-4 sm:px-6">
          <Logo className="h-7 w-7" />
          <span className="text-base font-semibold tracking-tight text-slate-900">Leaseline</span>
        </div>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-6 sm:px-6 sm:py-10">{children}</main>
      <footer className="mx-auto w-full max-w-3xl px-4 pb-8 text-xs text-slate-500 sm:px-6">
        Leaseline · lease-to-own financing · arrendamiento con opción a compra
      </footer>
    </div>
  );
}
