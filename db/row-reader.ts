import { Column, getTableName, is, noopDecoder, SQL, Subquery } from 'drizzle-orm';

/** A selected field as drizzle orders it for a statement: where its value goes, and what it is. */
export type SelectedField = { path: string[]; field: unknown };
type Decoder = { mapFromDriverValue(value: unknown): unknown };
/** An SQL fragment's decoder is internal in drizzle's types; mapResultRow reads it all the same. */
type Decoded = { decoder: Decoder };

/** The decoder drizzle's mapResultRow applies to a field, or null where it hands the value back as is. */
function decoderOf(field: unknown): Decoder | null {
  let decoder: Decoder;
  if (is(field, Column)) decoder = field;
  else if (is(field, SQL)) decoder = (field as unknown as Decoded).decoder;
  else if (is(field, Subquery)) decoder = (field._ as unknown as { sql: Decoded }).sql.decoder;
  else decoder = ((field as SQL.Aliased).sql as unknown as Decoded).decoder;
  if (decoder === noopDecoder) return null;
  if (is(decoder, Column) && decoder.mapFromDriverValue === Column.prototype.mapFromDriverValue) return null;
  return decoder;
}

type Node = { keys: Map<string, Node | number>; nullWhenNull?: number };

/**
 * A function reading one array row of a statement into the nested object drizzle's `mapResultRow` would
 * build, for the same `fields` and joins: same values, same keys in the same order, a left-joined table
 * null when drizzle makes it null (its first column null, every column of it from that one table, the
 * table nullable in `joinsNotNullableMap`). The function is generated once per statement from the
 * schema's own property names, never from input, and builds object literals: drizzle fills each object
 * key by key, so a wide row outgrows its first allocation on the way and reads slower after.
 */
export function rowReaderOf(fields: SelectedField[], joinsNotNullableMap?: Record<string, boolean>): (row: unknown[]) => unknown {
  const root: Node = { keys: new Map() };
  const decoders: (Decoder | null)[] = fields.map(({ field }) => decoderOf(field));
  // Per joined object (a path of two under one name): the table of its columns, or false once they differ.
  const joinedTables = new Map<string, { table: string | false; first: number }>();
  fields.forEach(({ path, field }, index) => {
    let node = root;
    path.forEach((chunk, depth) => {
      if (depth === path.length - 1) {
        node.keys.set(chunk, index);
        return;
      }
      let child = node.keys.get(chunk);
      if (typeof child !== 'object') node.keys.set(chunk, (child = { keys: new Map() }));
      node = child;
    });
    if (joinsNotNullableMap && is(field, Column) && path.length === 2) {
      const seen = joinedTables.get(path[0]!);
      const table = getTableName(field.table);
      if (!seen) joinedTables.set(path[0]!, { table, first: index });
      else if (seen.table !== table) seen.table = false;
    }
  });
  for (const [name, { table, first }] of joinedTables) {
    const node = root.keys.get(name);
    if (typeof table === 'string' && !joinsNotNullableMap![table] && typeof node === 'object') node.nullWhenNull = first;
  }

  const value = (index: number) => `v${index}`;
  const literal = (node: Node): string => {
    const properties = [...node.keys].map(([key, child]) => `${JSON.stringify(key)}: ${typeof child === 'number' ? value(child) : literal(child)}`);
    const object = `{ ${properties.join(', ')} }`;
    return node.nullWhenNull === undefined ? object : `(${value(node.nullWhenNull)} === null ? null : ${object})`;
  };
  const reads = fields.map((_, i) => `const ${value(i)} = ${decoders[i] ? `row[${i}] === null ? null : decoders[${i}].mapFromDriverValue(row[${i}])` : `row[${i}]`};`);
  return new Function('decoders', `return (row) => { ${reads.join(' ')} return ${literal(root)}; };`)(decoders) as (row: unknown[]) => unknown;
}

type MappedStatement = { fields?: SelectedField[]; joinsNotNullableMap?: Record<string, boolean>; customResultMapper?: (rows: unknown[][]) => unknown };

/**
 * Gives a prepared drizzle statement a generated reader (rowReaderOf) for its rows. Both drivers' prepared
 * queries map their array rows through `customResultMapper` when one is set; a statement that already has
 * its own (a relational query) or returns no fields keeps drizzle's path.
 */
export function readRowsAsLiterals(statement: object): void {
  const mapped = statement as MappedStatement;
  if (!mapped.fields || mapped.customResultMapper) return;
  const read = rowReaderOf(mapped.fields, mapped.joinsNotNullableMap);
  mapped.customResultMapper = (rows) => rows.map(read);
}
