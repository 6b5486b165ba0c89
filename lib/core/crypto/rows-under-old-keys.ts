import { and, count, isNotNull, ne, or, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { applicants, applications, esignEnvelopes, users, webhookEndpoints } from '@/db/schema';
import type { Database } from '@/db/client';
import { keyRing } from './keys';

export type RowsUnderOldKeys = { applicants: number; applications: number; envelopes: number; webhookEndpoints: number; users: number; total: number };

/**
 * How many rows still hold a value sealed under a key other than the current one, per table: the check
 * before an old key is dropped from the ring (docs/security.md). Lists the same columns as
 * `reencryptAll` (./rotate-keys.ts).
 */
export async function rowsUnderOldKeys(db: Database): Promise<RowsUnderOldKeys> {
  const current = keyRing().current;
  const countWhere = async (table: PgTable, where: SQL | undefined) => (await db.select({ n: count() }).from(table).where(where))[0]!.n;
  const result = {
    applicants: await countWhere(applicants, and(isNotNull(applicants.ssnCiphertext), ne(applicants.ssnKeyVersion, current))),
    applications: await countWhere(
      applications,
      and(or(isNotNull(applications.routingCiphertext), isNotNull(applications.accountCiphertext)), ne(applications.bankKeyVersion, current)),
    ),
    envelopes: await countWhere(esignEnvelopes, ne(esignEnvelopes.keyVersion, current)),
    webhookEndpoints: await countWhere(webhookEndpoints, or(ne(webhookEndpoints.secretKeyVersion, current), ne(webhookEndpoints.previousSecretKeyVersion, current))),
    users: await countWhere(users, and(isNotNull(users.totpSecret), ne(users.totpKeyVersion, current))),
  };
  return { ...result, total: Object.values(result).reduce((a, b) => a + b, 0) };
}
