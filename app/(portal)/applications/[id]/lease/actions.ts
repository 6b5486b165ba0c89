'use server';

import { refresh } from 'next/cache';
import { headers } from 'next/headers';
import { z } from 'zod';
import { publicBaseUrlFromHeaders } from '@/lib/api/public-url';
import { authedAction } from '@/lib/auth/authed-action';
import { cancelLease } from '@/lib/core/leases/cancel-lease';
import { createLease } from '@/lib/core/leases/create-lease';
import { deliverLease } from '@/lib/core/leases/deliver-lease';
import { fundLease } from '@/lib/core/leases/fund-lease';
import { previewLease } from '@/lib/core/leases/preview-lease';
import { cancelLeaseSchema, leaseRefSchema, type LeaseEntityInput } from '@/lib/core/leases/schemas';
import { toQuoteView } from '@/components/leases/quote-view';
import type { LeasePreviewView } from '@/components/leases/types';

// The lease request is parsed by the core with the API's own schema (leaseEntitySchema): it takes the
// body as sent (dollars) and turns it into cents itself, so this door only checks it got an object. The
// core's ValidationError comes back as field errors keyed like the API's (`items.0.unit_price`).
const leaseRequest = z.custom<LeaseEntityInput>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), {
  message: 'The lease must be an object.',
});

/** The builder's live totals: `POST /leases` priced without writing anything. */
export const previewLeaseAction = authedAction(leaseRequest, async (ctx, request): Promise<LeasePreviewView> => {
  const { quote, ...preview } = await previewLease(ctx, request);
  return { ...preview, quote: quote ? toQuoteView(quote) : null };
});

/** `POST /leases` from the builder (opening its e-sign envelope); the page then shows the lease it created. */
export const createLeaseAction = authedAction(leaseRequest, async (ctx, request) => {
  const { lease } = await createLease(ctx, request, { baseUrl: publicBaseUrlFromHeaders(await headers()) });
  refresh();
  return { id: lease.id, loanNumber: lease.loanNumber };
});

/** Signed → delivered (the store confirms delivery). */
export const deliverLeaseAction = authedAction(leaseRefSchema, async (ctx, input) => {
  const lease = await deliverLease(ctx, input);
  refresh();
  return { stateCode: lease.stateCode };
});

/** Delivered → funded (provider admins). */
export const fundLeaseAction = authedAction(leaseRefSchema, async (ctx, input) => {
  const lease = await fundLease(ctx, input);
  refresh();
  return { stateCode: lease.stateCode };
});

/** Cancelled, with a reason (managers). */
export const cancelLeaseAction = authedAction(cancelLeaseSchema, async (ctx, input) => {
  const lease = await cancelLease(ctx, input);
  refresh();
  return { stateCode: lease.stateCode };
});
