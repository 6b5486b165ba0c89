import { readFileSync } from 'node:fs';
import { migrateDatabase, openDatabase, type Database, type DatabaseHandle } from '@/db/client';
import type { Actor, Ctx } from '@/lib/core/context';

let handlePromise: Promise<DatabaseHandle> | undefined;

/**
 * The database core tests run on: PostgreSQL when DATABASE_URL is set (migrated once by the global
 * setup), otherwise a fresh in-memory PGlite per test file, started from the migrated template the
 * global setup dumped (or migrated here when a file runs without it).
 */
export function testDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL || undefined;
  handlePromise ??= url ? openDatabase({ databaseUrl: url }) : freshPglite();
  return handlePromise;
}

/**
 * A new in-memory PGlite, migrated (from the global setup's template when there is one), whatever
 * DATABASE_URL says: for a test that must not share the suite's database.
 */
export async function freshPglite(): Promise<DatabaseHandle> {
  const template = process.env.LEASELINE_TEST_PGLITE_TEMPLATE;
  if (template) return openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([readFileSync(template)]) });
  const handle = await openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(handle);
  return handle;
}

class Rollback extends Error {}

/**
 * Runs `fn` inside a transaction that is always rolled back, so each test sees only the database it
 * builds and leaves nothing behind. Core operations called with the ctx join this transaction.
 */
export async function inRollback<T>(fn: (ctx: Ctx & { db: Database }) => Promise<T>, actor: Actor = { kind: 'system' }): Promise<T> {
  const { db } = await testDatabase();
  let result: T | undefined;
  try {
    await db.transaction(async (tx) => {
      result = await fn({ actor, db: tx as unknown as Database, inTransaction: true });
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  return result as T;
}

/** The same transaction seen by another actor: `as(ctx, clerk)`. */
export function as(ctx: Ctx, actor: Actor): Ctx {
  return { ...ctx, actor };
}
