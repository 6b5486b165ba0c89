/**
 * The statements the code prepares on purpose: those every request runs (the token look-up, the
 * calculator's pricing look-up). postgres.js prepares them through drizzle's `.prepare(name)`; the PGlite
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

// Per database handle, so a test's transaction or a second handle never runs another's statement.
const statementsByDb = new WeakMap<object, Map<string, unknown>>();

/**
 * drizzle's `.prepare(name)` of the query `build` composes, with its SQL marked for the PGlite statement
 * cache too: composed once per database and name, so PostgreSQL parses and plans it once per connection
 * rather than on every request. The name must identify the statement's text.
 */
export function prepared<P>(db: object, name: string, build: () => { toSQL(): { sql: string }; prepare(name: string): P }): P {
  let statements = statementsByDb.get(db);
  if (!statements) statementsByDb.set(db, (statements = new Map()));
  let statement = statements.get(name) as P | undefined;
  if (statement === undefined) {
    const query = build();
    markPrepared(query.toSQL().sql);
    statements.set(name, (statement = query.prepare(name)));
  }
  return statement;
}

const globalForNames = globalThis as unknown as { leaselinePreparedNames?: Set<string> };
const markedNames = (globalForNames.leaselinePreparedNames ??= new Set<string>());

/**
 * Runs `query`, built for this call on the database or on a transaction, as a prepared statement: for the
 * point look-ups and writes every request of a kind sends (a card charge's), where a generic plan is as
 * good as a custom one. On PostgreSQL, postgres.js then parses and plans the text once per connection and
 * answers each later call in one round trip; unprepared, a statement with parameters costs it two (a
 * Parse/Describe for the parameter types, then Bind/Execute) and PostgreSQL plans it every time. On
 * PGlite, the statement cache prepares the text marked under `name` on its first call. Unlike
 * `prepared()`, nothing is kept per handle, so it works inside any transaction; the query is still
 * composed per call. `name` should identify the statement's text (a variant under the same name is
 * prepared on PostgreSQL but not on PGlite).
 */
export function executePrepared<T>(name: string, query: { toSQL(): { sql: string }; prepare(name: string): { execute(): Promise<T> } }): Promise<T> {
  if (!markedNames.has(name)) {
    markPrepared(query.toSQL().sql);
    markedNames.add(name);
  }
  return query.prepare(name).execute();
}
