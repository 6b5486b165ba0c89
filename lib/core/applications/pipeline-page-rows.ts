import { and, asc, Column, desc, eq, getTableColumns, isNull, sql, type Query, type SQL } from 'drizzle-orm';
import { PgDialect, PgTimestamp } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { isoTimestampFromText } from '@/db/timestamp-text';
import { applications, leases } from '@/db/schema';
import type { Application } from '@/db/schema/applications';
import type { Lease } from '@/db/schema/leases';
import { pipelineSortFields, type PipelineSortField } from './pipeline-query-values';

/**
 * The pipeline page's rows (API 4.4, the portal's /applications): the page's applications with their
 * active lease, in one statement. What never changes — the select list, the joins, each sort's ORDER BY —
 * is rendered to SQL once, here; only the filter is rendered per request. Each row is read into object
 * literals (see decoderOf), through the columns' own drizzle decoders where they have one and with its
 * timestamps straight to ISO text. The drizzle `select({ application, lease: leases })` this replaces
 * sent the same text, but rebuilt the 78-column list on every request and mapped each value through its
 * generic row mapper: about 0.5 ms of CPU a page, more than the driver's own work for the statement
 * (docs/pipeline-counts.md, "CPU per request").
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

/**
 * `T` with its timestamps as ISO 8601 text. A list only prints them, and printing one from the database's
 * text without a Date in between costs a tenth as much (db/timestamp-text.ts). The expiry stays a Date:
 * the days left are computed from it.
 */
export type WithIsoTimestamps<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };
export type PipelineApplication = WithIsoTimestamps<Pick<Application, Exclude<keyof typeof itemColumns, 'expiresAt'>>> & Pick<Application, 'expiresAt'>;
export type PipelineLease = WithIsoTimestamps<Lease>;
export type PipelineRow = { application: PipelineApplication; lease: PipelineLease | null };

/** A selected column: the property it fills and how its value is read (null stays null). */
type Field = { key: string; column: Column; read: ((value: unknown) => unknown) | null };
const asIsoText = (value: unknown) => isoTimestampFromText(value as string);
function fieldsOf(columns: Record<string, Column>, keepAsDate: readonly string[] = []): Field[] {
  return Object.entries(columns).map(([key, column]) => {
    if (column instanceof PgTimestamp && !keepAsDate.includes(key)) return { key, column, read: asIsoText };
    // Text, uuid and the like arrive as they are kept: no call per value.
    if (column.mapFromDriverValue === Column.prototype.mapFromDriverValue) return { key, column, read: null };
    return { key, column, read: (value: unknown) => column.mapFromDriverValue(value) };
  });
}
const applicationFields = fieldsOf(itemColumns, ['expiresAt']);
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

/**
 * A function reading `fields` from a row, starting at column `offset`, into one object literal. Generated
 * once per field list from the schema's own property names, never from input. Filling an object key by key
 * in a loop cost 55 µs a page of 15 rows (the lease's 70 keys outgrow the object's in-object slots, so it
 * is reallocated on the way and read slower after); the literal costs a few.
 */
function decoderOf<T>(fields: Field[], offset: number): (row: unknown[]) => T {
  const readers = fields.map((f) => f.read);
  const properties = fields.map(({ key, read }, i) => {
    const value = `row[${offset + i}]`;
    return `${JSON.stringify(key)}: ${read ? `${value} === null ? null : readers[${i}](${value})` : value}`;
  });
  return new Function('readers', `return (row) => ({ ${properties.join(', ')} });`)(readers);
}

const readApplication = decoderOf<PipelineApplication>(applicationFields, 0);
const readLease = decoderOf<PipelineLease>(leaseFields, applicationFields.length);
const toRow = (row: unknown[]): PipelineRow => ({ application: readApplication(row), lease: row[LEASE_ID] === null ? null : readLease(row) });

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
