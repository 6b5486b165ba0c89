import { z } from 'zod';
import { migrateDatabase, openDatabase } from '@/db/client';
import { systemActor, type Ctx } from '@/lib/core/context';
import { DomainError, ValidationError } from '@/lib/core/errors';
import { zodFieldErrors } from '@/lib/core/validation';
import { env } from '@/lib/env';

/**
 * How the admin CLIs report failure: field errors on stderr as `--option: message`, expected core
 * failures as their message with exit code 1, and anything else rethrown (it is a bug, not bad input).
 * `optionNames` maps core field names to the CLI options that set them.
 */
export type OptionNames = Record<string, string>;

export function printFieldErrors(fields: Record<string, string[]>, optionNames: OptionNames): void {
  console.error('Invalid input:');
  for (const [field, messages] of Object.entries(fields)) for (const message of messages) console.error(`  ${optionNames[field] ?? field}: ${message}`);
}

export function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

export function failWith(error: unknown, optionNames: OptionNames): never {
  if (error instanceof ValidationError) {
    printFieldErrors(error.fieldErrors, optionNames);
    process.exit(1);
  }
  if (error instanceof z.ZodError) {
    printFieldErrors(zodFieldErrors(error), optionNames);
    process.exit(1);
  }
  if (error instanceof DomainError) fail(`Error: ${error.message}`);
  throw error;
}

/**
 * Opens the configured database (DATABASE_URL, or PGlite under DATA_DIR), applies the migrations, runs
 * `run` as the system actor and closes the database, also on failure, which is reported as `failWith` does.
 */
export async function withSystemContext(run: (ctx: Ctx) => Promise<void>, optionNames: OptionNames = {}): Promise<void> {
  env(); // a malformed DATABASE_URL or DATA_DIR stops here, named
  const handle = await openDatabase();
  try {
    await migrateDatabase(handle);
    await run({ actor: systemActor, db: handle.db });
  } catch (error) {
    await handle.close();
    failWith(error, optionNames);
  }
  await handle.close();
}
