import { randomBytes } from 'node:crypto';
import { applicants, applications, retailers, stores, userStores, users } from '@/db/schema';
import type { Application } from '@/db/schema/applications';
import type { IncomeRecord } from '@/db/schema/applicants';
import type { Store } from '@/db/schema/stores';
import type { Database } from '@/db/client';
import type { Actor } from '@/lib/core/context';
import type { LeaseEntityInput } from '@/lib/core/leases/schemas';
import { setKeyRingForTesting } from '@/lib/core/crypto/keys';
import { testKeyRing } from '@/lib/core/applications/testing';

/** The public origin core tests build signing links on. */
export const TEST_BASE_URL = 'https://leaseline.test';

/**
 * A small world for lease tests, inserted directly (no intake, no scoring): two retailers, stores in a
 * plain state (TX), an HVAC store (GA), a capped state (CA), an unserved state (MN), and staff of every
 * role. Slugs carry a random suffix so committed (concurrency) tests never collide with each other.
 */
export type LeaseWorld = {
  retailerId: number;
  otherRetailerId: number;
  stores: { tx: Store; hvac: Store; ca: Store; mn: Store; other: Store };
  actors: {
    admin: Actor;
    manager: Actor;
    sales: Actor;
    clerk: Actor;
    token: Actor;
    otherSales: Actor;
    otherManager: Actor;
    otherToken: Actor;
  };
};

type StoreSpec = Pick<Store, 'slug' | 'name' | 'city' | 'state' | 'zip' | 'timezone' | 'rating' | 'productType'>;

let testKeysInUse = false;

export async function createLeaseWorld(db: Database): Promise<LeaseWorld> {
  // Leases open e-sign envelopes, whose tokens are encrypted: throw-away keys, never DATA_DIR's.
  if (!testKeysInUse) {
    setKeyRingForTesting(testKeyRing());
    testKeysInUse = true;
  }
  const tag = randomBytes(4).toString('hex');
  const [retailer, other] = await db
    .insert(retailers)
    .values([
      { slug: `lease-r-${tag}`, name: 'Lease Test Retail' },
      { slug: `lease-o-${tag}`, name: 'Other Retail' },
    ])
    .returning();
  const spec = (s: Partial<StoreSpec> & Pick<StoreSpec, 'slug' | 'state'>): StoreSpec => ({
    name: `Store ${s.slug}`,
    city: 'City',
    zip: '77002',
    timezone: 'America/Chicago',
    rating: 3,
    productType: 'electronics',
    ...s,
  });
  const mine = await db
    .insert(stores)
    .values([
      { ...spec({ slug: 'tx', state: 'TX', name: 'Lease Houston' }), retailerId: retailer!.id },
      { ...spec({ slug: 'hvac', state: 'GA', name: 'Lease Heating & Air', productType: 'hvac', rating: 1, timezone: 'America/New_York', zip: '30303' }), retailerId: retailer!.id },
      { ...spec({ slug: 'ca', state: 'CA', name: 'Lease Los Angeles', rating: 5, timezone: 'America/Los_Angeles', zip: '90012' }), retailerId: retailer!.id },
      { ...spec({ slug: 'mn', state: 'MN', name: 'Lease Minneapolis', zip: '55401' }), retailerId: retailer!.id },
    ])
    .returning();
  const [otherStore] = await db
    .insert(stores)
    .values({ ...spec({ slug: 'tx', state: 'TX', name: 'Other Dallas', zip: '75201' }), retailerId: other!.id })
    .returning();
  const [tx, hvac, ca, mn] = mine as [Store, Store, Store, Store];

  const user = async (role: 'admin' | 'manager' | 'sales' | 'clerk', retailerId: number | null, storeIds: number[]) => {
    const [row] = await db
      .insert(users)
      .values({ email: `${role}-${retailerId ?? 'p'}-${tag}-${randomBytes(2).toString('hex')}@lease.test`, name: `${role} user`, role, passwordHash: 'x', retailerId })
      .returning();
    if (storeIds.length) await db.insert(userStores).values(storeIds.map((storeId) => ({ userId: row!.id, storeId })));
    return { kind: 'staff', userId: row!.id, role, retailerId, storeIds } as Actor;
  };
  const myStores = mine.map((s) => s.id);
  return {
    retailerId: retailer!.id,
    otherRetailerId: other!.id,
    stores: { tx, hvac, ca, mn, other: otherStore! },
    actors: {
      admin: await user('admin', null, []),
      manager: await user('manager', retailer!.id, []),
      sales: await user('sales', retailer!.id, myStores),
      clerk: await user('clerk', retailer!.id, myStores),
      token: { kind: 'token', tokenId: 1, retailerId: retailer!.id, storeId: tx.id },
      otherSales: await user('sales', other!.id, [otherStore!.id]),
      otherManager: await user('manager', other!.id, []),
      otherToken: { kind: 'token', tokenId: 2, retailerId: other!.id, storeId: otherStore!.id },
    },
  };
}

export type ApplicationOverrides = Partial<typeof applications.$inferInsert> & { income?: IncomeRecord };

/**
 * An application approved for A $2,000, B $2,500, C $3,000 at `store`, verified, expiring in 20 days,
 * score 700 (band B), paid bi-weekly with a known pay date of 2026-11-06.
 */
export async function approvedApplication(db: Database, store: Store, overrides: ApplicationOverrides = {}): Promise<Application> {
  const { income, ...rest } = overrides;
  const [applicant] = await db
    .insert(applicants)
    .values({
      retailerId: store.retailerId,
      firstName: 'Pat',
      lastName: 'Lessee',
      dateOfBirth: '1985-04-12',
      email: 'pat@example.com',
      location: { line_1: '1 Main St', city: store.city, state: store.state, code: store.zip, country: 'US' },
      primaryIncome: income ?? { source: 'employment', grossCents: 2_000_00, frequency: 'bi-weekly', pay_date: '2026-11-06' },
    })
    .returning();
  const now = Date.now();
  const [application] = await db
    .insert(applications)
    .values({
      retailerId: store.retailerId,
      storeId: store.id,
      applicantId: applicant!.id,
      stateCode: 'A',
      label: 'Pat Lessee',
      modelVersion: 1,
      score: 700,
      band: 'B',
      decisionCode: 'A',
      reasonCodes: [],
      offerAmounts: { A: 2_000_00, B: 2_500_00, C: 3_000_00 },
      optionsApproved: 'ABC',
      approvedAmountCents: 3_000_00,
      decidedAt: new Date(now - 3_600_000),
      verifiedAt: new Date(now - 1_800_000),
      expiresAt: new Date(now + 20 * 86_400_000),
      ...rest,
    })
    .returning();
  return application!;
}

/** A valid lease request for `application`: $1,500 of goods + $100 delivery on option B, every 14 days. */
export function leaseRequest(application: Pick<Application, 'id'>, overrides: Partial<LeaseEntityInput> = {}): LeaseEntityInput {
  return {
    application_id: application.id,
    option: 'B',
    paymentFrequency: '14-day',
    deliveryCharge: 100,
    additionalDown: 0,
    storeWillCollect: 0,
    items: [
      { sku: 'SOFA-1', quantity: 1, unit_price: 1_200, description: 'Three-seat sofa' },
      { sku: 'TBL-2', quantity: 2, unit_price: 150, description: 'Side table' },
    ],
    sales_person: { name: 'Sam Sales', email: 'sam@store.test', phone: '5125550123' },
    ...overrides,
  };
}
