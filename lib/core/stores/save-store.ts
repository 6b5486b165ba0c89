import { and, eq, ne } from 'drizzle-orm';
import { retailers, stores, type Store } from '@/db/schema';
import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import { recordAudit } from '../audit/record-audit';
import { withTransaction } from '../transaction';
import { parseInput } from '../validation';
import { retailerInput, storeInput, type RetailerInput, type StoreInput } from './schemas';

/**
 * Creates or edits a store (admins). A store keeps its retailer; its slug is unique within the retailer.
 * A new time zone moves the store's dashboard days (the rollup recounts the store in the same transaction).
 */
export async function saveStore(ctx: Ctx, input: StoreInput): Promise<Store> {
  requirePermission(ctx, 'store.manage');
  const { storeId, ...values } = parseInput(storeInput, input);
  return withTransaction(ctx, async (tx, txCtx) => {
    const [retailer] = await tx.select({ id: retailers.id }).from(retailers).where(eq(retailers.id, values.retailerId));
    if (!retailer) throw ValidationError.field('retailerId', 'No such retailer.');
    const [clash] = await tx
      .select({ id: stores.id })
      .from(stores)
      .where(and(eq(stores.retailerId, values.retailerId), eq(stores.slug, values.slug), storeId ? ne(stores.id, storeId) : undefined));
    if (clash) throw ValidationError.field('slug', 'Another store of this retailer has this slug.');
    let saved: Store | undefined;
    let before: Store | undefined;
    if (storeId) {
      [before] = await tx.select().from(stores).where(eq(stores.id, storeId)).for('update');
      if (!before) throw new NotFoundError('Store not found.');
      if (before.retailerId !== values.retailerId) throw ValidationError.field('retailerId', 'A store cannot move to another retailer.');
      [saved] = await tx.update(stores).set(values).where(eq(stores.id, storeId)).returning();
    } else {
      [saved] = await tx.insert(stores).values(values).returning();
    }
    const changed = before ? Object.keys(values).filter((k) => before[k as keyof Store] !== values[k as keyof typeof values]) : Object.keys(values);
    await recordAudit(tx, txCtx, { action: storeId ? 'store.updated' : 'store.created', entityType: 'store', entityId: saved!.id, retailerId: saved!.retailerId, data: { changed } });
    return saved!;
  });
}

/** Creates or renames a retailer (admins); slugs are unique. */
export async function saveRetailer(ctx: Ctx, input: RetailerInput): Promise<{ id: number }> {
  requirePermission(ctx, 'retailer.manage');
  const { retailerId, ...values } = parseInput(retailerInput, input);
  return withTransaction(ctx, async (tx, txCtx) => {
    const [clash] = await tx.select({ id: retailers.id }).from(retailers).where(and(eq(retailers.slug, values.slug), retailerId ? ne(retailers.id, retailerId) : undefined));
    if (clash) throw new ConflictError('Another retailer has this slug.');
    const [row] = retailerId
      ? await tx.update(retailers).set(values).where(eq(retailers.id, retailerId)).returning({ id: retailers.id })
      : await tx.insert(retailers).values(values).returning({ id: retailers.id });
    if (!row) throw new NotFoundError('Retailer not found.');
    await recordAudit(tx, txCtx, { action: retailerId ? 'retailer.updated' : 'retailer.created', entityType: 'retailer', entityId: row.id, retailerId: row.id });
    return row;
  });
}
