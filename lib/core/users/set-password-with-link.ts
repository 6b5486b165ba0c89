import { and, eq, gt, isNull } from 'drizzle-orm';
import { userAuthTokens, users } from '@/db/schema';
import type { Ctx } from '../context';
import { ValidationError } from '../errors';
import { recordAudit } from '../audit/record-audit';
import { hashToken } from '../tokens/token-secret';
import { withTransaction } from '../transaction';
import { parseInput } from '../validation';
import { hashPassword } from './password';
import { setPasswordInput, type SetPasswordInput } from './schemas';

export const LINK_INVALID_MESSAGE = 'This link has expired or was already used. Ask your manager for a new one.';

/** Whether a set-password link still works (the page checks before showing its form). */
export async function authLinkIsValid(ctx: Ctx, token: string, now = new Date()): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: userAuthTokens.id })
    .from(userAuthTokens)
    .innerJoin(users, eq(users.id, userAuthTokens.userId))
    .where(and(eq(userAuthTokens.tokenHash, hashToken(token)), isNull(userAuthTokens.usedAt), gt(userAuthTokens.expiresAt, now), isNull(users.disabledAt)));
  return Boolean(row);
}

/**
 * Sets a password from an invitation or reset link. The link is the authority: it works once (marked used
 * in the same UPDATE that checks it), within 72 hours, for a user who is not disabled. The lockout resets.
 */
export async function setPasswordWithLink(ctx: Ctx, input: SetPasswordInput, now = new Date()): Promise<{ userId: number; email: string }> {
  const parsed = parseInput(setPasswordInput, input);
  const passwordHash = await hashPassword(parsed.password);
  return withTransaction(ctx, async (tx, txCtx) => {
    const [link] = await tx
      .update(userAuthTokens)
      .set({ usedAt: now })
      .where(and(eq(userAuthTokens.tokenHash, hashToken(parsed.token)), isNull(userAuthTokens.usedAt), gt(userAuthTokens.expiresAt, now)))
      .returning();
    if (!link) throw ValidationError.field('token', LINK_INVALID_MESSAGE);
    const [user] = await tx
      .update(users)
      .set({ passwordHash, failedLoginCount: 0, lockedUntil: null })
      .where(and(eq(users.id, link.userId), isNull(users.disabledAt)))
      .returning({ id: users.id, email: users.email, retailerId: users.retailerId });
    if (!user) throw ValidationError.field('token', LINK_INVALID_MESSAGE);
    await recordAudit(tx, { ...txCtx, actor: { kind: 'staff', userId: user.id, role: 'clerk', retailerId: user.retailerId, storeIds: [] } }, {
      action: link.purpose === 'invite' ? 'user.password_set' : 'user.password_reset',
      entityType: 'user',
      entityId: user.id,
      retailerId: user.retailerId,
    });
    return { userId: user.id, email: user.email };
  });
}
