import type { Transaction } from '@/db/client';
import type { Ctx } from './context';

/**
 * Runs `fn` in a transaction, joining the caller's when `ctx` already holds one, so operations compose
 * into a single atomic change and tests can roll everything back. Inside, write only through `tx`:
 * PGlite has one connection, and touching the global handle there would wait on ourselves.
 */
export async function withTransaction<T>(ctx: Ctx, fn: (tx: Transaction, txCtx: Ctx) => Promise<T>): Promise<T> {
  if (ctx.inTransaction) return fn(ctx.db as Transaction, ctx);
  return ctx.db.transaction(async (tx) => fn(tx, { ...ctx, db: tx, inTransaction: true }));
}
