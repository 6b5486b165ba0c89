import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { esignEnvelopes } from '@/db/schema';
import { buildTenants, insertApplication } from '@/lib/testing/fixtures';
import { inRollback } from '@/lib/testing/test-db';
import { testKeyRing } from '../applications/testing';
import { setKeyRingForTesting, type KeyRing } from '../crypto/keys';
import { reencryptEnvelopes } from './reencrypt-envelopes';
import { hashSigningToken, newSigningToken, openEnvelopeToken, resealEnvelopeSecrets, sealEnvelopeSecrets } from './tokens';

afterAll(() => setKeyRingForTesting(undefined));

const only = (ring: KeyRing, versions: number[]): KeyRing => ({ current: versions[0]!, keys: new Map(versions.map((v) => [v, ring.keys.get(v)!])), blindIndexKey: ring.blindIndexKey });

describe('reencryptEnvelopes', () => {
  it('moves every envelope token and recipient to the current key; the link and the recipient still open with the new key alone', async () => {
    const both = testKeyRing([2, 1]);
    setKeyRingForTesting(only(both, [1]));
    await inRollback(async (ctx) => {
      const { stores } = await buildTenants(ctx.db);
      const { lease } = await insertApplication(ctx.db, { store: stores.north, leaseState: 'V' });
      const tokens = [newSigningToken(), newSigningToken()];
      const ids = [randomUUID(), randomUUID()];
      for (const [i, id] of ids.entries()) {
        const sealed = sealEnvelopeSecrets(id, tokens[i]!, i === 0 ? 'jane@example.com' : null);
        await ctx.db.insert(esignEnvelopes).values({
          id,
          leaseId: lease!.id,
          retailerId: stores.north.retailerId,
          esignType: i === 0 ? 'email' : 'embedded',
          status: i === 0 ? 'voided' : 'open',
          tokenHash: hashSigningToken(tokens[i]!),
          ...sealed,
          language: 'en',
          createdBy: 'system',
          expiresAt: new Date(Date.now() + 3_600_000),
        });
      }

      setKeyRingForTesting(only(both, [2, 1]));
      const progress: number[] = [];
      expect(await reencryptEnvelopes(ctx.db, { batchSize: 1, onProgress: (done) => progress.push(done) })).toBeGreaterThanOrEqual(2);
      expect(progress.slice(0, 2)).toEqual([1, 2]);

      setKeyRingForTesting(only(both, [2]));
      for (const [i, id] of ids.entries()) {
        const [row] = await ctx.db.select().from(esignEnvelopes).where(eq(esignEnvelopes.id, id));
        expect(row!.keyVersion).toBe(2);
        expect(openEnvelopeToken(row!)).toBe(tokens[i]);
        // Resealing opens the recipient: it must decrypt under the new key too.
        expect(() => resealEnvelopeSecrets(row!)).not.toThrow();
      }
      const [withRecipient] = await ctx.db.select().from(esignEnvelopes).where(eq(esignEnvelopes.id, ids[0]!));
      expect(withRecipient!.recipientCiphertext).not.toContain('jane');

      setKeyRingForTesting(only(both, [2, 1]));
      expect(await reencryptEnvelopes(ctx.db, { batchSize: 10 })).toBe(0);
    });
  });
});
