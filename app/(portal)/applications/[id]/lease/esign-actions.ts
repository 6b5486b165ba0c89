'use server';

import { refresh } from 'next/cache';
import { headers } from 'next/headers';
import { z } from 'zod';
import { publicBaseUrlFromHeaders } from '@/lib/api/public-url';
import { authedAction } from '@/lib/auth/authed-action';
import { getEsignPanel, sendSigningLink, voidEnvelope } from '@/lib/core/esign';

const leaseRef = { lease: z.coerce.number().int().positive() };
const sendInput = z.object({ ...leaseRef, channel: z.enum(['email', 'sms', 'embedded'], { error: 'Choose e-mail, SMS or in-store signing.' }) });

/** Opens a new 72-hour signing link (voiding the open one) and sends it, or returns it for in-store signing. */
export const sendSigningLinkAction = authedAction(sendInput, async (ctx, input) => {
  const panel = await sendSigningLink(ctx, input.lease, { channel: input.channel, baseUrl: publicBaseUrlFromHeaders(await headers()) });
  refresh();
  return panel;
});

/** Voids the lease's open signing link: it stops opening the contract at once. */
export const voidSigningLinkAction = authedAction(z.object(leaseRef), async (ctx, input) => {
  const panel = await voidEnvelope(ctx, input.lease);
  refresh();
  return panel;
});

/** The lease's e-sign panel as it is now, for the lease page's live signature status (polled). */
export const esignPanelAction = authedAction(z.object(leaseRef), async (ctx, input) =>
  getEsignPanel(ctx, input.lease, { baseUrl: publicBaseUrlFromHeaders(await headers()) }),
);
