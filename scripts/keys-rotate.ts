import { parseArgs } from 'node:util';
import { migrateDatabase, openDatabase } from '@/db/client';
import { addLocalEncryptionKey, keyRing } from '@/lib/core/crypto/keys';
import { reencryptAll } from '@/lib/core/crypto/rotate-keys';
import { rowsUnderOldKeys } from '@/lib/core/crypto/rows-under-old-keys';
import { env } from '@/lib/env';

/**
 * `npm run keys:rotate [-- --reencrypt-only] [-- --batch 500]`: rotates the key that encrypts SSNs, bank
 * numbers, e-sign links, webhook secrets and TOTP secrets (docs/security.md).
 *
 * - Local keys (DATA_DIR/keys.json): adds a new current key, then re-encrypts every row under it.
 * - ENCRYPTION_KEY from the environment: the new key must be put there first (`2:<new>,1:<old>`, new
 *   first) and the app restarted; this then re-encrypts every row still under an older key. Remove the
 *   old key from ENCRYPTION_KEY only after a run that reports 0 rows left.
 *
 * Rows not yet re-encrypted keep decrypting with their old key all along; the run can be stopped and
 * started again. With embedded PGlite, stop the app first (one process owns the data directory).
 */
const { values } = parseArgs({ options: { 'reencrypt-only': { type: 'boolean' }, batch: { type: 'string' } } });
const batchSize = values.batch ? Number(values.batch) : 500;
if (!Number.isInteger(batchSize) || batchSize < 1) throw new Error('--batch must be a positive whole number');

const fromEnvironment = Boolean(env().ENCRYPTION_KEY);
if (fromEnvironment) {
  console.log(`ENCRYPTION_KEY is set: keys come from the environment. Re-encrypting every row under its first key (version ${keyRing().current}).`);
  console.log('To rotate: put the new key first in ENCRYPTION_KEY ("2:<new hex>,1:<old hex>"), restart the app, run this, then drop the old key.');
} else if (values['reencrypt-only']) {
  console.log(`Re-encrypting every row under the current local key (version ${keyRing().current}).`);
} else {
  const version = addLocalEncryptionKey();
  console.log(`Added local encryption key version ${version} to ${env().DATA_DIR}/keys.json; older keys stay for decryption.`);
}

const handle = await openDatabase();
try {
  await migrateDatabase(handle);
  const started = Date.now();
  const result = await reencryptAll(handle.db, {
    batchSize,
    onProgress: ({ table, done }) => {
      if (done % (batchSize * 20) === 0) console.log(`  ${table}: ${done} rows re-encrypted`);
    },
  });
  console.log(
    `Done in ${((Date.now() - started) / 1000).toFixed(1)}s under key version ${result.currentVersion}: ${result.applicants} applicants (SSN), ` +
      `${result.applications} applications (routing, account), ${result.envelopes} e-sign envelopes (link, recipient), ` +
      `${result.webhookSecrets} webhook endpoints (signing secrets), ${result.totpSecrets} users (TOTP secret).`,
  );
  const left = await rowsUnderOldKeys(handle.db);
  if (left.total === 0) console.log('0 rows left under older keys: they may be retired.');
  else {
    console.log(`${left.total} rows are still under older keys (written meanwhile, or changed during the run): ${JSON.stringify(left)}.`);
    console.log('Keep the older keys; restart the app, then run with --reencrypt-only.');
  }
  console.log('A running app writes under the key it started with until restarted; restart it, then run with --reencrypt-only to pick up rows written meanwhile.');
} finally {
  await handle.close();
}
