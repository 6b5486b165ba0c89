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
