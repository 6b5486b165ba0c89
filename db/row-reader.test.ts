import * as drizzle from 'drizzle-orm';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { systemActor } from '@/lib/core/context';
import { saveAndChargeCard } from '@/lib/core/payments/save-and-charge-card';
import { payableLease, saveAndChargeBody } from '@/lib/core/payments/testing';
import { createLeaseWorld } from '@/lib/testing/fixtures-leases';
import { as, inRollback } from '@/lib/testing/test-db';
import type { DbOrTx } from './client';
import { rowReaderOf, type SelectedField } from './row-reader';
import { applications, leaseCards, leases, stores } from './schema';

// drizzle's own row mapper: exported at runtime, internal in its types. The reader must build what it builds.
const { mapResultRow } = drizzle as unknown as { mapResultRow: (fields: SelectedField[], row: unknown[], joins?: Record<string, boolean>) => unknown };

type Prepared = { fields: SelectedField[]; joinsNotNullableMap?: Record<string, boolean>; customResultMapper?: (rows: unknown[][]) => unknown; execute(values?: object): Promise<unknown> };

/** A statement's rows as the driver hands them to drizzle (arrays), with its fields and joins. */
async function rawRowsOf(query: { prepare(name: string): unknown }): Promise<{ statement: Prepared; rows: unknown[][] }> {
  const statement = query.prepare(`row_reader_${Math.random().toString(36).slice(2)}`) as Prepared;
  statement.customResultMapper = (rows) => rows;
  return { statement, rows: (await statement.execute()) as unknown[][] };
}

/** Equal values, and the same keys in the same order (a response's JSON follows them). */
function expectSameAsDrizzle(statement: Prepared, rows: unknown[][]) {
  const read = rowReaderOf(statement.fields, statement.joinsNotNullableMap);
  for (const row of rows) {
    const expected = mapResultRow(statement.fields, row, statement.joinsNotNullableMap);
    expect(read(row)).toEqual(expected);
    expect(JSON.stringify(read(row))).toBe(JSON.stringify(expected));
  }
}

async function leaseWithCard(db: DbOrTx) {
  const world = await createLeaseWorld(db as never);
  return { world, ...(await payableLease({ actor: systemActor, db } as never, world)) };
}

describe('rowReaderOf', () => {
  it('reads a whole table as drizzle does: dates, numbers, json and nulls', () =>
    inRollback(async (ctx) => {
      await leaseWithCard(ctx.db);
      const { statement, rows } = await rawRowsOf(ctx.db.select().from(leases));
      expect(rows.length).toBeGreaterThan(0);
      expectSameAsDrizzle(statement, rows);
      const read = rowReaderOf(statement.fields, statement.joinsNotNullableMap)(rows[0]!) as Record<string, unknown>;
      expect(read.createdAt).toBeInstanceOf(Date);
    }, systemActor));

  it('makes a left-joined table null when drizzle does, and keeps it when it has a row', () =>
    inRollback(async (ctx) => {
      const { world, lease } = await leaseWithCard(ctx.db);
      const query = () => ctx.db.select({ lease: leases, card: leaseCards, n: sql<number>`1`.mapWith(Number) }).from(leases).leftJoin(leaseCards, eq(leaseCards.leaseId, leases.id)).where(eq(leases.id, lease.id));
      const without = await rawRowsOf(query());
      expect(without.rows).toHaveLength(1);
      expectSameAsDrizzle(without.statement, without.rows);
      expect((rowReaderOf(without.statement.fields, without.statement.joinsNotNullableMap)(without.rows[0]!) as { card: unknown }).card).toBeNull();

      await saveAndChargeCard(as(ctx, world.actors.sales), saveAndChargeBody(lease.loanNumber, 5));
      const withCard = await rawRowsOf(query());
      expectSameAsDrizzle(withCard.statement, withCard.rows);
      expect((rowReaderOf(withCard.statement.fields, withCard.statement.joinsNotNullableMap)(withCard.rows[0]!) as { card: { leaseId: number } }).card.leaseId).toBe(lease.id);

      // drizzle's rule looks at the joined table's first column only: null there nulls the whole object.
      const cardsFirstColumn = Object.keys(getTableColumns(leases)).length;
      const firstColumnNull = withCard.rows.map((row) => row.map((value, i) => (i === cardsFirstColumn ? null : value)));
      expectSameAsDrizzle(withCard.statement, firstColumnNull);
    }, systemActor));

  it('keeps an object of columns from several tables, computed fields and inner joins as drizzle does', () =>
    inRollback(async (ctx) => {
      const { lease } = await leaseWithCard(ctx.db);
      const { statement, rows } = await rawRowsOf(
        ctx.db
          .select({
            id: leases.id,
            place: { store: stores.name, application: applications.stateCode, createdAt: applications.createdAt, cents: sql<number>`${leases.id} * 100`.mapWith(Number) },
            store: { id: stores.id, name: stores.name },
          })
          .from(leases)
          .innerJoin(applications, eq(applications.id, leases.applicationId))
          .leftJoin(stores, and(eq(stores.id, leases.storeId), eq(stores.id, leases.storeId)))
          .where(eq(leases.id, lease.id)),
      );
      expectSameAsDrizzle(statement, rows);
      // A left-joined store whose first column is null becomes null; one whose object mixes tables never does.
      expectSameAsDrizzle(statement, rows.map((row) => row.map((value, i) => (i >= row.length - 2 || i === 1 ? null : value))));
    }, systemActor));
});
