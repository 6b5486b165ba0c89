import { and, asc, desc, eq, getTableColumns, isNull, sql, type Column, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { applications, leases } from '@/db/schema';
import type { Application } from '@/db/schema/applications';
import type { Lease } from '@/db/schema/leases';
import { pipelineSortFields, type PipelineSortField } from './pipeline-query-values';

/**
 * The pipeline page's rows (API 4.4, the portal's /applications): the page's applications with their
 * active lease, in one statement. What never changes — the select list, the joins, each sort's ORDER BY —
 * is rendered to SQL once, here; only the filter is rendered per request. Each row is decoded by the
 * columns' own drizzle decoders in a plain loop. The drizzle `select({ application, lease: leases })`
 * this replaces sent the same text, but rebuilt the 78-column list on every request and mapped each
 * value through its generic row mapper: about 0.5 ms of CPU a page, more than the driver's own work for
 * the statement (docs/pipeline-counts.md, "CPU per request").
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
const selectPageIds = render(sql`select ${sql.identifier(applications.id.name)} from ${applications}`);

export type SortOrder = 'asc' | 'desc';
const sortColumns = {
  created_at: applications.createdAt,
  updated_at: applications.updatedAt,
  id: applications.id,
  state_code: applications.stateCode,
  store_id: applications.storeId,
  label: applications.label,
  days_to_expire: applications.expiresAt,
} as const satisfies Record<PipelineSortField, Column>;

/** A sort's ORDER BY terms: the field, then the id in the same direction, so pages never overlap. */
function orderTerms(field: PipelineSortField, order: SortOrder): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  if (field === 'id') return [direction(applications.id)];
  // Only open decisions (V, R, A) have days left; leased and closed rows report 0 and sort with them.
  if (field === 'days_to_expire') return [sql`case when ${applications.stateCode} in ('V', 'R', 'A') then ${applications.expiresAt} end ${sql.raw(order)} nulls ${sql.raw(order === 'asc' ? 'first' : 'last')}`, direction(applications.id)];
  return [direction(sortColumns[field]), direction(applications.id)];
}

/** Every sort's ORDER BY, rendered once. */
const orderBys = Object.fromEntries(pipelineSortFields.map((field) => [field, { asc: render(sql.join(orderTerms(field, 'asc'), sql`, `)), desc: render(sql.join(orderTerms(field, 'desc'), sql`, `)) }])) as Record<PipelineSortField, Record<SortOrder, SQL>>;

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

export type PageRequest = { where: SQL | undefined; sortBy: PipelineSortField; sortOrder: SortOrder; limit: number; offset: number };

/**
 * The statement of one page of applications matching `where`, sorted, each with its active lease (a
 * replaced or voided lease has `deleted_at` set) or null. The page's ids come first, from the indexes alone
 * where they cover the filter and the sort; only those rows are then read with their leases (a deep page
 * would otherwise fetch every skipped row's columns).
 */
export function pipelinePageQuery(page: PageRequest): Query {
  const orderBy = orderBys[page.sortBy][page.sortOrder];
  const pageIds = sql`${selectPageIds}${page.where ? sql` where ${page.where}` : undefined} order by ${orderBy} limit ${page.limit}${page.offset ? sql` offset ${page.offset}` : undefined}`;
  return dialect.sqlToQuery(sql`select ${selectList} from (${pageIds}) ${sql.identifier(PAGE)} ${joins} order by ${orderBy}`);
}

/**
 * Runs a statement of {@link pipelinePageQuery}. Rows arrive as arrays, as drizzle's own selects read them
 * (both drivers), not as objects keyed by name: a 78-key object per row cost postgres.js about 0.13 ms more a page.
 */
export function readPipelinePage(db: DbOrTx, query: Query): Promise<PipelineRow[]> {
  return db._.session.prepareQuery<{ execute: PipelineRow[]; all: unknown; values: unknown }>(query, undefined, undefined, true, (rows) => rows.map(toRow)).execute();
}
