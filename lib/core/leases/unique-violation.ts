/**
 * True when `error` (or its cause: drizzle wraps driver errors) is a unique violation (SQLSTATE 23505) of
 * `constraint`. postgres.js names it `constraint_name`, PGlite `constraint`; the message is the fallback.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const e = current as { code?: unknown; constraint_name?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (e.code === '23505') {
      const name = e.constraint_name ?? e.constraint;
      return typeof name === 'string' ? name === constraint : String(e.message ?? '').includes(constraint);
    }
    current = e.cause;
  }
  return false;
}
