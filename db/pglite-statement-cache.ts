import { messages, parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { isMarkedPrepared } from './prepared-statements';

/**
 * PGlite's `query()` parses and plans every statement anew, in six calls into the WASM backend; for a
 * three-table join, planning is most of the cost. postgres.js prepares what drizzle's `.prepare(name)`
 * marks, and this gives PGlite the same: a statement marked by `prepared()` (db/prepared-statements.ts)
 * is parsed once under a name, and each later call is one Bind/Execute/Sync round into the backend
 * against its cached plan.
 *
 * Opt-in, as on PostgreSQL, because a cached plan is generic: for the pipeline's list queries PostgreSQL
 * chose generic plans a quarter slower than planning each call (100,000 applications). Every other
 * statement is still parsed and planned on each call, as PostgreSQL's unnamed statement is, but in one
 * round into the backend (Parse/Bind/Describe/Execute/Sync with the parameter types PostgreSQL inferred
 * the first time) instead of PGlite's six: about three times cheaper for the short statements a lease
 * or a payment is made of. Both paths run inside transactions too, under the transaction's own lock.
 * Calls with explicit types, serializers or a blob stay with PGlite's own `query()`.
 *
 * `prepareEveryStatement` prepares every statement, marked or not: for a bulk load such as the demo
 * seed, which runs a few dozen statements (point look-ups and writes, where a generic plan is as good as
 * a custom one) thousands of times each, and spent a third of its time planning them again.
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

export type StatementCacheOptions = { maxStatements?: number; maxParameterTypes?: number; prepareEveryStatement?: boolean };

export function withStatementCache(pg: PGlite, options: StatementCacheOptions = {}): PGlite {
  const maxStatements = options.maxStatements ?? 200;
  const prepareEveryStatement = options.prepareEveryStatement ?? false;
  const maxParameterTypes = options.maxParameterTypes ?? 2000;
  // Map order is use order: the first entry is the least recently used.
  const statements = new Map<string, Statement>();
  // The parameter types PostgreSQL inferred for an unnamed statement's text (what PGlite's query() asks for each time).
  const parameterTypes = new Map<string, number[]>();
  let counter = 0;

  // Both of PGlite's locks, as its own query() takes them: nothing else runs in the backend meanwhile,
  // and a statement never lands inside another caller's open transaction. Inside a transaction the
  // transaction lock is already ours, so only the query lock is taken (as PGlite's tx.query() does).
  const exclusive = <T>(fn: () => Promise<T>) => pg._runExclusiveTransaction(() => pg._runExclusiveQuery(fn));
  const exclusiveInTransaction = <T>(fn: () => Promise<T>) => pg._runExclusiveQuery(fn);

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

  const serialize = (params: unknown[], types: number[]) =>
    params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serializer = pg.serializers[types[i]!];
      return serializer ? serializer(param) : String(param);
    });

  async function executePrepared<T>(text: string, params: unknown[], queryOptions: QueryOptions | undefined, syncToFs: boolean): Promise<Results<T>> {
    let statement = statements.get(text);
    if (statement) {
      statements.delete(text); // re-inserted below: now the most recently used
      statements.set(text, statement);
    } else {
      statement = await prepare(text);
    }
    const backend = await pg.execProtocolStream(
      concat([
        protocol.serialize.bind({ statement: statement.name, values: serialize(params, statement.parameterTypes) }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      { syncToFs },
    );
    return resultOf<T>(backend, pg.parsers, queryOptions);
  }

  async function typesOf(text: string, params: unknown[]): Promise<number[]> {
    if (!params.length) return [];
    const known = parameterTypes.get(text);
    if (known) {
      parameterTypes.delete(text);
      parameterTypes.set(text, known);
      return known;
    }
    const described = await pg.execProtocolStream(
      concat([protocol.serialize.parse({ text }), protocol.serialize.describe({ type: 'S' }), protocol.serialize.sync()]),
      { syncToFs: false },
    );
    const types = parse.parseDescribeStatementResults(described);
    parameterTypes.set(text, types);
    if (parameterTypes.size > maxParameterTypes) parameterTypes.delete(parameterTypes.keys().next().value!);
    return types;
  }

  async function executeUnnamed<T>(text: string, params: unknown[], queryOptions: QueryOptions | undefined, syncToFs: boolean): Promise<Results<T>> {
    const types = await typesOf(text, params);
    const backend = await pg.execProtocolStream(
      concat([
        protocol.serialize.parse({ text, types }),
        protocol.serialize.bind({ values: serialize(params, types) }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      { syncToFs },
    );
    return resultOf<T>(backend, pg.parsers, queryOptions);
  }

  async function run<T>(text: string, params: unknown[], queryOptions: QueryOptions | undefined, syncToFs: boolean): Promise<Results<T>> {
    if (!prepareEveryStatement && !isMarkedPrepared(text)) return executeUnnamed<T>(text, params, queryOptions, syncToFs);
    try {
      return await executePrepared<T>(text, params, queryOptions, syncToFs);
    } catch (error) {
      const stale = statements.get(text);
      if ((error as { code?: string }).code !== PLAN_CHANGED || !stale) throw error;
      statements.delete(text);
      await close(stale.name);
      return await executePrepared<T>(text, params, queryOptions, syncToFs);
    }
  }

  const plain = (queryOptions: QueryOptions | undefined) => !queryOptions?.blob && !queryOptions?.paramTypes && !queryOptions?.serializers;

  async function query<T>(text: string, params: unknown[] = [], queryOptions?: QueryOptions): Promise<Results<T>> {
    if (!plain(queryOptions)) return pg.query<T>(text, params, queryOptions);
    return exclusive(() => run<T>(text, params, queryOptions, true));
  }

  /** PGlite's transaction, whose `query()` takes the same two paths (no file-system sync until it ends). */
  function transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return pg.transaction((tx) => {
      const cachedQuery = async <R>(text: string, params: unknown[] = [], queryOptions?: QueryOptions): Promise<Results<R>> => {
        if (tx.closed) throw new Error('Transaction is closed');
        if (!plain(queryOptions)) return tx.query<R>(text, params, queryOptions);
        return exclusiveInTransaction(() => run<R>(text, params, queryOptions, false));
      };
      return callback(
        new Proxy(tx, {
          get(target, property) {
            if (property === 'query') return cachedQuery;
            return Reflect.get(target, property, target) as unknown;
          },
        }),
      );
    });
  }

  return new Proxy(pg, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction') return transaction;
      const value = Reflect.get(target, property, target) as unknown;
      // PGlite keeps its state in #private fields, which only the instance itself may touch.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
