import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import './globals.css';

// The Leaseline mark (components/shell/logo.tsx) inline, so no request is spent on a favicon file.
const icon =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#4f46e5"/><path d="M8 22 L14 15 L18 18 L24 10" fill="none" stroke="white" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/></svg>';

export const metadata: Metadata = {
  title: { default: 'Leaseline', template: '%s · Leaseline' },
  description: 'Lease-to-own financing back office.',
  robots: { index: false, follow: false },
  icons: { icon: `data:image/svg+xml,${encodeURIComponent(icon)}` },
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

/**
 * Reading the request's nonce (set by proxy.ts) makes every page render per request, which a nonce-based
 * Content-Security-Policy needs: a page built ahead of time would carry scripts without this response's
 * nonce, and the browser would refuse them.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  await headers().then((h) => h.get('x-nonce'));
  return (
    <html lang="en">
      <body className="min-h-dvh font-sans">{children}</body>
    </html>
  );
}
