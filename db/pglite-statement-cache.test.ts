import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withStatementCache } from './pglite-statement-cache';
import { markPrepared } from './prepared-statements';

const preparedNames = async (pg: PGlite) =>
  (await pg.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows.map((r) => r.name);

describe('withStatementCache (named prepared statements for PGlite)', () => {
  let pg: PGlite;
  let cached: PGlite;

  beforeAll(async () => {
    pg = await PGlite.create('memory://');
    await pg.exec(`
      create table items (id serial primary key, name text not null unique, price_cents integer, tags jsonb, seen_at timestamptz);
      insert into items (name, price_cents, tags, seen_at) values ('lamp', 1999, '{"room":"den"}', '2026-11-20T10:00:00Z'), ('sofa', 49900, null, null);
    `);
    cached = withStatementCache(pg, { maxStatements: 3 });
  });
  afterAll(() => pg.close());

  it('answers exactly as PGlite’s own query(), rows, types and parsers included', async () => {
    const text = 'select id, name, price_cents, tags, seen_at from items where price_cents > $1 order by id';
    markPrepared(text);
    const timestampAsText = { parsers: { 1184: (value: string) => value } };
    for (const options of [undefined, { rowMode: 'array' as const }, timestampAsText]) {
      const expected = await pg.query(text, [1000], options);
      expect(await cached.query(text, [1000], options)).toEqual(expected);
      expect(await cached.query(text, [1000], options)).toEqual(expected); // from the prepared statement
    }
    const [lamp] = (await cached.query<{ tags: unknown; seen_at: Date }>(text, [0])).rows;
    expect(lamp).toMatchObject({ tags: { room: 'den' }, seen_at: new Date('2026-11-20T10:00:00Z') });
  });

  it('prepares each statement once, and keeps at most maxStatements of them', async () => {
    const before = (await preparedNames(pg)).length;
    markPrepared('select name from items where id = $1');
    for (let i = 0; i < 6; i++) markPrepared(`select name, ${i} as n from items where id = $1`);
    await cached.query('select name from items where id = $1', [1]);
    await cached.query('select name from items where id = $1', [2]);
    expect((await preparedNames(pg)).length).toBeLessThanOrEqual(Math.max(before + 1, 3));
    for (let i = 0; i < 6; i++) await cached.query(`select name, ${i} as n from items where id = $1`, [1]);
    expect((await preparedNames(pg)).length).toBe(3);
  });

  it('writes, binds nulls and JSON, and reports constraint violations with PostgreSQL’s code', async () => {
    const insert = 'insert into items (name, price_cents, tags) values ($1, $2, $3) returning id, tags, price_cents';
    markPrepared(insert);
    const { rows } = await cached.query<{ id: number; tags: unknown; price_cents: number | null }>(insert, ['rug', null, { size: 'large' }]);
    expect(rows[0]).toMatchObject({ tags: { size: 'large' }, price_cents: null });
    const duplicate = await cached.query(insert, ['rug', 1, null]).catch((error: unknown) => error);
    expect(duplicate).toMatchObject({ code: '23505', constraint: 'items_name_key' });
    const touch = 'update items set price_cents = price_cents where price_cents > $1';
    markPrepared(touch);
    const expected = await pg.query(touch, [0]);
    expect(expected.affectedRows).toBeGreaterThan(1);
    expect(await cached.query(touch, [0])).toEqual(expected);
    expect(await cached.query(touch, [0])).toEqual(expected);
    // The failed statement left the backend ready for the next one.
    expect((await cached.query<{ n: number }>('select count(*)::int as n from items where name = $1', ['rug'])).rows).toEqual([{ n: 1 }]);
  });

  it('prepares again when the table under a statement changes shape', async () => {
    const text = 'select * from items where id = $1';
    markPrepared(text);
    expect(Object.keys((await cached.query(text, [1])).rows[0] as object)).not.toContain('colour');
    await pg.exec('alter table items add column colour text');
    expect(Object.keys((await cached.query(text, [1])).rows[0] as object)).toContain('colour');
  });

  it('waits for an open transaction instead of running inside it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = pg.transaction(async (tx) => {
      await tx.query('update items set price_cents = 1 where id = 1');
      await held;
      await tx.rollback();
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    markPrepared('select price_cents from items where id = $1');
    const read = cached.query<{ price_cents: number }>('select price_cents from items where id = $1', [1]);
    release();
    await transaction;
    expect((await read).rows).toEqual([{ price_cents: 1999 }]);
  });

  it('leaves everything else to PGlite: statements not marked prepared, DDL, other APIs', async () => {
    const before = await preparedNames(pg);
    expect((await cached.query('select name from items where id = $1 and price_cents > $2', [1, 0])).rows).toEqual([{ name: 'lamp' }]);
    await cached.query('create table if not exists notes (body text)');
    expect(await preparedNames(pg)).toEqual(before);
    expect(cached).toBeInstanceOf(PGlite);
    expect((await cached.exec('select 1 as one'))[0]!.rows).toEqual([{ one: 1 }]);
  });

  it('with prepareEveryStatement, prepares unmarked statements and DDL too, each once, with the same answers', async () => {
    const everything = withStatementCache(pg, { maxStatements: 50, prepareEveryStatement: true });
    const text = 'select name, price_cents from items where price_cents >= $1 order by id';
    const expected = await pg.query(text, [0]);
    const before = (await preparedNames(pg)).length;
    expect(await everything.query(text, [0])).toEqual(expected);
    expect(await everything.query(text, [0])).toEqual(expected);
    expect((await preparedNames(pg)).length).toBe(before + 1);
    await everything.query('create table if not exists seeded (body text)');
    await everything.transaction(async (tx) => {
      await tx.query('insert into seeded (body) values ($1)', ['one']);
      await tx.query('insert into seeded (body) values ($1)', ['two']);
    });
    expect((await everything.query<{ n: number }>('select count(*)::int as n from seeded')).rows).toEqual([{ n: 2 }]);
    expect((await preparedNames(pg)).length).toBe(before + 4);
  });
});
