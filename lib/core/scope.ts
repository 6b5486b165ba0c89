import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Actor } from './context';

/** The slice of data an actor may see: every retailer, one retailer, or a set of stores. */
export type Scope = { kind: 'all' } | { kind: 'retailer'; retailerId: number } | { kind: 'stores'; retailerId: number | null; storeIds: number[] };

export function scopeOf(actor: Actor): Scope {
  switch (actor.kind) {
    case 'system':
      return { kind: 'all' };
    case 'staff':
      if (actor.role === 'admin' && actor.retailerId === null) return { kind: 'all' };
      if (actor.role === 'admin' || actor.role === 'manager') return { kind: 'retailer', retailerId: actor.retailerId! };
      return { kind: 'stores', retailerId: actor.retailerId, storeIds: actor.storeIds };
    case 'token':
      return actor.storeId === null
        ? { kind: 'retailer', retailerId: actor.retailerId }
        : { kind: 'stores', retailerId: actor.retailerId, storeIds: [actor.storeId] };
    case 'applicant':
      return { kind: 'stores', retailerId: actor.retailerId, storeIds: [] };
    case 'checkout':
      return { kind: 'stores', retailerId: actor.retailerId, storeIds: [actor.storeId] };
  }
}

/** A WHERE condition that keeps only rows inside the scope, for tables with retailer and store columns. */
export function scopeCondition(scope: Scope, columns: { retailerId: PgColumn; storeId: PgColumn }): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'retailer':
      return eq(columns.retailerId, scope.retailerId);
    case 'stores':
      if (scope.storeIds.length === 0) return sql`false`;
      return and(
        scope.retailerId === null ? undefined : eq(columns.retailerId, scope.retailerId),
        scope.storeIds.length === 1 ? eq(columns.storeId, scope.storeIds[0]!) : inArray(columns.storeId, scope.storeIds),
      );
  }
}

/** scopeCondition for a row already read: the same test, in memory. */
export function scopeAllowsRow(scope: Scope, row: { retailerId: number; storeId: number }): boolean {
  switch (scope.kind) {
    case 'all':
      return true;
    case 'retailer':
      return row.retailerId === scope.retailerId;
    case 'stores':
      return (scope.retailerId === null || row.retailerId === scope.retailerId) && scope.storeIds.includes(row.storeId);
  }
}

/**
 * scopeCondition with the scope's ids as placeholders, for a statement composed once per
 * {@link scopeShape}: {@link scopeValues} fills them on each call.
 */
export function scopeConditionTemplate(scope: Scope, columns: { retailerId: PgColumn; storeId: PgColumn }): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'retailer':
      return eq(columns.retailerId, sql.placeholder('scopeRetailerId'));
    case 'stores':
      if (scope.storeIds.length === 0) return sql`false`;
      return and(
        scope.retailerId === null ? undefined : eq(columns.retailerId, sql.placeholder('scopeRetailerId')),
        inArray(
          columns.storeId,
          scope.storeIds.map((_, i) => sql.placeholder(`scopeStore${i}`)),
        ),
      );
  }
}

/** The values of {@link scopeConditionTemplate}'s placeholders. */
export function scopeValues(scope: Scope): Record<string, number> {
  if (scope.kind === 'all') return {};
  if (scope.kind === 'retailer') return { scopeRetailerId: scope.retailerId };
  const values: Record<string, number> = scope.retailerId === null ? {} : { scopeRetailerId: scope.retailerId };
  scope.storeIds.forEach((storeId, i) => (values[`scopeStore${i}`] = storeId));
  return values;
}

/** A name for the text of {@link scopeConditionTemplate}: the scope's kind and, for stores, how many. */
export function scopeShape(scope: Scope): string {
  return scope.kind === 'stores' ? `stores${scope.storeIds.length}${scope.retailerId === null ? '' : '_retailer'}` : scope.kind;
}
