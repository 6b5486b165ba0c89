import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { userAuthTokens } from '@/db/schema';
import type { DbOrTx } from '@/db/client';
import { hashToken } from '../tokens/token-secret';
import type { OutgoingMessage } from '../messaging/types';

/** Invitation and reset links last 72 hours and work once. */
export const AUTH_LINK_HOURS = 72;
export type AuthLinkPurpose = 'invite' | 'reset';

/**
 * A new one-time set-password link for `userId`: 32 random bytes in the URL, only their SHA-256 stored.
 * Earlier unused links of the user for the same purpose stop working.
 */
export async function issueAuthLink(tx: DbOrTx, userId: number, purpose: AuthLinkPurpose, createdByUserId: number | null, now = new Date()): Promise<string> {
  await tx
    .update(userAuthTokens)
    .set({ usedAt: now })
    .where(and(eq(userAuthTokens.userId, userId), eq(userAuthTokens.purpose, purpose), isNull(userAuthTokens.usedAt), gt(userAuthTokens.expiresAt, now)));
  const token = randomBytes(32).toString('base64url');
  await tx.insert(userAuthTokens).values({ userId, purpose, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + AUTH_LINK_HOURS * 3_600_000), createdByUserId });
  return token;
}

export const setPasswordPath = (token: string) => `/login/set-password/${token}`;

/** The e-mail carrying a set-password link (English: staff portal). */
export function authLinkMessage(options: { to: string; name: string; purpose: AuthLinkPurpose; url: string; retailerId: number | null }): OutgoingMessage {
  const invite = options.purpose === 'invite';
  return {
    channel: 'email',
    to: options.to,
    subject: invite ? 'You are invited to Leaseline' : 'Reset your Leaseline password',
    text: [
      `Hello ${options.name},`,
      '',
      invite ? 'You have been invited to the Leaseline portal. Choose your password here:' : 'A password reset was requested for your Leaseline account. Choose a new password here:',
      '',
      options.url,
      '',
      `The link works once and expires in ${AUTH_LINK_HOURS} hours.`,
      '',
      '— Leaseline',
    ].join('\n'),
    template: invite ? 'staff-invite' : 'staff-password-reset',
    language: 'en',
    retailerId: options.retailerId,
    applicationId: null,
  };
}
