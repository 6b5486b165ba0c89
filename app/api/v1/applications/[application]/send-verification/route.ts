import { defineRoute } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { optionalJson } from '@/lib/api/presenters/request-body';
import { sendVerification } from '@/lib/core/verification/send-verification';

/** 4.9: send a six-digit code by `sms` (default) or `email`; `mode` in the body or the query string. */
export const { GET, POST, PUT, PATCH, DELETE } = defineRoute({
  POST: async ({ request, ctx, params, json }) => {
    const sent = await sendVerification(ctx, params.application!, await optionalJson(request, json));
    return ok(`A verification code was sent by ${sent.channel === 'sms' ? 'SMS' : 'email'} to ${sent.maskedRecipient}. It expires in 10 minutes.`);
  },
});
