import type { z } from 'zod';
import { secondaryIncomeSchema } from '@/lib/core/applications/schemas';

type JsonSchema = Record<string, unknown>;

/**
 * What a caller may send, where zod's conversion says less: a `z.preprocess` that reads a shape as
 * "nothing" converts to the schema after it, so the document would refuse input the API accepts.
 */
const inputOverrides = new Map<z.ZodType, (converted: JsonSchema) => JsonSchema>([
  [
    secondaryIncomeSchema,
    (income) => ({
      anyOf: [
        { type: 'null' },
        { type: 'object', additionalProperties: { enum: [null, ''] }, description: 'No second income: `{}`, or fields all null or empty.' },
        income,
      ],
    }),
  ],
]);

/** The `override` hook of z.toJSONSchema for request schemas (io: 'input'). */
export function overrideInputSchema(ctx: { zodSchema: unknown; jsonSchema: JsonSchema }): void {
  const rewrite = inputOverrides.get(ctx.zodSchema as z.ZodType);
  if (!rewrite) return;
  const converted = { ...ctx.jsonSchema };
  for (const key of Object.keys(ctx.jsonSchema)) delete ctx.jsonSchema[key];
  Object.assign(ctx.jsonSchema, rewrite(converted));
}
