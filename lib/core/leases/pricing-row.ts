import { and, eq, sql } from 'drizzle-orm';
import { applicants, applications, stores } from '@/db/schema';
import type { IncomeRecord, LocationRecord } from '@/db/schema/applicants';
import type { Application } from '@/db/schema/applications';
import type { Store } from '@/db/schema/stores';
import type { DbOrTx } from '@/db/client';
import { prepared } from '@/db/prepared-statements';
import type { Actor } from '../context';
import { NotFoundError } from '../errors';
import { scopeCondition, scopeOf, type Scope } from '../scope';
import { parseRef } from './fields';

/**
 * What `pricingFactsOf` reads of an application, its store and its applicant; nothing else. A full
 * PricingSubject is one too.
 */
export type PricingRow = {
  application: Pick<Application, 'id' | 'modelVersion' | 'score' | 'band'>;
  store: Pick<Store, 'rating' | 'state' | 'salesTaxBps' | 'timezone'>;
  applicant: {
    primaryIncome: Pick<IncomeRecord, 'frequency' | 'pay_date' | 'first_pay_day' | 'second_pay_day'> | null;
    location: Pick<LocationRecord, 'code'> | null;
  };
};

// The four income fields and the ZIP code are taken out of their JSON in SQL: returning the whole
// documents and parsing them cost more than the rest of the look-up together (on PGlite, about half).
const pricingColumns = {
  application: { id: applications.id, modelVersion: applications.modelVersion, score: applications.score, band: applications.band },
  store: { rating: stores.rating, state: stores.state, salesTaxBps: stores.salesTaxBps, timezone: stores.timezone },
  applicant: {
    frequency: sql<string | null>`${applicants.primaryIncome}->>'frequency'`,
    payDate: sql<string | null>`${applicants.primaryIncome}->>'pay_date'`,
    firstPayDay: sql<string | null>`${applicants.primaryIncome}->>'first_pay_day'`,
    secondPayDay: sql<string | null>`${applicants.primaryIncome}->>'second_pay_day'`,
    zipCode: sql<string | null>`${applicants.location}->>'code'`,
  },
};

type SelectedRow = {
  application: PricingRow['application'];
  store: PricingRow['store'];
  applicant: { frequency: string | null; payDate: string | null; firstPayDay: string | null; secondPayDay: string | null; zipCode: string | null };
};

const dayOfMonth = (text: string | null) => (text === null ? undefined : Number(text));

function toPricingRow({ application, store, applicant }: SelectedRow): PricingRow {
  return {
    application,
    store,
    applicant: {
      primaryIncome: {
        frequency: applicant.frequency ?? undefined,
        pay_date: applicant.payDate ?? undefined,
        first_pay_day: dayOfMonth(applicant.firstPayDay),
        second_pay_day: dayOfMonth(applicant.secondPayDay),
      },
      location: { code: applicant.zipCode ?? undefined },
    },
  };
}

type RefKind = 'id' | 'uuid';

function pricingQuery(db: DbOrTx) {
  return db
    .select(pricingColumns)
    .from(applications)
    .innerJoin(stores, eq(stores.id, applications.storeId))
    .innerJoin(applicants, eq(applicants.id, applications.applicantId))
    .$dynamic();
}

/**
 * The scope as a condition on placeholders, for the shapes one prepared statement can serve: every
 * retailer, one retailer, one store. A multi-store staff scope (or none) is built per call instead.
 */
function preparedScope(scope: Scope): { key: string; condition: ReturnType<typeof scopeCondition>; values: Record<string, number> } | null {
  switch (scope.kind) {
    case 'all':
      return { key: 'all', condition: undefined, values: {} };
    case 'retailer':
      return { key: 'retailer', condition: eq(applications.retailerId, sql.placeholder('retailerId')), values: { retailerId: scope.retailerId } };
    case 'stores': {
      if (scope.storeIds.length !== 1) return null;
      const storeId = scope.storeIds[0]!;
      if (scope.retailerId === null) return { key: 'store', condition: eq(applications.storeId, sql.placeholder('storeId')), values: { storeId } };
      return {
        key: 'retailer-store',
        condition: and(eq(applications.retailerId, sql.placeholder('retailerId')), eq(applications.storeId, sql.placeholder('storeId'))),
        values: { retailerId: scope.retailerId, storeId },
      };
    }
  }
}

/** The application by the `ref` placeholder: its id or its uuid. */
const refIs = (refKind: RefKind) => (refKind === 'id' ? eq(applications.id, sql.placeholder('ref')) : eq(applications.uuid, sql.placeholder('ref')));

/** An application's pricing columns, by id or uuid, inside the actor's scope (outside it: not found). */
export async function loadPricingRow(db: DbOrTx, actor: Actor, ref: number | string): Promise<PricingRow> {
  const parsed = parseRef(ref);
  if (parsed === null) throw new NotFoundError('Application not found.');
  const refKind: RefKind = typeof parsed === 'number' ? 'id' : 'uuid';
  const scope = scopeOf(actor);
  const shape = preparedScope(scope);
  let row: SelectedRow | undefined;
  if (shape) {
    // Every quote of the payment calculator starts with this look-up: prepared, per scope shape.
    const lookup = prepared(db, `pricing_row_${refKind}_${shape.key}`, () => pricingQuery(db).where(and(refIs(refKind), shape.condition)));
    [row] = await lookup.execute({ ref: parsed, ...shape.values });
  } else {
    const refCondition = refKind === 'id' ? eq(applications.id, parsed as number) : eq(applications.uuid, parsed as string);
    [row] = await pricingQuery(db).where(and(refCondition, scopeCondition(scope, applications)));
  }
  if (!row) throw new NotFoundError('Application not found.');
  return toPricingRow(row);
}
