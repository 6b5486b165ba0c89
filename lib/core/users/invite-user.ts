import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { retailers, stores, userStores, users } from '@/db/schema';
import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import { scopeOf } from '../scope';
import { recordAudit } from '../audit/record-audit';
import { deliverMessage } from '../messaging/deliver-message';
import { withTransaction } from '../transaction';
import { parseInput } from '../validation';
import { authLinkMessage, issueAuthLink, setPasswordPath } from './auth-links';
import { actorUserId, assertMayGrantRole } from './internal';
import { hashPassword } from './password';
import { inviteUserInput, type InviteUserInput } from './schemas';

export type InvitedUser = { userId: number; transport: string };

/**
 * Invites a member of staff: the user is created without a usable password, and an e-mail carries a
 * one-time link (72 h) to choose one. The row, its stores and the audit row commit together; the e-mail
 * leaves after the commit.
 */
export async function inviteUser(ctx: Ctx, input: InviteUserInput, options: { baseUrl: string }): Promise<InvitedUser> {
  requirePermission(ctx, 'user.manage');
  const parsed = parseInput(inviteUserInput, input);
  assertMayGrantRole(ctx.actor, parsed.role);
  const scope = scopeOf(ctx.actor);
  const retailerId = parsed.role === 'admin' ? null : scope.kind === 'retailer' ? scope.retailerId : (parsed.retailerId ?? null);
  if (parsed.role !== 'admin' && retailerId === null) throw ValidationError.field('retailerId', 'Choose the retailer they work for.');
  if (scope.kind === 'retailer' && parsed.retailerId !== undefined && parsed.retailerId !== scope.retailerId) throw new NotFoundError('Retailer not found.');
  // Nobody knows this password; the link replaces it.
  const placeholderHash = await hashPassword(randomBytes(32).toString('base64url'));
  const { userId, token } = await withTransaction(ctx, async (tx, txCtx) => {
    if (retailerId !== null) {
      const [retailer] = await tx.select({ id: retailers.id }).from(retailers).where(eq(retailers.id, retailerId));
      if (!retailer) throw ValidationError.field('retailerId', 'No such retailer.');
    }
    const storeIds = parsed.role === 'admin' ? [] : parsed.storeIds;
    if (storeIds.length) {
      const found = await tx
        .select({ id: stores.id })
        .from(stores)
        .where(and(eq(stores.retailerId, retailerId ?? -1), inArray(stores.id, storeIds)));
      if (found.length !== new Set(storeIds).size) throw ValidationError.field('storeIds', 'Choose stores of this retailer.');
    }
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, parsed.email));
    if (existing) throw new ConflictError('A user with this e-mail already exists.');
    const [user] = await tx
      .insert(users)
      .values({ email: parsed.email, name: parsed.name, role: parsed.role, passwordHash: placeholderHash, retailerId })
      .returning({ id: users.id });
    if (storeIds.length) await tx.insert(userStores).values([...new Set(storeIds)].map((storeId) => ({ userId: user!.id, storeId })));
    const link = await issueAuthLink(tx, user!.id, 'invite', actorUserId(ctx.actor));
    await recordAudit(tx, txCtx, { action: 'user.invited', entityType: 'user', entityId: user!.id, retailerId, data: { role: parsed.role, storeIds } });
    return { userId: user!.id, token: link };
  });
  const receipt = await deliverMessage(ctx.db, authLinkMessage({ to: parsed.email, name: parsed.name, purpose: 'invite', url: new URL(setPasswordPath(token), options.baseUrl).toString(), retailerId }));
  return { userId, transport: receipt.transport };
}
