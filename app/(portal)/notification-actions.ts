'use server';

import { refresh } from 'next/cache';
import { z } from 'zod';
import { authedAction } from '@/lib/auth/authed-action';
import { markNotificationsRead } from '@/lib/core/notifications/list-notifications';

/** Marks the signed-in user's notifications read (the ones shown when they opened the list). */
export const markNotificationsReadAction = authedAction(z.object({ ids: z.array(z.number().int().positive()).max(100) }), async (ctx, input) => {
  await markNotificationsRead(ctx, input.ids);
  refresh();
  return { ok: true };
});
