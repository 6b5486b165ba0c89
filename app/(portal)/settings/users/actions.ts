'use server';

import { refresh } from 'next/cache';
import { headers } from 'next/headers';
import { z } from 'zod';
import { publicBaseUrlFromHeaders } from '@/lib/api/public-url';
import { authedAction } from '@/lib/auth/authed-action';
import { disableUser, enableUser } from '@/lib/core/users/disable-user';
import { inviteUser } from '@/lib/core/users/invite-user';
import { inviteUserInput, updateUserInput, userRefInput } from '@/lib/core/users/schemas';
import { sendPasswordReset } from '@/lib/core/users/send-password-reset';
import { resetUserTwoFactor, setRetailerTwoFactorRequired, setUserTwoFactorRequired } from '@/lib/core/users/two-factor-settings';
import { updateUser } from '@/lib/core/users/update-user';

const baseUrl = async () => publicBaseUrlFromHeaders(await headers());
const done = <T>(value: T) => {
  refresh();
  return value;
};

export const inviteUserAction = authedAction(inviteUserInput, async (ctx, input) => done(await inviteUser(ctx, input, { baseUrl: await baseUrl() })));
export const updateUserAction = authedAction(updateUserInput, async (ctx, input) => done(await updateUser(ctx, input)));
export const disableUserAction = authedAction(userRefInput, async (ctx, { userId }) => done(await disableUser(ctx, userId)));
export const enableUserAction = authedAction(userRefInput, async (ctx, { userId }) => done(await enableUser(ctx, userId)));
export const sendPasswordResetAction = authedAction(userRefInput, async (ctx, { userId }) => done(await sendPasswordReset(ctx, userId, { baseUrl: await baseUrl() })));
export const resetTwoFactorAction = authedAction(userRefInput, async (ctx, { userId }) => done(await resetUserTwoFactor(ctx, userId)));
export const setUserTwoFactorAction = authedAction(userRefInput.extend({ required: z.boolean() }), async (ctx, { userId, required }) =>
  done(await setUserTwoFactorRequired(ctx, userId, required)),
);
export const setRetailerTwoFactorAction = authedAction(z.object({ retailerId: z.number().int().positive(), required: z.boolean() }), async (ctx, { retailerId, required }) =>
  done(await setRetailerTwoFactorRequired(ctx, retailerId, required)),
);
