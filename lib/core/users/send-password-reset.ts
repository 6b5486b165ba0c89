import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { recordAudit } from '../audit/record-audit';
import { deliverMessage } from '../messaging/deliver-message';
import { withTransaction } from '../transaction';
import { authLinkMessage, issueAuthLink, setPasswordPath } from './auth-links';
import { actorUserId, loadManagedUser } from './internal';

/** E-mails a user a one-time link (72 h) to choose a new password; earlier reset links stop working. */
export async function sendPasswordReset(ctx: Ctx, userId: number, options: { baseUrl: string }): Promise<{ transport: string }> {
  requirePermission(ctx, 'user.manage');
  const { user, token } = await withTransaction(ctx, async (tx, txCtx) => {
    const user = await loadManagedUser(tx, ctx.actor, userId, { forUpdate: true });
    const token = await issueAuthLink(tx, user.id, 'reset', actorUserId(ctx.actor));
    await recordAudit(tx, txCtx, { action: 'user.password_reset_sent', entityType: 'user', entityId: user.id, retailerId: user.retailerId });
    return { user, token };
  });
  const receipt = await deliverMessage(ctx.db, authLinkMessage({ to: user.email, name: user.name, purpose: 'reset', url: new URL(setPasswordPath(token), options.baseUrl).toString(), retailerId: user.retailerId }));
  return { transport: receipt.transport };
}
