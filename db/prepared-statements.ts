import { sql } from 'drizzle-orm';
import { readRowsAsLiterals } from './row-reader';

/**
 * The statements the code prepares on purpose: point look-ups and writes that requests of a kind send every
 * time (the token look-up, the calculator's pricing look-up, a card charge's lock, ledger and settlement,
 * every audit row and outbox event), where a generic plan is as good as a custom one. postgres.js prepares them through drizzle's `.prepare(name)`; the PGlite
 * statement cache (db/pglite-statement-cache.ts) prepares exactly these texts. List queries are left to
 * be planned per call, where a generic plan would know neither the page nor the filters.
 */

// On globalThis, like the database handle: Next.js may evaluate a module more than once per process.
const globalForStatements = globalThis as unknown as { leaselinePreparedTexts?: Set<string> };
const preparedTexts = (globalForStatements.leaselinePreparedTexts ??= new Set<string>());

export function isMarkedPrepared(text: string): boolean {
  return preparedTexts.has(text);
}

export function markPrepared(text: string): void {
  preparedTexts.add(text);
}

// One composed statement per driver (postgres.js, PGlite) and name: the name identifies the text, and
// each call runs it on the caller's own connection (onSessionOf).
const statementsByDriver = new WeakMap<object, Map<string, unknown>>();

/** drizzle's session of a database handle or transaction (public), and its driver client (not typed public). */
type SessionHolder = { session: { constructor: object; client?: unknown } };
type BoundToClient = { client?: unknown };

/**
 * drizzle's `.prepare(name)` of the query `build` composes, with its SQL marked for the PGlite statement
 * cache too: composed once per driver and name, so PostgreSQL parses and plans it once per connection and
 * no call pays for composing it again. Its rows are read into object literals (db/row-reader.ts). The
 * name must identify the statement's text. `db` may be a handle or any transaction: the statement runs on
 * `db`'s own connection.
 */
export function prepared<P>(db: object, name: string, build: () => { toSQL(): { sql: string }; prepare(name: string): P }): P {
  const session = (db as SessionHolder).session;
  let statements = statementsByDriver.get(session.constructor);
  if (!statements) statementsByDriver.set(session.constructor, (statements = new Map()));
  let statement = statements.get(name) as P | undefined;
  if (statement === undefined) {
    const query = build();
    markPrepared(query.toSQL().sql);
    statement = query.prepare(name);
    readRowsAsLiterals(statement as object);
    if (!('client' in (statement as object))) throw new Error(`drizzle's prepared query no longer keeps its client; prepared("${name}") cannot run it on another session.`);
    statements.set(name, statement);
  }
  return onSessionOf(statement, session);
}

/**
 * drizzle binds a prepared query to the client of the session that prepared it: a handle's pool, or the
 * one connection of a transaction. A statement composed once is handed to each caller with the client
 * of the caller's session, so inside a transaction it runs on the transaction's connection.
 */
function onSessionOf<P>(statement: P, session: SessionHolder['session']): P {
  if ((statement as BoundToClient).client === session.client) return statement;
  return Object.assign(Object.create(Object.getPrototypeOf(statement) as object) as object, statement, { client: session.client }) as P;
}

/**
 * A nullable json or jsonb column in a statement composed once: drizzle encodes a placeholder's value
 * with the column's encoder even when it is null, writing JSON `null` where SQL NULL is meant. This
 * placeholder goes in bare and takes {@link jsonText} of the value: the text drizzle's encoder would
 * have sent, or NULL.
 */
export const jsonPlaceholder = (name: string) => sql`${sql.placeholder(name)}`;
export const jsonText = (value: unknown): string | null => (value == null ? null : JSON.stringify(value));
