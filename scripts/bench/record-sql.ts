import type { PGlite } from '@electric-sql/pglite';
import type { Sql, TransactionSql } from 'postgres';
import type { Database } from '@/db/client';
import * as schema from '@/db/schema';
import type { DatabaseKind } from './world';

/** One statement as drizzle sent it: the SQL text and the driver-ready parameters. */
export type Statement = { text: string; params: unknown[] };

/**
 * How the core sends a read's statements, and so how its floor replays them: one after the other, all at
 * once (Promise.all), or the first and then the rest at once (a record, then the rows that hang off its id).
 */
export type Sending = 'in-turn' | 'at-once' | 'first-then-at-once';

/** Sends recorded statements as `sending` says; their rows, in recorded order. */
export async function replayRows(statements: Statement[], sending: Sending, rowsOf: (s: Statement) => Promise<unknown[][]>): Promise<unknown[][][]> {
  if (sending === 'at-once') return Promise.all(statements.map(rowsOf));
  if (sending === 'first-then-at-once' && statements.length > 0) {
    const [first, ...rest] = statements;
    const firstRows = await rowsOf(first!);
    return [firstRows, ...(await Promise.all(rest.map(rowsOf)))];
  }
  const out: unknown[][][] = [];
  for (const s of statements) out.push(await rowsOf(s));
  return out;
}

/**
 * The raw driver, called exactly as drizzle's own session calls it for a select: PGlite `query` in
 * array row mode with drizzle's date parsers, postgres.js `unsafe(…, { prepare: false }).values()`
 * (drizzle prepares only queries built with `.prepare(name)`, such as the token look-up; the floor
 * passes `prepare` for those to stay comparable).
 */
/** `prepare`: as a statement the core prepares (`.prepare(name)`), which postgres.js then prepares once per connection. */
export type Rows = (text: string, params: unknown[], options?: { prepare?: boolean }) => Promise<unknown[][]>;
export type RawClient = {
  rows: Rows;
  /**
   * Runs `fn` in one transaction on one connection, as drizzle's `db.transaction` does (postgres.js
   * `begin`, PGlite `transaction`), then commits or rolls back.
   */
  transaction: <T>(end: 'commit' | 'rollback', fn: (rows: Rows) => Promise<T>) => Promise<T>;
};

const ROLLBACK = Symbol('rollback');

export async function rawClient(kind: DatabaseKind, client: unknown): Promise<RawClient> {
  if (kind === 'postgres') {
    const sql = client as Sql;
    const rowsOf = (target: Sql | TransactionSql): Rows => (text, params, options) => target.unsafe(text, params as never[], { prepare: options?.prepare ?? false }).values() as Promise<unknown[][]>;
    return {
      rows: rowsOf(sql),
      transaction: async (end, fn) => {
        let out: Awaited<ReturnType<typeof fn>> | undefined;
        try {
          await sql.begin(async (tx) => {
            out = await fn(rowsOf(tx));
            if (end === 'rollback') throw ROLLBACK;
          });
        } catch (error) {
          if (error !== ROLLBACK) throw error;
        }
        return out!;
      },
    };
  }
  const { types } = await import('@electric-sql/pglite');
  const asText = (value: string) => value;
  // The same parsers drizzle-orm/pglite passes: dates and intervals stay text.
  const parsers = { [types.TIMESTAMP]: asText, [types.TIMESTAMPTZ]: asText, [types.INTERVAL]: asText, [types.DATE]: asText, 1231: asText, 1115: asText, 1185: asText, 1187: asText, 1182: asText };
  const pglite = client as PGlite;
  type Queryable = Pick<PGlite, 'query'>;
  const rowsOf = (target: Queryable): Rows => async (text, params) => (await target.query<unknown[]>(text, params, { rowMode: 'array', parsers })).rows;
  return {
    rows: rowsOf(pglite),
    transaction: (end, fn) =>
      pglite.transaction(async (tx) => {
        const out = await fn(rowsOf(tx));
        if (end === 'rollback') await tx.rollback();
        return out;
      }),
  };
}

/** A drizzle instance over the same client whose logger records each statement before it is sent. */
export async function recordingDatabase(kind: DatabaseKind, client: unknown): Promise<{ db: Database; take: () => Statement[] }> {
  let recorded: Statement[] = [];
  const logger = { logQuery: (text: string, params: unknown[]) => void recorded.push({ text, params: [...params] }) };
  const db =
    kind === 'postgres'
      ? (await import('drizzle-orm/postgres-js')).drizzle({ client: client as Sql, schema, logger })
      : (await import('drizzle-orm/pglite')).drizzle({ client: client as PGlite, schema, logger });
  return {
    db: db as unknown as Database,
    take: () => {
      const taken = recorded;
      recorded = [];
      return taken;
    },
  };
}
