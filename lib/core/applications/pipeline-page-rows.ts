import { and, eq, getTableColumns, isNull, sql, type Column, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { applications, leases } from '@/db/schema';
import type { Application } from '@/db/schema/applications';
import type { Lease } from '@/db/schema/leases';

/**
 * The pipeline page's rows (API 4.4, the portal's /applications): the page's applications with their
 * active lease, in one statement. Its select list and joins never change, so they are rendered to SQL
 * once, here, and each row is decoded by the columns' own drizzle decoders in a plain loop. The drizzle
 * `select({ application, lease: leases })` this replaces sent the same text, but rebuilt the 78-column
 * list on every request and mapped each value through its generic row mapper: about 0.5 ms of CPU a
 * page, more than the driver's own work for the statement (docs/pipeline-counts.md, "CPU per request").
 */

/** The application columns a list item shows (API 2.8, the portal's row): the encrypted bank columns and the decision's JSON stay on disk. */
const itemColumns = {
  id: applications.id,
  stateCode: applications.stateCode,
  storeId: applications.storeId,
  label: applications.label,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
  expiresAt: applications.expiresAt,
  approvedAmountCents: applications.approvedAmountCents,
};
export type PipelineApplication = Pick<Application, keyof typeof itemColumns>;
export type PipelineRow = { application: PipelineApplication; lease: Lease | null };

/** A selected column: the property it fills and the drizzle column whose decoder reads it. */
type Field = { key: string; column: Column };
const fieldsOf = (columns: Record<string, Column>): Field[] => Object.entries(columns).map(([key, column]) => ({ key, column }));
const applicationFields = fieldsOf(itemColumns);
const leaseFields = fieldsOf(getTableColumns(leases));
const LEASE_ID = applicationFields.length + leaseFields.findIndex((f) => f.key === 'id');

const dialect = new PgDialect();
const render = (fragment: SQL) => sql.raw(dialect.sqlToQuery(fragment).sql);
const selectList = render(sql.join([...applicationFields, ...leaseFields].map((f) => f.column), sql`, `));
const PAGE = 'page';
const joins = render(
  sql`inner join ${applications} on ${applications.id} = ${sql.identifier(PAGE)}.${sql.identifier(applications.id.name)} left join ${leases} on ${and(eq(leases.applicationId, applications.id), isNull(leases.deletedAt))}`,
);

/** The fields' values from `row`, starting at column `offset`, each through its column's decoder (null stays null). */
function decode<T>(row: unknown[], fields: Field[], offset: number): T {
  const out: Record<string, unknown> = {};
  for (let i = 0; i < fields.length; i++) {
    const value = row[offset + i];
    out[fields[i]!.key] = value === null ? null : fields[i]!.column.mapFromDriverValue(value);
  }
  return out as T;
}

const toRow = (row: unknown[]): PipelineRow => ({
  application: decode<PipelineApplication>(row, applicationFields, 0),
  lease: row[LEASE_ID] === null ? null : decode<Lease>(row, leaseFields, applicationFields.length),
});

/**
 * The rows of the page whose ids `pageIds` selects (a query builder, `select id … order … limit`), in
 * `orderBy` order, each with its active lease (a replaced or voided lease has `deleted_at` set) or null.
 * Rows arrive as arrays, as drizzle's own selects read them (both drivers), not as objects keyed by name:
 * a 78-key object per row cost postgres.js about 0.13 ms more a page.
 */
export async function readPipelineRows(db: DbOrTx, pageIds: SQLWrapper, orderBy: SQL[]): Promise<PipelineRow[]> {
  // A query builder renders itself in parentheses.
  const query = dialect.sqlToQuery(sql`select ${selectList} from ${pageIds} ${sql.identifier(PAGE)} ${joins} order by ${sql.join(orderBy, sql`, `)}`);
  return db._.session.prepareQuery<{ execute: PipelineRow[]; all: unknown; values: unknown }>(query, undefined, undefined, true, (rows) => rows.map(toRow)).execute();
}
