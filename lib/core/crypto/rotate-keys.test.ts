import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { applicants, applications, auditEvents, users, webhookEndpoints } from '@/db/schema';
import { as, inRollback } from '@/lib/testing/test-db';
import { createApplication } from '../applications/create-application';
import { lookupApplication } from '../applications/lookup-application';
import { revealSsn } from '../applications/reveal-ssn';
import { buildWorld, rawRows, testKeyRing, validApplication, validCoApplicant } from '../applications/testing';
import { decryptField, encryptField } from './field-encryption';
import { hashesEqual, keyedHash } from './keyed-hash';
import { addLocalEncryptionKey, keyRing, setKeyRingForTesting, type KeyRing } from './keys';
import { openBank, openSsn } from './pii';
import { reencryptAll } from './rotate-keys';
import { rowsUnderOldKeys } from './rows-under-old-keys';
import { beginTwoFactorEnrolment, confirmTwoFactorEnrolment } from '../two-factor/enrolment';
import { totpCode, TOTP_PERIOD_SECONDS } from '../two-factor/totp';
import { hashPassword } from '../users/password';
import { checkSignIn } from '../users/verify-credentials';
import { generateSecret, sealSecret, signingSecrets } from '../webhooks/secrets';

// The local key file goes to a throw-away DATA_DIR, never the developer's .data/.
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'leaseline-keys-'));

afterAll(() => setKeyRingForTesting(undefined));

function withKeys(ring: KeyRing, versions: number[], current = versions[0]!): KeyRing {
  return { current, keys: new Map(versions.map((v) => [v, ring.keys.get(v)!])), blindIndexKey: ring.blindIndexKey };
}

describe('key rotation', () => {
  it('re-encrypts every SSN, routing and account number under the new key; old rows decrypt until then; look-ups keep working', async () => {
    const both = testKeyRing([2, 1]);
    setKeyRingForTesting(withKeys(both, [1]));
    await inRollback(async (ctx) => {
      const world = await buildWorld(ctx);
      const token = as(ctx, world.actors.acmeToken);
      for (let i = 0; i < 3; i++) await createApplication(token, validApplication(world.houston.id, { reference_id: `r${i}`, co_applicant: i === 0 ? validCoApplicant() : undefined }));
      const before = await rawRows(ctx.db, sql`select id, ssn_ciphertext from applicants order by id`);

      // The new key becomes current; version 1 stays in the ring, so nothing stops decrypting.
      setKeyRingForTesting(withKeys(both, [2, 1]));
      const [first] = await ctx.db.select().from(applicants).orderBy(applicants.id).limit(1);
      expect(first!.ssnKeyVersion).toBe(1);
      expect(openSsn(first!.id, first!)).toBe('123456789');

      const progress: number[] = [];
      const result = await reencryptAll(ctx.db, { batchSize: 2, onProgress: (p) => progress.push(p.done) });
      expect(result).toEqual({ currentVersion: 2, applicants: 4, applications: 3, envelopes: 0, webhookSecrets: 0, totpSecrets: 0 });
      expect(progress).toEqual([2, 4, 2, 3]);

      const people = await ctx.db.select().from(applicants).orderBy(applicants.id);
      expect(people.every((p) => p.ssnKeyVersion === 2)).toBe(true);
      const after = await rawRows(ctx.db, sql`select id, ssn_ciphertext from applicants order by id`);
      expect(after.map((r) => r.ssn_ciphertext)).not.toEqual(before.map((r) => r.ssn_ciphertext));
      const apps = await ctx.db.select().from(applications).orderBy(applications.id);
      expect(apps.every((a) => a.bankKeyVersion === 2)).toBe(true);

      // Only the new key is needed now: old key removed, everything still opens.
      setKeyRingForTesting(withKeys(both, [2]));
      expect(people.map((p) => openSsn(p.id, p))).toEqual(['123456789', '234567890', '123456789', '123456789']);
      expect(apps.map((a) => openBank(a.id, a))).toEqual(apps.map(() => ({ routing: '111000025', account: '000123456789' })));
      expect(await revealSsn(as(ctx, world.actors.acmeManager), apps[0]!.id, { person: 'co_applicant' })).toEqual({ ssn: '234-56-7890' });
      const found = await lookupApplication(token, { last_name: 'Doe', date_of_birth: `${new Date().getUTCFullYear() - 41}-01-15`, social_security_number: '123-45-6789' });
      expect(found.applicationId).toBe(apps[2]!.id);

      // And the old key alone no longer can.
      setKeyRingForTesting(withKeys(both, [1]));
      expect(() => openSsn(people[0]!.id, people[0]!)).toThrow(/key version 2/);

      // A second run finds nothing left to do; each run is audited without PII.
      setKeyRingForTesting(withKeys(both, [2, 1]));
      expect(await reencryptAll(ctx.db)).toEqual({ currentVersion: 2, applicants: 0, applications: 0, envelopes: 0, webhookSecrets: 0, totpSecrets: 0 });
      const audits = await ctx.db.select().from(auditEvents).where(eq(auditEvents.action, 'encryption_keys.rotated'));
      expect(audits.map((a) => a.data)).toEqual([
        { currentVersion: 2, applicants: 4, applications: 3, envelopes: 0, webhookSecrets: 0, totpSecrets: 0 },
        { currentVersion: 2, applicants: 0, applications: 0, envelopes: 0, webhookSecrets: 0, totpSecrets: 0 },
      ]);
    });
  });

  it('re-encrypts TOTP secrets (enrolled and pending) and webhook secrets, so enrolled users still sign in once the old key is retired', async () => {
    const both = testKeyRing([2, 1]);
    setKeyRingForTesting(withKeys(both, [1]));
    await inRollback(async (ctx) => {
      const world = await buildWorld(ctx);
      const T = new Date('2026-03-15T12:00:05Z');
      const password = 'correct horse battery staple';
      const manager = world.actors.acmeManager;
      if (manager.kind !== 'staff') throw new Error('the fixture manager is staff');
      const [user] = await ctx.db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.id, manager.userId)).returning();
      const { secret } = await beginTwoFactorEnrolment(as(ctx, manager));
      await confirmTwoFactorEnrolment(as(ctx, manager), { code: await totpCode(secret, T) }, T);
      // A clerk who scanned the QR code but has not confirmed yet: their pending secret moves too.
      const pending = await beginTwoFactorEnrolment(as(ctx, world.actors.acmeClerk));
      // A webhook endpoint's signing secret, sealed as create-endpoint seals it.
      const endpointId = randomUUID();
      const signingSecret = generateSecret();
      const sealedSecret = sealSecret(endpointId, signingSecret);
      await ctx.db.insert(webhookEndpoints).values({
        id: endpointId,
        retailerId: world.acme.id,
        url: 'https://hooks.example.com/leaseline',
        events: ['*'],
        secretCiphertext: sealedSecret.ciphertext,
        secretKeyVersion: sealedSecret.keyVersion,
      });

      setKeyRingForTesting(withKeys(both, [2, 1]));
      expect(await rowsUnderOldKeys(ctx.db)).toMatchObject({ users: 2, webhookEndpoints: 1, total: 3 });
      const result = await reencryptAll(ctx.db, { batchSize: 1 });
      expect(result).toMatchObject({ totpSecrets: 2, webhookSecrets: 1 });
      expect(await rowsUnderOldKeys(ctx.db)).toEqual({ applicants: 0, applications: 0, envelopes: 0, webhookEndpoints: 0, users: 0, total: 0 });
      const sealed = await ctx.db.select({ id: users.id, version: users.totpKeyVersion }).from(users).where(isNotNull(users.totpSecret));
      expect(sealed.map((u) => u.version)).toEqual([2, 2]);

      // The old key retired: the enrolled manager signs in with a fresh code, the clerk confirms enrolment.
      setKeyRingForTesting(withKeys(both, [2]));
      const later = new Date(T.getTime() + 2 * TOTP_PERIOD_SECONDS * 1000);
      expect(await checkSignIn(ctx.db, { email: user!.email, password }, later)).toEqual({ ok: false, reason: 'code_required' });
      expect(await checkSignIn(ctx.db, { email: user!.email, password, code: await totpCode(secret, later) }, later)).toMatchObject({ ok: true, userId: manager.userId });
      await confirmTwoFactorEnrolment(as(ctx, world.actors.acmeClerk), { code: await totpCode(pending.secret, later) }, later);
      const [stored] = await ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
      expect(signingSecrets(stored!, later)).toEqual([signingSecret]);
    });
  });

  it('adds a local key as the new current version and keeps the old ones (mode 600 key file)', () => {
    setKeyRingForTesting(undefined);
    const first = keyRing();
    const file = path.join(process.env.DATA_DIR!, 'keys.json');
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const sealed = encryptField('secret', 'applicants:1:ssn');
    expect(sealed.keyVersion).toBe(first.current);

    const version = addLocalEncryptionKey();
    expect(version).toBe(first.current + 1);
    const ring = keyRing();
    expect(ring.current).toBe(version);
    expect([...ring.keys.keys()].sort()).toEqual([first.current, version].sort());
    expect(ring.blindIndexKey.equals(first.blindIndexKey)).toBe(true);
    expect(decryptField(sealed, 'applicants:1:ssn')).toBe('secret');
    expect(encryptField('secret', 'applicants:1:ssn').keyVersion).toBe(version);
    expect(JSON.parse(readFileSync(file, 'utf8')).encryption.map((e: { version: number }) => e.version)).toEqual([version, first.current]);
  });
});

describe('keyed hash', () => {
  it('is keyed, purpose-separated and compared in constant time', () => {
    setKeyRingForTesting(testKeyRing());
    const a = keyedHash('verification-code', '1:salt:123456');
    expect(a).toMatch(/^[\w-]{43}$/);
    expect(keyedHash('verification-code', '1:salt:123456')).toBe(a);
    expect(keyedHash('other-purpose', '1:salt:123456')).not.toBe(a);
    expect(hashesEqual(a, keyedHash('verification-code', '1:salt:123456'))).toBe(true);
    expect(hashesEqual(a, keyedHash('verification-code', '1:salt:123457'))).toBe(false);
    expect(hashesEqual(a, 'short')).toBe(false);
    setKeyRingForTesting(testKeyRing());
    expect(keyedHash('verification-code', '1:salt:123456')).not.toBe(a);
  });
});
