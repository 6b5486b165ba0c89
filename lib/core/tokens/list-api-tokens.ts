import { and, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { apiTokens, retailers, stores, users } from '@/db/schema';
import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { scopeOf } from '../scope';

export type ApiTokenListItem = {
  id: number;
  name: string;
  prefix: string;
  retailerId: number;
  retailerName: string;
  storeId: number | null;
  storeName: string | null;
  createdBy: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
};

/** The live tokens the actor manages (a manager's retailer, every retailer for an admin). Never the secret or its hash. */
export async function listApiTokens(ctx: Ctx): Promise<ApiTokenListItem[]> {
  requirePermission(ctx, 'token.manage');
  const scope = scopeOf(ctx.actor);
  const creator = alias(users, 'creator');
  return ctx.db
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      prefix: apiTokens.prefix,
      retailerId: apiTokens.retailerId,
      retailerName: retailers.name,
      storeId: apiTokens.storeId,
      storeName: stores.name,
      createdBy: creator.name,
      createdAt: apiTokens.createdAt,
      lastUsedAt: apiTokens.lastUsedAt,
    })
    .from(apiTokens)
    .innerJoin(retailers, eq(retailers.id, apiTokens.retailerId))
    .leftJoin(stores, eq(stores.id, apiTokens.storeId))
    .leftJoin(creator, eq(creator.id, apiTokens.createdByUserId))
    .where(and(isNull(apiTokens.revokedAt), scope.kind === 'all' ? undefined : scope.kind === 'retailer' ? eq(apiTokens.retailerId, scope.retailerId) : eq(apiTokens.id, -1)))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}
