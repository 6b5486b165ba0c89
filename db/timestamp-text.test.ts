import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabase } from '@/lib/testing/test-db';
import { isoTimestampFromText } from './timestamp-text';

describe('isoTimestampFromText', () => {
  it.each([
    ['2026-11-28 11:30:36.477+00', '2026-11-28T11:30:36.477Z'],
    ['2026-11-28 11:30:36+00', '2026-11-28T11:30:36.000Z'],
    ['2026-11-28 11:30:36.1+00', '2026-11-28T11:30:36.100Z'],
    ['2026-11-28 11:30:36.47+00', '2026-11-28T11:30:36.470Z'],
    ['2026-11-28 11:30:36.999999+00', '2026-11-28T11:30:36.999Z'],
    ['2026-11-28 06:30:36.477-05', '2026-11-28T11:30:36.477Z'],
    ['2026-11-28 17:00:36.477+05:30', '2026-11-28T11:30:36.477Z'],
  ])('prints %s as %s, as a Date would', (text, iso) => {
    expect(isoTimestampFromText(text)).toBe(iso);
    expect(isoTimestampFromText(text)).toBe(new Date(text).toISOString());
  });

  it('reads what the database sends, whatever the session’s zone', async () => {
    const { db } = await testDatabase();
    const moments = ['2026-02-28T23:59:59.999Z', '2026-11-28T11:30:36.000Z', '1999-12-31T00:00:00.123Z'];
    const query = (zone: string) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('TimeZone', ${zone}, true)`);
        // Read as drizzle reads any timestamptz column: left as the database's text, in the session's zone.
        const rows = await tx.select({ at: sql<string>`m::timestamptz` }).from(sql`unnest(${sql.raw(`array['${moments.join("','")}']`)}) m`);
        return rows.map((row) => isoTimestampFromText(row.at));
      });
    expect(await query('UTC')).toEqual(moments);
    expect(await query('America/New_York')).toEqual(moments);
    expect(await query('Asia/Kolkata')).toEqual(moments);
  });
});
