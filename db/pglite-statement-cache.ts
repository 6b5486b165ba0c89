import { messages, parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
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

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type Parsers = Record<number, (text: string, typeId?: number) => unknown>;

/**
 * The one result of a Bind/Execute, shaped as PGlite's `query()` shapes it. (PGlite's own parseResults
 * copies its table of a few hundred type parsers into a new object on every call; that copy was 8% of
 * the server's CPU under the payment calculator.)
 */
function resultOf<T>(backend: BackendMessage[], defaultParsers: Parsers, options: QueryOptions | undefined): Results<T> {
  const parsers = options?.parsers as Parsers | undefined;
  const parserFor = (typeId: number) => parsers?.[typeId] ?? defaultParsers[typeId];
  let fields: Results['fields'] = [];
  const rows: unknown[] = [];
  let affectedRows = 0;
  for (const message of backend) {
    if (message instanceof messages.RowDescriptionMessage) {
      fields = message.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID }));
    } else if (message instanceof messages.DataRowMessage) {
      const values = message.fields.map((text, i) => {
        if (text === null) return null;
        const parser = parserFor(fields[i]!.dataTypeID);
        return parser ? parser(text, fields[i]!.dataTypeID) : text;
      });
      rows.push(options?.rowMode === 'array' ? values : Object.fromEntries(values.map((value, i) => [fields[i]!.name, value])));
    } else if (message instanceof messages.CommandCompleteMessage) {
      // "INSERT 0 3", "UPDATE 2", "SELECT 5": PGlite counts the rows written, not those read.
      const words = message.text.split(' ');
      if (words[0] === 'INSERT') affectedRows += Number(words[2]);
      else if (['UPDATE', 'DELETE', 'MERGE', 'COPY'].includes(words[0]!)) affectedRows += Number(words[1]);
    }
  }
  return { rows: rows as T[], fields, affectedRows };
}

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
    const described = await pg.execProtocolStream(
      concat([protocol.serialize.parse({ name, text }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()]),
      { syncToFs: false },
    );
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(described) };
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
    const backend = await pg.execProtocolStream(
      concat([
        protocol.serialize.bind({ statement: statement.name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      { syncToFs: true },
    );
    return resultOf<T>(backend, pg.parsers, queryOptions);
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
