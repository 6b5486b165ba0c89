import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireStaffCtx } from '@/lib/auth/current-actor';
import { can } from '@/lib/core/access';
import { getCheckoutOrigins } from '@/lib/core/checkout/get-checkout-origins';
import { CheckoutOriginsForm } from '@/components/checkout/origins-form';
import { saveCheckoutOrigins } from './actions';

export const metadata: Metadata = { title: 'Checkout' };

/** Settings → Checkout: the shop origins that may frame the hosted application (managers of a retailer). */
export default async function CheckoutSettingsPage() {
  const ctx = await requireStaffCtx('/settings/checkout');
  if (!can(ctx.actor, 'checkout.manage') || ctx.actor.retailerId === null) notFound();
  const { origins } = await getCheckoutOrigins(ctx);
  return (
    <div className="max-w-2xl space-y-5">
      <div>
        <h1 className="text-xl font-semibold tracking-tight text-slate-900">Checkout</h1>
        <p className="mt-1 text-sm text-slate-600">
          Shops on these origins may open the Leaseline application with checkout.js and receive its result. One per line, as{' '}
          <code className="font-mono">https://shop.example.com</code> (https, no path; http only for localhost). At most 20. An empty list turns checkout off.
        </p>
      </div>
      <CheckoutOriginsForm initial={origins} save={saveCheckoutOrigins} />
    </div>
  );
}
