import { and, asc, gt, ne, or, sql } from 'drizzle-orm';
import { webhookEndpoints } from '@/db/schema/webhooks';
import type { Database } from '@/db/client';
import { decryptField, encryptField } from '../crypto/field-encryption';
import { keyRing } from '../crypto/keys';
import { secretAssociatedData } from './secrets';

/**
 * Key rotation for webhook secrets (`npm run keys:rotate`): re-encrypts every endpoint's secret, and its
 * previous secret while one is kept, not yet under the current key. Each UPDATE only touches rows still
 * under the versions it read, like the PII columns (lib/core/crypto/rotate-keys.ts).
 */
export async function reencryptWebhookSecrets(db: Database, options: { batchSize?: number } = {}): Promise<number> {
  const current = keyRing().current;
  let done = 0;
  for (let lastId = '00000000-0000-0000-0000-000000000000'; ; ) {
    const rows = await db
      .select()
      .from(webhookEndpoints)
      .where(and(gt(webhookEndpoints.id, lastId), or(ne(webhookEndpoints.secretKeyVersion, current), ne(webhookEndpoints.previousSecretKeyVersion, current))))
      .orderBy(asc(webhookEndpoints.id))
      .limit(options.batchSize ?? 500);
    if (rows.length === 0) return done;
    const values = rows.map((row) => {
      const ad = secretAssociatedData(row.id);
      const reseal = (ciphertext: string, keyVersion: number) => encryptField(decryptField({ ciphertext, keyVersion }, ad), ad).ciphertext;
      const previous = row.previousSecretCiphertext ? reseal(row.previousSecretCiphertext, row.previousSecretKeyVersion!) : null;
      return sql`(${row.id}::uuid, ${reseal(row.secretCiphertext, row.secretKeyVersion)}::text, ${previous}::text, ${current}::int, ${row.secretKeyVersion}::int)`;
    });
    await db.execute(sql`
      update ${webhookEndpoints} set secret_ciphertext = v.secret, secret_key_version = v.ver,
        previous_secret_ciphertext = v.previous, previous_secret_key_version = case when v.previous is null then null else v.ver end
      from (values ${sql.join(values, sql`, `)}) as v(id, secret, previous, ver, old)
      where ${webhookEndpoints.id} = v.id and ${webhookEndpoints.secretKeyVersion} = v.old`);
    done += rows.length;
    lastId = rows.at(-1)!.id;
  }
}
