'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { authedAction } from '@/lib/auth/authed-action';
import { createWebhookEndpoint } from '@/lib/core/webhooks/create-endpoint';
import { deleteWebhookEndpoint } from '@/lib/core/webhooks/delete-endpoint';
import { resendWebhookDelivery } from '@/lib/core/webhooks/resend-delivery';
import { rotateWebhookSecret } from '@/lib/core/webhooks/rotate-secret';
import { createWebhookEndpointSchema, updateWebhookEndpointSchema } from '@/lib/core/webhooks/schemas';
import { sendWebhookTest } from '@/lib/core/webhooks/send-test-event';
import { updateWebhookEndpoint } from '@/lib/core/webhooks/update-endpoint';

/** Settings → Webhooks: each action calls the same core the API does, then refreshes the page. */
const PAGE = '/settings/webhooks';
const idInput = z.object({ id: z.string().uuid() });

export const createEndpointAction = authedAction(createWebhookEndpointSchema, async (ctx, input) => {
  const endpoint = await createWebhookEndpoint(ctx, input);
  revalidatePath(PAGE);
  return { id: endpoint.id, secret: endpoint.secret! };
});

export const updateEndpointAction = authedAction(updateWebhookEndpointSchema.extend({ id: z.string().uuid() }), async (ctx, { id, ...changes }) => {
  const endpoint = await updateWebhookEndpoint(ctx, id, changes);
  revalidatePath(PAGE);
  return { id: endpoint.id };
});

export const deleteEndpointAction = authedAction(idInput, async (ctx, { id }) => {
  await deleteWebhookEndpoint(ctx, id);
  revalidatePath(PAGE);
  return { id };
});

export const rotateSecretAction = authedAction(idInput, async (ctx, { id }) => {
  const endpoint = await rotateWebhookSecret(ctx, id);
  revalidatePath(PAGE);
  return { id, secret: endpoint.secret! };
});

export const sendTestAction = authedAction(idInput, async (ctx, { id }) => {
  const delivery = await sendWebhookTest(ctx, id);
  revalidatePath(PAGE);
  return { deliveryId: delivery.id };
});

export const resendDeliveryAction = authedAction(idInput, async (ctx, { id }) => {
  const delivery = await resendWebhookDelivery(ctx, id);
  revalidatePath(PAGE);
  return { deliveryId: delivery.id };
});
