import { and, eq, isNull } from 'drizzle-orm';
import { apiTokens } from '@/db/schema';
import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { NotFoundError } from '../errors';
import { scopeOf } from '../scope';
import { recordAudit } from '../audit/record-audit';
import { withTransaction } from '../transaction';

export async function revokeApiToken(ctx: Ctx, tokenId: number): Promise<void> {
  requirePermission(ctx, 'token.manage');
  await withTransaction(ctx, async (tx, txCtx) => {
    const scope = scopeOf(ctx.actor);
    const [row] = await tx.select().from(apiTokens).where(and(eq(apiTokens.id, tokenId), isNull(apiTokens.revokedAt)));
    if (!row || (scope.kind !== 'all' && scope.retailerId !== row.retailerId)) throw new NotFoundError('API token not found.');
    await tx.update(apiTokens).set({ revokedAt: new Date() }).where(eq(apiTokens.id, tokenId));
    await recordAudit(tx, txCtx, { action: 'api_token.revoked', entityType: 'api_token', entityId: tokenId, retailerId: row.retailerId });
  });
}
