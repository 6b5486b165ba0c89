import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';

// Nothing listens on port 1: a handle that reached for this PostgreSQL would fail its first statement.
const UNREACHABLE_POSTGRES = 'postgres://nobody@127.0.0.1:1/none';

describe('openDatabase: which database it opens', () => {
  const suiteDatabaseUrl = process.env.DATABASE_URL;
  const opened: DatabaseHandle[] = [];

  beforeEach(() => {
    process.env.DATABASE_URL = UNREACHABLE_POSTGRES;
  });
  afterEach(async () => {
    if (suiteDatabaseUrl === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = suiteDatabaseUrl;
    await Promise.all(opened.splice(0).map((handle) => handle.close()));
  });

  it('opens PGlite when asked for a data directory, whatever DATABASE_URL says', async () => {
    const handle = await openDatabase({ dataDir: 'memory://' });
    opened.push(handle);
    expect(handle.kind).toBe('pglite');
    const rows = (await handle.db.execute(sql`select 41 + 1 as answer`)) as unknown as { rows: { answer: number }[] };
    expect(rows.rows).toEqual([{ answer: 42 }]);
  });

  it('opens the PostgreSQL of DATABASE_URL when asked for nothing in particular', async () => {
    const handle = await openDatabase();
    opened.push(handle);
    expect(handle.kind).toBe('postgres');
    await expect(handle.db.execute(sql`select 1`)).rejects.toThrow();
  });

  it('refuses to guess between a PostgreSQL URL and a PGlite data directory', async () => {
    await expect(openDatabase({ databaseUrl: UNREACHABLE_POSTGRES, dataDir: 'memory://' })).rejects.toThrow(/not both/);
  });
});
