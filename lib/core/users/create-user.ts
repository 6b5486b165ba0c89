import { and, eq, inArray } from 'drizzle-orm';
import { retailers, stores, userStores, users } from '@/db/schema';
import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import { scopeOf } from '../scope';
import { recordAudit } from '../audit/record-audit';
import { withTransaction } from '../transaction';
import { parseInput } from '../validation';
import { hashPassword } from './password';
import { createUserInput, type CreateUserInput } from './schemas';

export type CreatedUser = { id: number; email: string; role: string; retailerId: number | null; storeIds: number[] };

export async function createUser(ctx: Ctx, input: CreateUserInput): Promise<CreatedUser> {
  requirePermission(ctx, 'user.manage');
  const parsed = parseInput(createUserInput, input);
  if (parsed.role === 'admin' && ctx.actor.kind === 'staff' && ctx.actor.role !== 'admin') {
    throw ValidationError.field('role', 'Only an admin can create an admin.');
  }
  const passwordHash = await hashPassword(parsed.password);
  return withTransaction(ctx, async (tx, txCtx) => {
    let retailerId: number | null = null;
    if (parsed.retailer) {
      const [retailer] = await tx.select().from(retailers).where(eq(retailers.slug, parsed.retailer));
      if (!retailer) throw ValidationError.field('retailer', `No retailer with slug "${parsed.retailer}".`);
      retailerId = retailer.id;
    }
    const scope = scopeOf(ctx.actor);
    if (scope.kind !== 'all' && scope.retailerId !== retailerId) throw new NotFoundError('Retailer not found.');

    const storeRows = parsed.stores.length
      ? await tx
          .select({ id: stores.id, slug: stores.slug })
          .from(stores)
          .where(and(eq(stores.retailerId, retailerId ?? -1), inArray(stores.slug, parsed.stores)))
      : [];
    const missing = parsed.stores.filter((slug) => !storeRows.some((s) => s.slug === slug));
    if (missing.length) throw ValidationError.field('stores', `Unknown store(s) at this retailer: ${missing.join(', ')}.`);

    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, parsed.email));
    if (existing) throw new ConflictError('A user with this e-mail already exists.');

    const [user] = await tx
      .insert(users)
      .values({ email: parsed.email, name: parsed.name ?? parsed.email.split('@')[0]!, role: parsed.role, passwordHash, retailerId })
      .returning({ id: users.id });
    if (storeRows.length) await tx.insert(userStores).values(storeRows.map((s) => ({ userId: user!.id, storeId: s.id })));
    await recordAudit(tx, txCtx, {
      action: 'user.created',
      entityType: 'user',
      entityId: user!.id,
      retailerId,
      data: { role: parsed.role, storeIds: storeRows.map((s) => s.id) },
    });
    return { id: user!.id, email: parsed.email, role: parsed.role, retailerId, storeIds: storeRows.map((s) => s.id) };
  });
}
