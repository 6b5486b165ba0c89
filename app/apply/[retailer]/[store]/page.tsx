import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { HostedApplication } from '@/components/checkout/hosted-application';
import { publicDatabase } from '@/lib/api/public-database';
import { CHECKOUT_ID_HEADER } from '@/lib/checkout/hosted-gate';
import { loadCheckout, resolveCheckoutStore } from '@/lib/core/checkout/internal';
import { NotFoundError } from '@/lib/core/errors';

type Props = { params: Promise<{ retailer: string; store: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata: Metadata = { title: 'Apply for lease-to-own' };

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * The hosted application (`/apply/{retailer}/{store}`), usually inside checkout.js's overlay. The gate in
 * proxy.ts has already resolved the store, set frame-ancestors and opened the checkout; this page reads
 * that checkout and hands the form the one parent origin it may talk to: the `origin` checkout.js sent,
 * and only if it is on the retailer's allowlist. Nothing personal is in the URL.
 */
export default async function HostedApplicationPage({ params, searchParams }: Props) {
  const [{ retailer, store }, query, h] = await Promise.all([params, searchParams, headers()]);
  const checkoutId = h.get(CHECKOUT_ID_HEADER);
  if (!checkoutId) notFound();
  const db = await publicDatabase();
  const loaded = await Promise.all([resolveCheckoutStore(db, retailer, store), loadCheckout(db, checkoutId)]).catch((error: unknown) => {
    if (error instanceof NotFoundError) return null;
    throw error;
  });
  if (!loaded) notFound();
  const [found, checkout] = loaded;
  if (checkout.storeId !== found.store.id) notFound();
  const origin = one(query.origin);
  const channel = one(query.channel);
  return (
    <HostedApplication
      checkoutId={checkout.id}
      storeName={found.store.name}
      initialLocale={checkout.locale}
      parentOrigin={origin && found.origins.includes(origin) ? origin : null}
      channel={channel && /^[A-Za-z0-9_-]{8,64}$/.test(channel) ? channel : null}
    />
  );
}
