import { and, asc, gt, ne, sql } from 'drizzle-orm';
import { esignEnvelopes } from '@/db/schema';
import type { Database } from '@/db/client';
import { keyRing } from '../crypto/keys';
import { resealEnvelopeSecrets } from './tokens';

/**
 * Key rotation for e-sign envelopes: re-encrypts every envelope's token and recipient not yet under the
 * current key, batch by batch, keyset-paged by id. Like the PII columns (lib/core/crypto/rotate-keys.ts),
 * each UPDATE only touches rows still under the version it read.
 */
export async function reencryptEnvelopes(db: Database, options: { batchSize: number; onProgress?: (done: number) => void }): Promise<number> {
  const current = keyRing().current;
  let done = 0;
  for (let lastId = '00000000-0000-0000-0000-000000000000'; ; ) {
    const rows = await db
      .select({ id: esignEnvelopes.id, tokenCiphertext: esignEnvelopes.tokenCiphertext, recipientCiphertext: esignEnvelopes.recipientCiphertext, keyVersion: esignEnvelopes.keyVersion })
      .from(esignEnvelopes)
      .where(and(gt(esignEnvelopes.id, lastId), ne(esignEnvelopes.keyVersion, current)))
      .orderBy(asc(esignEnvelopes.id))
      .limit(options.batchSize);
    if (rows.length === 0) return done;
    const values = rows.map((row) => {
      const sealed = resealEnvelopeSecrets(row);
      return sql`(${row.id}::uuid, ${sealed.tokenCiphertext}::text, ${sealed.recipientCiphertext}::text, ${sealed.keyVersion}::int, ${row.keyVersion}::int)`;
    });
    await db.execute(sql`
      update ${esignEnvelopes} set token_ciphertext = v.token, recipient_ciphertext = v.recipient, key_version = v.ver
      from (values ${sql.join(values, sql`, `)}) as v(id, token, recipient, ver, old)
      where ${esignEnvelopes.id} = v.id and ${esignEnvelopes.keyVersion} = v.old`);
    done += rows.length;
    lastId = rows.at(-1)!.id;
    options.onProgress?.(done);
  }
}
