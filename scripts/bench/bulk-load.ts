import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { rowsOf } from '@/lib/core/webhooks/claim-deliveries';

/**
 * Bulk loading for the benches' large databases (100k–1M applications in minutes, not the half hour a
 * row-by-row or trigger-driven load takes on a loaded machine). What makes a big INSERT … SELECT slow here
 * is not the rows but what each row sets off: the search trigger's per-row applicant look-up, the leases'
 * "touch" that rewrites every leased application, the dashboard rollup's per-row upserts, and a dozen
 * indexes (two of them GIN) updated one entry at a time. So, as a DBA loads a table:
 *
 *  1. the tables' secondary indexes are dropped (kept: primary keys and indexes behind constraints) and
 *     their user triggers disabled;
 *  2. the rows are loaded; the loader fills what a trigger would have filled on the row itself
 *     (`search_text`);
 *  3. the indexes are rebuilt in one sorted pass each, the triggers enabled again, and every table the
 *     triggers maintain is recomputed once from the rows by the migrations' own rebuild functions
 *     (`pipeline_counts_rebuild`, `report_rollup_rebuild`) — the same functions a migration backfills with,
 *     so the derived tables end exactly as the triggers would have left them.
 */
export async function bulkLoad(db: Database, tables: string[], load: () => Promise<void>, log: (line: string) => void = () => {}): Promise<void> {
  const started = performance.now();
  const step = (what: string) => log(`[bulk] ${what} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  const indexes: { name: string; definition: string }[] = [];
  for (const table of tables) {
    const rows = rowsOf(
      await db.execute(sql`
        select i.indexname as name, i.indexdef as definition
          from pg_indexes i join pg_class c on c.relname = i.indexname and c.relkind = 'i'
         where i.schemaname = 'public' and i.tablename = ${table}
           and not exists (select 1 from pg_constraint k where k.conindid = c.oid)`),
    );
    for (const row of rows) indexes.push({ name: String(row.name), definition: String(row.definition) });
  }
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  for (const table of tables) await db.execute(sql.raw(`alter table "${table}" disable trigger user`));
  step(`dropped ${indexes.length} indexes and disabled the triggers of ${tables.join(', ')}`);
  try {
    await load();
    step('loaded the rows');
  } finally {
    for (const table of tables) await db.execute(sql.raw(`alter table "${table}" enable trigger user`));
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
      for (const index of indexes) await tx.execute(sql.raw(index.definition));
    });
    step(`rebuilt ${indexes.length} indexes`);
  }
  await db.execute(sql`select pipeline_counts_rebuild(null)`);
  await db.execute(sql`select report_rollup_rebuild(null)`);
  step('recomputed pipeline_counts and the dashboard rollup');
}

/** The columns of `table` an INSERT may name, but `id` (the clone sets it). */
async function insertableColumns(db: Database, table: string): Promise<string[]> {
  const rows = rowsOf(
    await db.execute(sql`
      select column_name from information_schema.columns
       where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER' and column_name <> 'id'
       order by ordinal_position`),
  );
  return rows.map((r) => String(r.column_name));
}

/**
 * Adds `extra` applications to a seeded world by copying the ones it has (with their leases), so a bench
 * can run at 1M applications on top of a demo world of a few thousand made through the core: the copies
 * keep every column the core wrote (states, decisions, encrypted fields, search text), the same stores
 * and applicants, and a creation time moved by under a day, so the world keeps its 120-day span and gets
 * busier rather than older. Ids are `source id + copy × stride`, so each copied lease finds its copied
 * application; loan numbers, uuids and store reference ids get a copy suffix to stay unique. Expiry times
 * are kept, so the expiry worker finds no more to do than in the seeded world.
 */
export async function cloneApplications(db: Database, extra: number, log: (line: string) => void = () => {}): Promise<void> {
  if (extra <= 0) return;
  const [base] = rowsOf(await db.execute(sql`select coalesce(max(id), 0)::int as stride, count(*)::int as n from applications`));
  const stride = Number(base!.stride);
  const n = Number(base!.n);
  if (n === 0) throw new Error('cloneApplications copies a seeded world: seed some applications first.');
  const copies = Math.ceil(extra / n);
  const appColumns = await insertableColumns(db, 'applications');
  const leaseColumns = await insertableColumns(db, 'leases');
  const shift = `((g * 7919) % 86400) * interval '1 second'`;
  const appValue: Record<string, string> = {
    uuid: 'gen_random_uuid()',
    reference_id: `case when a.reference_id is null then null else a.reference_id || '-c' || g end`,
    checkout_id: 'null',
    created_at: `a.created_at - ${shift}`,
    updated_at: `a.updated_at - ${shift}`,
    decided_at: `a.decided_at - ${shift}`,
    verified_at: `a.verified_at - ${shift}`,
  };
  const leaseValue: Record<string, string> = {
    uuid: 'gen_random_uuid()',
    application_id: `l.application_id + g * ${stride}`,
    loan_number: `l.loan_number || '-c' || g`,
  };
  await bulkLoad(
    db,
    ['applications', 'leases'],
    async () => {
      await db.execute(
        sql.raw(`
        insert into applications (id, ${appColumns.map((c) => `"${c}"`).join(', ')})
        select a.id + g * ${stride}, ${appColumns.map((c) => appValue[c] ?? `a."${c}"`).join(', ')}
          from generate_series(1, ${copies}) g cross join applications a
         where a.id <= ${stride}
         order by g, a.id
         limit ${extra}`),
      );
      log(`[bulk] copied ${extra.toLocaleString('en-US')} applications`);
      await db.execute(
        sql.raw(`
        insert into leases (${leaseColumns.map((c) => `"${c}"`).join(', ')})
        select ${leaseColumns.map((c) => leaseValue[c] ?? `l."${c}"`).join(', ')}
          from generate_series(1, ${copies}) g cross join leases l
          join applications a on a.id = l.application_id + g * ${stride}
         where l.application_id <= ${stride}`),
      );
      await db.execute(sql`select setval(pg_get_serial_sequence('applications', 'id'), (select max(id) from applications))`);
    },
    log,
  );
}
