/**
 * A small structured logger. It never prints error messages from inside (a database error can quote
 * row values, i.e. PII): only the error's class, code and stack frames.
 */
type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

function threshold(): number {
  const level = (process.env.LOG_LEVEL ?? 'info') as Level | 'silent';
  return order[level] ?? order.info;
}

/** An error as a log field: class, code, stack frames and (recursively, a few levels) its `cause`. */
function describeError(error: Error, depth = 0): Record<string, unknown> {
  const cause = (error as { cause?: unknown }).cause;
  return {
    name: error.name,
    code: (error as { code?: unknown }).code,
    stack: error.stack?.split('\n').slice(1, 8).map((line) => line.trim()),
    ...(cause instanceof Error && depth < 3 ? { cause: describeError(cause, depth + 1) } : {}),
  };
}

function scrub(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) out[key] = value instanceof Error ? describeError(value) : value;
  return out;
}

function write(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  if (order[level] < threshold()) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...scrub(fields) });
  (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(line + '\n');
}

export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => write('debug', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
};
