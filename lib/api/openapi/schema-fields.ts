import type { JsonSchema } from './document';

/**
 * Flattens a JSON Schema into the rows of a field table, for the /docs reference: one row per field,
 * dotted paths (`data.links[].url`), nested objects expanded, shared components linked by name.
 */
export type TypePart = { text: string; ref?: string };

export type FieldRow = {
  path: string;
  depth: number;
  type: TypePart[];
  required: boolean;
  nullable: boolean;
  description?: string;
  values?: string[];
  default?: string;
  constraints: string[];
};

const REF_PREFIX = '#/components/schemas/';

export const refName = (ref: string) => (ref.startsWith(REF_PREFIX) ? ref.slice(REF_PREFIX.length) : ref);

type Options = {
  /** `components.schemas`, to resolve `$ref`s. */
  components: Record<string, JsonSchema>;
  /** Components to expand in place; any other `$ref` is shown as a link to its own table. */
  expand?: Set<string>;
  maxDepth?: number;
};

/** Splits `anyOf: [X, {type: null}]` and `type: [t, 'null']` into X and a nullable flag. */
function unwrapNullable(schema: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  if (Array.isArray(schema.anyOf)) {
    const options = schema.anyOf as JsonSchema[];
    const nonNull = options.filter((o) => o.type !== 'null');
    if (nonNull.length === 1 && nonNull.length < options.length) {
      const { anyOf: _anyOf, ...rest } = schema;
      return { schema: { ...nonNull[0], ...rest }, nullable: true };
    }
  }
  if (Array.isArray(schema.type) && (schema.type as string[]).includes('null')) {
    const types = (schema.type as string[]).filter((t) => t !== 'null');
    return { schema: { ...schema, type: types.length === 1 ? types[0] : types }, nullable: true };
  }
  return { schema, nullable: false };
}

export function typeParts(input: JsonSchema): TypePart[] {
  const { schema } = unwrapNullable(input);
  if (typeof schema.$ref === 'string') return [{ text: refName(schema.$ref), ref: refName(schema.$ref) }];
  if ('const' in schema) return [{ text: JSON.stringify(schema.const) }];
  if (Array.isArray(schema.anyOf)) {
    return (schema.anyOf as JsonSchema[]).flatMap((option, i) => [...(i ? [{ text: ' | ' }] : []), ...typeParts(option)]);
  }
  if (schema.type === 'array') {
    const items = (schema.items ?? {}) as JsonSchema;
    return [{ text: 'array of ' }, ...typeParts(items)];
  }
  if (schema.type === 'object' && !schema.properties && schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    const values = schema.additionalProperties as JsonSchema;
    return Object.keys(values).length ? [{ text: 'map of string → ' }, ...typeParts(values)] : [{ text: 'object' }];
  }
  if (Array.isArray(schema.type)) return [{ text: (schema.type as string[]).join(' | ') }];
  if (typeof schema.type === 'string') return [{ text: schema.format ? `${schema.type} (${schema.format})` : schema.type }];
  return [{ text: 'any' }];
}

function constraintsOf(schema: JsonSchema): string[] {
  const out: string[] = [];
  const has = (k: string) => typeof schema[k] === 'number';
  if (has('minimum') && has('maximum')) out.push(`${schema.minimum}–${schema.maximum}`);
  else if (has('minimum')) out.push(`≥ ${schema.minimum}`);
  else if (has('maximum')) out.push(`≤ ${schema.maximum}`);
  if (has('exclusiveMinimum')) out.push(`> ${schema.exclusiveMinimum}`);
  if (has('minLength')) out.push(`min length ${schema.minLength}`);
  if (has('maxLength')) out.push(`max length ${schema.maxLength}`);
  if (has('minItems')) out.push(`at least ${schema.minItems} items`);
  if (has('maxItems')) out.push(`at most ${schema.maxItems} items`);
  if (typeof schema.pattern === 'string') out.push(`pattern ${schema.pattern}`);
  return out;
}

/** One table row describing `schema` itself (used for parameters). */
export function describeSchema(input: JsonSchema): Omit<FieldRow, 'path' | 'depth' | 'required'> {
  const { schema, nullable } = unwrapNullable(input);
  const target = schema.type === 'array' ? ((schema.items ?? {}) as JsonSchema) : schema;
  return {
    type: typeParts(input),
    nullable,
    ...(typeof schema.description === 'string' ? { description: schema.description } : {}),
    ...(Array.isArray(target.enum) ? { values: (target.enum as unknown[]).map(String) } : {}),
    ...(schema.default !== undefined ? { default: JSON.stringify(schema.default) } : {}),
    constraints: [...constraintsOf(schema), ...(target !== schema ? constraintsOf(target).map((c) => `each ${c}`) : [])],
  };
}

/** The rows of a field table for an object schema (or a `$ref` to one). */
export function schemaFields(root: JsonSchema, options: Options): FieldRow[] {
  const maxDepth = options.maxDepth ?? 6;
  const rows: FieldRow[] = [];

  const resolve = (schema: JsonSchema, forceExpand: boolean): JsonSchema | undefined => {
    const { schema: inner } = unwrapNullable(schema);
    if (typeof inner.$ref !== 'string') return inner;
    const name = refName(inner.$ref);
    if (!forceExpand && !options.expand?.has(name)) return undefined;
    return options.components[name];
  };

  const walk = (schema: JsonSchema, prefix: string, depth: number, forceExpand: boolean) => {
    const resolved = resolve(schema, forceExpand);
    if (!resolved || depth > maxDepth) return;
    if (resolved.type === 'array') {
      const items = resolve((resolved.items ?? {}) as JsonSchema, false);
      if (items?.properties) walk(items, `${prefix}[]`, depth, false);
      return;
    }
    const properties = (resolved.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((resolved.required ?? []) as string[]);
    for (const [name, property] of Object.entries(properties)) {
      const path = prefix ? `${prefix}.${name}` : name;
      rows.push({ path, depth, required: required.has(name), ...describeSchema(property) });
      const { schema: inner } = unwrapNullable(property);
      if (inner.type === 'object' && inner.properties) walk(inner, path, depth + 1, false);
      else if (inner.type === 'array') {
        const items = resolve((inner.items ?? {}) as JsonSchema, false);
        if (items?.properties) walk(items, `${path}[]`, depth + 1, false);
      } else if (typeof inner.$ref === 'string' && options.expand?.has(refName(inner.$ref))) walk(inner, path, depth + 1, false);
    }
  };

  walk(root, '', 0, true);
  return rows;
}
