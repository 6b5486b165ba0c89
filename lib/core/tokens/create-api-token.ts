import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { apiTokens, retailers, stores } from '@/db/schema';
import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { NotFoundError, ValidationError } from '../errors';
import { scopeOf } from '../scope';
import { recordAudit } from '../audit/record-audit';
import { withTransaction } from '../transaction';
import { parseInput } from '../validation';
import { displayPrefix, generateTokenSecret, hashToken } from './token-secret';

export const createApiTokenInput = z
  .object({
    retailerSlug: z.string().min(1),
    storeSlug: z.string().min(1).optional(),
    name: z.string().trim().min(1).max(100).optional(),
    /** Requests per minute for this token instead of the default (RATE_LIMITS.apiToken). */
    rateLimitPerMinute: z.number().int().min(1).max(1_000_000).optional(),
  })
  .strict();
export type CreateApiTokenInput = z.infer<typeof createApiTokenInput>;

export type CreatedApiToken = { id: number; token: string; prefix: string; retailerId: number; storeId: number | null; name: string };

/** Issues a Bearer token bound to one store or one retailer. The secret is returned once, stored hashed. */
export async function createApiToken(ctx: Ctx, input: CreateApiTokenInput): Promise<CreatedApiToken> {
  requirePermission(ctx, 'token.manage');
  const parsed = parseInput(createApiTokenInput, input);
  return withTransaction(ctx, async (tx, txCtx) => {
    const [retailer] = await tx.select().from(retailers).where(eq(retailers.slug, parsed.retailerSlug));
    if (!retailer) throw ValidationError.field('retailer', `No retailer with slug "${parsed.retailerSlug}".`);
    const scope = scopeOf(ctx.actor);
    if (scope.kind !== 'all' && scope.retailerId !== retailer.id) throw new NotFoundError('Retailer not found.');
    let storeId: number | null = null;
    if (parsed.storeSlug) {
      const [store] = await tx
        .select()
        .from(stores)
        .where(and(eq(stores.retailerId, retailer.id), eq(stores.slug, parsed.storeSlug)));
      if (!store) throw ValidationError.field('store', `No store "${parsed.storeSlug}" at retailer "${retailer.slug}".`);
      storeId = store.id;
    }
    const token = generateTokenSecret();
    const name = parsed.name ?? (parsed.storeSlug ? `${retailer.slug}/${parsed.storeSlug}` : retailer.slug);
    const [row] = await tx
      .insert(apiTokens)
      .values({
        retailerId: retailer.id,
        storeId,
        name,
        prefix: displayPrefix(token),
        rateLimitPerMinute: parsed.rateLimitPerMinute ?? null,
        tokenHash: hashToken(token),
        createdByUserId: ctx.actor.kind === 'staff' ? ctx.actor.userId : null,
      })
      .returning({ id: apiTokens.id });
    await recordAudit(tx, txCtx, {
      action: 'api_token.created',
      entityType: 'api_token',
      entityId: row!.id,
      retailerId: retailer.id,
      data: { storeId, name },
    });
    return { id: row!.id, token, prefix: displayPrefix(token), retailerId: retailer.id, storeId, name };
  });
}
