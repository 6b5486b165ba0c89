import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form resolver whose code — zod and the shared schema, ~35 KB of gzipped JavaScript — loads when the
 * form first validates instead of with the page (issue 17: signed-in pages ≤ 170 KB first-load JS). The
 * schema stays the one the API and the server action use; only when it arrives in the browser changes.
 * `load` runs once; React Hook Form awaits resolvers, so the first submit simply waits for the import.
 */
export function lazyResolver<V extends FieldValues, C, T>(load: () => Promise<Resolver<V, C, T>>): Resolver<V, C, T> {
  let loading: Promise<Resolver<V, C, T>> | undefined;
  return async (values, context, options) => {
    loading ??= load();
    return (await loading)(values, context, options);
  };
}

/**
 * `lazyResolver` for the usual case: zod's resolver over one schema, both loaded with the first validation.
 * `loadSchema` imports the module that holds the schema (the one the server action checks).
 */
export function lazyZodResolver<S extends z.ZodType>(loadSchema: () => Promise<S>): Resolver<z.input<S> & FieldValues, unknown, z.output<S>> {
  return lazyResolver(async () => {
    const [{ zodResolver }, schema] = await Promise.all([import('@hookform/resolvers/zod'), loadSchema()]);
    return zodResolver(schema as never) as unknown as Resolver<z.input<S> & FieldValues, unknown, z.output<S>>;
  });
}
