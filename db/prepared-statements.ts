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

/** drizzle's `.prepare(name)`, with its SQL marked for the PGlite statement cache too. */
export function prepared<P>(query: { toSQL(): { sql: string }; prepare(name: string): P }, name: string): P {
  markPrepared(query.toSQL().sql);
  return query.prepare(name);
}
