/* eslint-disable @typescript-eslint/no-explicit-any */
import { LeaselineApiError } from '@/lib/client';
import { clientFor } from './support';

/** Helpers shared by the lease and e-sign API specs: raw calls, a fresh approved application, a valid lease body. */

const textCents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);

/** Any call through the client, as `{ status, body }` whether it succeeded or not. */
export async function call(method: 'GET' | 'POST', path: string, scope: string | null, data?: unknown) {
  try {
    return { status: 200, body: (await clientFor(scope ?? undefined).request(method, path, data)) as any };
  } catch (error) {
    if (error instanceof LeaselineApiError) return { status: error.status, body: error.body as any };
    throw error;
  }
}

export type Approved = { id: number; offers: Record<string, number> };

/**
 * A seeded application of `store` that is approved (state A) and still open, with its approved amount per
 * option in cents. Each lease created takes one out of the approved group, so each call gets a fresh one.
 */
export async function approvedApplication(store: string): Promise<Approved> {
  const { body } = await call('GET', '/applications/groups?purchase_group=approved&per_page=100&sort_by=id&sort_order=asc', store);
  const item = (body.data.data as { id: number; days_to_expire: number }[]).find((i) => i.days_to_expire >= 2);
  if (!item) throw new Error(`No open approved application left at ${store}; raise E2E_APPLICATIONS`);
  const offers = (await call('GET', `/applications/${item.id}/offers`, store)).body.data as Record<string, string>;
  return { id: item.id, offers: Object.fromEntries(Object.entries(offers).map(([k, v]) => [k, textCents(v)])) };
}

/** A lease request on option A for $50 less than its approved amount (goods + $50 delivery). */
export function leaseBody(app: Approved, patch: Record<string, unknown> = {}) {
  const goods = app.offers.A! - 100_00;
  return {
    application_id: app.id,
    option: 'A',
    paymentFrequency: '14-day',
    deliveryCharge: 50,
    additionalDown: 0,
    storeWillCollect: 0,
    items: [
      { sku: 'SOFA-1', quantity: 1, unit_price: (goods - 2 * 25_00) / 100, description: 'Sofa' },
      { sku: 'PILLOW', quantity: 2, unit_price: 25, description: 'Pillow' },
    ],
    sales_person: { name: 'Sam Sales', email: 'sam@acme.test', phone: '7135550100' },
    ...patch,
  };
}
