import { and, asc, gt, isNotNull, ne, or, sql } from 'drizzle-orm';
import { applicants, applications } from '@/db/schema';
import type { Database } from '@/db/client';
import { recordAudit } from '../audit/record-audit';
import { reencryptEnvelopes } from '../esign/reencrypt-envelopes';
import { systemActor } from '../context';
import { reencryptTotpSecrets } from '../two-factor/reencrypt-totp-secrets';
import { reencryptWebhookSecrets } from '../webhooks/reencrypt-secrets';
import { decryptField, encryptField, ssnAssociatedData } from './field-encryption';
import { keyRing } from './keys';
import { accountAssociatedData, routingAssociatedData } from './pii';

export type RotationProgress = { table: 'applicants' | 'applications' | 'esign_envelopes' | 'users'; done: number };
export type RotationResult = {
  currentVersion: number;
  applicants: number;
  applications: number;
  envelopes: number;
  webhookSecrets: number;
  totpSecrets: number;
};

/**
 * Re-encrypts every column sealed under the key ring (lib/core/crypto/field-encryption.ts) not yet under
 * the current key: SSNs, routing and account numbers, e-sign envelopes' tokens and recipients, webhook
 * signing secrets and users' TOTP secrets. `rowsUnderOldKeys` (./rows-under-old-keys.ts) lists the same
 * columns; a new sealed column belongs in both. In batches of
 * `batchSize` rows, keyset-paged by id. Each batch is one UPDATE that only touches rows whose key
 * version is still the one read, so a row changed meanwhile is left for the next run rather than
 * overwritten. Old keys stay in the ring throughout: rows not yet rotated keep decrypting.
 */
export async function reencryptAll(db: Database, options: { batchSize?: number; onProgress?: (p: RotationProgress) => void } = {}): Promise<RotationResult> {
  const batchSize = options.batchSize ?? 500;
  const current = keyRing().current;
  let applicantCount = 0;
  for (let lastId = 0; ; ) {
    const rows = await db
      .select({ id: applicants.id, ciphertext: applicants.ssnCiphertext, version: applicants.ssnKeyVersion })
      .from(applicants)
      .where(and(gt(applicants.id, lastId), isNotNull(applicants.ssnCiphertext), ne(applicants.ssnKeyVersion, current)))
      .orderBy(asc(applicants.id))
      .limit(batchSize);
    if (rows.length === 0) break;
    const values = rows.map((r) => {
      const ad = ssnAssociatedData(r.id);
      const sealed = encryptField(decryptField({ ciphertext: r.ciphertext!, keyVersion: r.version! }, ad), ad);
      return sql`(${r.id}::int, ${sealed.ciphertext}::text, ${sealed.keyVersion}::int, ${r.version}::int)`;
    });
    await db.execute(sql`
      update ${applicants} set ssn_ciphertext = v.ct, ssn_key_version = v.ver
      from (values ${sql.join(values, sql`, `)}) as v(id, ct, ver, old)
      where ${applicants.id} = v.id and ${applicants.ssnKeyVersion} = v.old`);
    applicantCount += rows.length;
    lastId = rows.at(-1)!.id;
    options.onProgress?.({ table: 'applicants', done: applicantCount });
  }

  let applicationCount = 0;
  for (let lastId = 0; ; ) {
    const rows = await db
      .select({ id: applications.id, routing: applications.routingCiphertext, account: applications.accountCiphertext, version: applications.bankKeyVersion })
      .from(applications)
      .where(
        and(
          gt(applications.id, lastId),
          or(isNotNull(applications.routingCiphertext), isNotNull(applications.accountCiphertext)),
          ne(applications.bankKeyVersion, current),
        ),
      )
      .orderBy(asc(applications.id))
      .limit(batchSize);
    if (rows.length === 0) break;
    const values = rows.map((r) => {
      const reseal = (ciphertext: string | null, ad: string) => (ciphertext ? encryptField(decryptField({ ciphertext, keyVersion: r.version! }, ad), ad).ciphertext : null);
      return sql`(${r.id}::int, ${reseal(r.routing, routingAssociatedData(r.id))}::text, ${reseal(r.account, accountAssociatedData(r.id))}::text, ${current}::int, ${r.version}::int)`;
    });
    await db.execute(sql`
      update ${applications} set routing_ciphertext = v.routing, account_ciphertext = v.account, bank_key_version = v.ver
      from (values ${sql.join(values, sql`, `)}) as v(id, routing, account, ver, old)
      where ${applications.id} = v.id and ${applications.bankKeyVersion} = v.old`);
    applicationCount += rows.length;
    lastId = rows.at(-1)!.id;
    options.onProgress?.({ table: 'applications', done: applicationCount });
  }

  const envelopeCount = await reencryptEnvelopes(db, { batchSize, onProgress: (done) => options.onProgress?.({ table: 'esign_envelopes', done }) });
  const webhookSecretCount = await reencryptWebhookSecrets(db, { batchSize });
  const totpSecretCount = await reencryptTotpSecrets(db, { batchSize, onProgress: (done) => options.onProgress?.({ table: 'users', done }) });
  const result: RotationResult = {
    currentVersion: current,
    applicants: applicantCount,
    applications: applicationCount,
    envelopes: envelopeCount,
    webhookSecrets: webhookSecretCount,
    totpSecrets: totpSecretCount,
  };

  await db.transaction(async (tx) =>
    recordAudit(tx, { actor: systemActor, db: tx, inTransaction: true }, {
      action: 'encryption_keys.rotated',
      entityType: 'encryption_key',
      entityId: current,
      retailerId: null,
      data: result,
    }),
  );
  return result;
}
