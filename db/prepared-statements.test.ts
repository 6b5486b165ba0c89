import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabase } from '@/lib/testing/test-db';
import type { DbOrTx } from './client';
import { jsonPlaceholder, jsonText, prepared } from './prepared-statements';
import { sandboxCards, sandboxCharges } from './schema';

class Rollback extends Error {}

describe('prepared (composed once, run on the caller’s connection)', () => {
  it('runs a statement composed on the handle inside a transaction, on the transaction’s connection', async () => {
    const { db } = await testDatabase();
    const name = `test_card_by_id_${randomUUID().slice(0, 8)}`;
    let builds = 0;
    const cardById = (on: DbOrTx) =>
      prepared(on, name, () => {
        builds++;
        return on.select({ id: sandboxCards.id }).from(sandboxCards).where(eq(sandboxCards.id, sql.placeholder('id')));
      });
    const id = `card_test_${randomUUID()}`;

    expect(await cardById(db).execute({ id })).toEqual([]);
    await db
      .transaction(async (tx) => {
        await tx.insert(sandboxCards).values({ id, token: 'tok_visa', brand: 'visa' });
        // Only the transaction's own connection can see the row it has not committed.
        expect(await cardById(tx).execute({ id })).toEqual([{ id }]);
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
    expect(await cardById(db).execute({ id })).toEqual([]);
    expect(builds).toBe(1);
  });

  it('writes SQL NULL for a null json value and the JSON of any other (jsonPlaceholder)', async () => {
    const { db } = await testDatabase();
    await db
      .transaction(async (tx) => {
        const insert = prepared(tx, 'test_charge_with_metadata', () =>
          tx
            .insert(sandboxCharges)
            .values({
              id: sql.placeholder('id'),
              idempotencyKey: sql.placeholder('id'),
              amountCents: 100,
              source: 'tok_visa',
              status: 'succeeded',
              metadata: jsonPlaceholder('metadata'),
            })
            .returning({ id: sandboxCharges.id }),
        );
        const [none] = await insert.execute({ id: `ch_${randomUUID()}`, metadata: jsonText(null) });
        const [some] = await insert.execute({ id: `ch_${randomUUID()}`, metadata: jsonText({ lease_id: 7, note: "it's" }) });
        const read = async (id: string) =>
          (await tx.select({ isNull: sql<boolean>`${sandboxCharges.metadata} is null`, metadata: sandboxCharges.metadata }).from(sandboxCharges).where(eq(sandboxCharges.id, id)))[0];
        expect(await read(none!.id)).toEqual({ isNull: true, metadata: null });
        expect(await read(some!.id)).toEqual({ isNull: false, metadata: { lease_id: 7, note: "it's" } });
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
  });
});
