import type { DbOrTx } from '@/db/client';
import type { PaymentProcessor } from './processor';
import { sandboxProcessor } from './sandbox-processor';

/**
 * The processor adapters this build knows, by the name `PAYMENT_PROCESSOR` selects (default `sandbox`).
 * A real adapter (docs/payments.md) is a module exporting a factory `(db) => PaymentProcessor`, added
 * here under its name; it reads its own credentials from its own environment variables.
 */
const adapters: Record<string, (db: DbOrTx) => PaymentProcessor> = {
  sandbox: sandboxProcessor,
};

export const processorNames = Object.keys(adapters);

/** The configured processor, on the processor's own connection `db` (never a ledger transaction). */
export function paymentProcessor(db: DbOrTx, name = process.env.PAYMENT_PROCESSOR || 'sandbox'): PaymentProcessor {
  const factory = adapters[name];
  if (!factory) throw new Error(`PAYMENT_PROCESSOR "${name}" is not an adapter of this build (known: ${processorNames.join(', ')}).`);
  return factory(db);
}
