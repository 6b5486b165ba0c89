import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { isMarkedPrepared } from './prepared-statements';

/**
 * PGlite's `query()` parses and plans every statement anew, in six calls into the WASM backend; for a
 * three-table join, planning is most of the cost. postgres.js prepares what drizzle's `.prepare(name)`
 * marks, and this gives PGlite the same: a statement marked by `prepared()` (db/prepared-statements.ts)
 * and sent outside a transaction is parsed once under a name, and each later call is one
 * Bind/Execute/Sync round into the backend against its cached plan.
 *
 * Opt-in, as on PostgreSQL, because a cached plan is generic: for the pipeline's list queries PostgreSQL
 * chose generic plans a quarter slower than planning each call (100,000 applications), so those stay
 * with PGlite's own `query()`, as does anything in a transaction, DDL, or a call with explicit types.
 */

type Statement = { name: string; parameterTypes: number[] };

/** PostgreSQL's "cached plan must not change result type": a table changed under a prepared statement. */
const PLAN_CHANGED = '0A000';

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.byteLength;
  }
  return out;
}

export function withStatementCache(pg: PGlite, options: { maxStatements?: number } = {}): PGlite {
  const maxStatements = options.maxStatements ?? 200;
  // Map order is use order: the first entry is the least recently used.
  const statements = new Map<string, Statement>();
  let counter = 0;

  // Both of PGlite's locks, as its own query() takes them: nothing else runs in the backend meanwhile,
  // and a statement never lands inside another caller's open transaction.
  const exclusive = <T>(fn: () => Promise<T>) => pg._runExclusiveTransaction(() => pg._runExclusiveQuery(fn));

  const close = (name: string) =>
    pg.execProtocolStream(concat([protocol.serialize.close({ type: 'S', name }), protocol.serialize.sync()]), { syncToFs: false });

  async function prepare(text: string): Promise<Statement> {
    const name = `ll_stmt_${++counter}`;
    const messages = await pg.execProtocolStream(
      concat([protocol.serialize.parse({ name, text }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()]),
      { syncToFs: false },
    );
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(text, statement);
    if (statements.size > maxStatements) {
      const [oldestText, oldest] = statements.entries().next().value!;
      statements.delete(oldestText);
      await close(oldest.name);
    }
    return statement;
  }

  async function execute<T>(text: string, params: unknown[], queryOptions: QueryOptions | undefined): Promise<Results<T>> {
    let statement = statements.get(text);
    if (statement) {
      statements.delete(text); // re-inserted below: now the most recently used
      statements.set(text, statement);
    } else {
      statement = await prepare(text);
    }
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serialize = pg.serializers[statement.parameterTypes[i]!];
      return serialize ? serialize(param) : String(param);
    });
    const messages = await pg.execProtocolStream(
      concat([
        protocol.serialize.bind({ statement: statement.name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      { syncToFs: true },
    );
    return parse.parseResults(messages, pg.parsers, queryOptions)[0] as Results<T>;
  }

  async function query<T>(text: string, params: unknown[] = [], queryOptions?: QueryOptions): Promise<Results<T>> {
    const plain = !queryOptions?.blob && !queryOptions?.paramTypes && !queryOptions?.serializers;
    if (!plain || !isMarkedPrepared(text)) return pg.query<T>(text, params, queryOptions);
    return exclusive(async () => {
      try {
        return await execute<T>(text, params, queryOptions);
      } catch (error) {
        const stale = statements.get(text);
        if ((error as { code?: string }).code !== PLAN_CHANGED || !stale) throw error;
        statements.delete(text);
        await close(stale.name);
        return await execute<T>(text, params, queryOptions);
      }
    });
  }

  return new Proxy(pg, {
    get(target, property) {
      if (property === 'query') return query;
      const value = Reflect.get(target, property, target) as unknown;
      // PGlite keeps its state in #private fields, which only the instance itself may touch.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
