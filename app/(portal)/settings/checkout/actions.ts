'use server';

import { authedAction } from '@/lib/auth/authed-action';
import { replaceCheckoutOrigins } from '@/lib/core/checkout/replace-checkout-origins';
import { checkoutOriginsSchema } from '@/lib/core/checkout/schemas';

/** Settings → Checkout: replaces the retailer's allowlist (the same schema and core as PUT /checkout/origins). */
export const saveCheckoutOrigins = authedAction(checkoutOriginsSchema, (ctx, input) => replaceCheckoutOrigins(ctx, input));
