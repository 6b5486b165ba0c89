/**
 * Test fixtures for the applications, verification and messaging tests: a small world (two retailers,
 * their stores, staff of each role, tokens as actors) built inside the test's rolled-back transaction,
 * a valid application body to vary, and throw-away encryption keys so tests never touch DATA_DIR.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { retailers, stores, userStores, users } from '@/db/schema';
import type { Database } from '@/db/client';
import type { Actor, Ctx } from '../context';
import { setKeyRingForTesting, type KeyRing } from '../crypto/keys';
import type { ApplicationInput } from './schemas';

export function testKeyRing(versions: number[] = [1]): KeyRing {
  return { current: versions[0]!, keys: new Map(versions.map((v) => [v, randomBytes(32)])), blindIndexKey: randomBytes(32) };
}

export function useTestKeys(ring: KeyRing = testKeyRing()): KeyRing {
  setKeyRingForTesting(ring);
  return ring;
}

type StaffRole = 'admin' | 'manager' | 'sales' | 'clerk';

export type TestWorld = Awaited<ReturnType<typeof buildWorld>>;

/** Acme (stores in TX and MN) and Globex (a store in GA), with staff actors and token actors. */
export async function buildWorld(ctx: Ctx & { db: Database }) {
  const suffix = randomBytes(4).toString('hex');
  const [acme, globex] = await ctx.db
    .insert(retailers)
    .values([
      { slug: `acme-${suffix}`, name: 'Acme' },
      { slug: `globex-${suffix}`, name: 'Globex' },
    ])
    .returning();
  const [houston, minneapolis, dallas, savannah] = await ctx.db
    .insert(stores)
    .values([
      { retailerId: acme!.id, slug: 'houston', name: 'Acme Houston', city: 'Houston', state: 'TX', zip: '77002' },
      { retailerId: acme!.id, slug: 'minneapolis', name: 'Acme Minneapolis', city: 'Minneapolis', state: 'MN', zip: '55401' },
      { retailerId: acme!.id, slug: 'dallas', name: 'Acme Dallas', city: 'Dallas', state: 'TX', zip: '75201' },
      { retailerId: globex!.id, slug: 'savannah', name: 'Globex Savannah', city: 'Savannah', state: 'GA', zip: '31401' },
    ])
    .returning();
  const staff = async (role: StaffRole, retailerId: number | null, storeIds: number[]): Promise<Actor> => {
    const [user] = await ctx.db
      .insert(users)
      .values({ email: `${role}-${randomBytes(4).toString('hex')}@test.example`, name: role, role, retailerId, passwordHash: 'x' })
      .returning({ id: users.id });
    if (storeIds.length) await ctx.db.insert(userStores).values(storeIds.map((storeId) => ({ userId: user!.id, storeId })));
    return { kind: 'staff', userId: user!.id, role, retailerId, storeIds };
  };
  return {
    acme: acme!,
    globex: globex!,
    houston: houston!,
    minneapolis: minneapolis!,
    dallas: dallas!,
    savannah: savannah!,
    actors: {
      admin: await staff('admin', null, []),
      acmeManager: await staff('manager', acme!.id, []),
      acmeSales: await staff('sales', acme!.id, [houston!.id]),
      acmeClerk: await staff('clerk', acme!.id, [houston!.id]),
      globexManager: await staff('manager', globex!.id, []),
      houstonToken: { kind: 'token', tokenId: 1, retailerId: acme!.id, storeId: houston!.id } satisfies Actor as Actor,
      acmeToken: { kind: 'token', tokenId: 2, retailerId: acme!.id, storeId: null } satisfies Actor as Actor,
      globexToken: { kind: 'token', tokenId: 3, retailerId: globex!.id, storeId: null } satisfies Actor as Actor,
      savannahToken: { kind: 'token', tokenId: 4, retailerId: globex!.id, storeId: savannah!.id } satisfies Actor as Actor,
    },
  };
}

/** Valid routing numbers (ABA checksum holds). */
export const ROUTING = { chase: '111000025', other: '021000021' } as const;

/**
 * A valid application: a 41-year-old earning $1,200 a week, bank account open since 2019 with online
 * banking → score 880, band A+, options A $3,000 / B $3,750 / C $4,500.
 */
export function validApplication(storeId: number | string, overrides: Partial<Record<string, unknown>> = {}): ApplicationInput & Record<string, unknown> {
  const year = new Date().getUTCFullYear();
  return {
    store_id: String(storeId),
    applicant: {
      title: 'ms',
      first_name: 'Jane',
      middle_name: 'Q',
      last_name: 'Doe',
      social_security_number: '123-45-6789',
      date_of_birth: `${year - 41}-01-15`,
      email: 'jane.doe@example.com',
      cell: '(512) 555-0123',
      phone: '512-555-0199',
      identification: 'D1234567',
      identification_issuer: 'TX',
      location: { line_1: '100 Main St', line_2: 'Apt 4', city: 'Houston', county: 'Harris', state: 'tx', code: '77002', country: 'US' },
      primaryIncome: { source: 'employment', employer: 'Initech', gross: 1200, pay_date: `${year}-01-02`, frequency: 'weekly', phone: '7135550100', ext: '12', title_department: 'Shipping' },
      secondaryIncome: {},
    },
    banking: { routing_number: ROUTING.chase, checking_account: '000123456789', bank_name: 'Chase', opened_at: '2019-03-01', online: true },
    ...overrides,
  } as ApplicationInput & Record<string, unknown>;
}

/** A valid co-applicant: 38, $2,000 semi-monthly. */
export function validCoApplicant(overrides: Record<string, unknown> = {}) {
  const year = new Date().getUTCFullYear();
  return {
    title: 'mr',
    first_name: 'John',
    last_name: 'Doe',
    social_security_number: '234-56-7890',
    date_of_birth: `${year - 38}-06-30`,
    email: 'john.doe@example.com',
    cell: '5125550142',
    primaryIncome: { source: 'employment', employer: 'Globex', gross: 2000, frequency: 'semi-monthly' },
    secondaryIncome: {},
    ...overrides,
  };
}

/** Sets a value at a dotted path of a copied object (`applicant.primaryIncome.gross`); `undefined` deletes. */
export function withPath<T>(body: T, path: string, value: unknown): T {
  const copy = structuredClone(body) as Record<string, unknown>;
  const keys = path.split('.');
  let node = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  if (value === undefined) delete node[keys.at(-1)!];
  else node[keys.at(-1)!] = value;
  return copy as T;
}

/** Reads rows with plain SQL, as someone with database access would see them. */
export async function rawRows(db: Database, query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows) as Record<string, unknown>[];
}
