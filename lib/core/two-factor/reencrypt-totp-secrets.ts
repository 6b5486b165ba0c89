import { and, asc, gt, isNotNull, ne, sql } from 'drizzle-orm';
import { users } from '@/db/schema';
import type { Database } from '@/db/client';
import { keyRing } from '../crypto/keys';
import { openTotpSecret, sealTotpSecret } from './totp';

/**
 * Key rotation for TOTP secrets (`npm run keys:rotate`): re-seals every user's secret, enrolled or still
 * pending, not yet under the current key. Without it, retiring an old key would lock every enrolled user
 * out. Each batch is read and written in one transaction; the UPDATE only touches rows whose ciphertext is
 * still the one read, so a secret re-enrolled meanwhile (by an app still writing under the old key) is
 * left for the next run rather than overwritten with the old secret.
 */
export async function reencryptTotpSecrets(db: Database, options: { batchSize: number; onProgress?: (done: number) => void }): Promise<number> {
  const current = keyRing().current;
  let done = 0;
  for (let lastId = 0; ; ) {
    const batch = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: users.id, ciphertext: users.totpSecret, keyVersion: users.totpKeyVersion })
        .from(users)
        .where(and(gt(users.id, lastId), isNotNull(users.totpSecret), ne(users.totpKeyVersion, current)))
        .orderBy(asc(users.id))
        .limit(options.batchSize);
      if (rows.length === 0) return rows;
      const values = rows.map((row) => {
        const sealed = sealTotpSecret(row.id, openTotpSecret(row.id, { ciphertext: row.ciphertext!, keyVersion: row.keyVersion! }));
        return sql`(${row.id}::int, ${sealed.ciphertext}::text, ${sealed.keyVersion}::int, ${row.ciphertext}::text)`;
      });
      await tx.execute(sql`
        update ${users} set totp_secret = v.secret, totp_key_version = v.ver
        from (values ${sql.join(values, sql`, `)}) as v(id, secret, ver, old)
        where ${users.id} = v.id and ${users.totpSecret} = v.old`);
      return rows;
    });
    if (batch.length === 0) return done;
    done += batch.length;
    lastId = batch.at(-1)!.id;
    options.onProgress?.(done);
  }
}
