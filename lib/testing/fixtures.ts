import { randomBytes, randomUUID } from 'node:crypto';
import type { DbOrTx } from '@/db/client';
import { apiTokens, applicants, applications, leases, retailers, stores, userStores, users } from '@/db/schema';
import type { Application, ApplicationState } from '@/db/schema/applications';
import type { Lease, LeaseState } from '@/db/schema/leases';
import type { Retailer } from '@/db/schema/retailers';
import type { Store } from '@/db/schema/stores';
import type { Role } from '@/db/schema/users';
import type { Actor } from '@/lib/core/context';
import { DAY_MS } from '@/lib/core/dates';
import { hashToken } from '@/lib/core/tokens/token-secret';

/**
 * Small, explicit worlds for core tests, built inside the test's rolled-back transaction. Slugs and
 * e-mails carry a random suffix so test files running side by side on one PostgreSQL never contend.
 */

type StaffActor = Extract<Actor, { kind: 'staff' }>;
type TokenActor = Extract<Actor, { kind: 'token' }>;

export async function insertRetailer(db: DbOrTx, name: string): Promise<Retailer> {
  const [row] = await db
    .insert(retailers)
    .values({ slug: `${name}-${randomUUID().slice(0, 8)}`, name })
    .returning();
  return row!;
}

export async function insertStore(db: DbOrTx, retailer: Retailer, name: string, overrides: Partial<typeof stores.$inferInsert> = {}): Promise<Store> {
  const [row] = await db
    .insert(stores)
    .values({ retailerId: retailer.id, slug: name, name, city: 'Houston', state: 'TX', zip: '77002', ...overrides })
    .returning();
  return row!;
}

/** A staff user row (its password hash is a placeholder no password matches) and its actor. */
export async function insertStaff(db: DbOrTx, options: { role: Role; retailer?: Retailer | null; stores?: Store[] }): Promise<StaffActor> {
  const [user] = await db
    .insert(users)
    .values({
      email: `${options.role}-${randomUUID().slice(0, 8)}@fixtures.test`,
      name: `Test ${options.role}`,
      role: options.role,
      passwordHash: 'not-a-hash',
      retailerId: options.retailer?.id ?? null,
    })
    .returning({ id: users.id });
  const storeIds = (options.stores ?? []).map((s) => s.id);
  if (storeIds.length) await db.insert(userStores).values(storeIds.map((storeId) => ({ userId: user!.id, storeId })));
  return { kind: 'staff', userId: user!.id, role: options.role, retailerId: options.retailer?.id ?? null, storeIds };
}

/** A token actor as authenticateToken would return it (no token row needed to read). */
export function tokenActor(retailer: Retailer, store?: Store): TokenActor {
  return { kind: 'token', tokenId: 0, retailerId: retailer.id, storeId: store?.id ?? null };
}

/**
 * A token row as createApiToken writes it, for any retailer and store pairing (including one it would
 * refuse), with the secret to present.
 */
export async function insertApiToken(db: DbOrTx, retailerId: number, storeId: number | null, options: { revoked?: boolean } = {}) {
  const token = `ll_test_${randomBytes(8).toString('hex')}`;
  const [row] = await db
    .insert(apiTokens)
    .values({ retailerId, storeId, name: 'test', prefix: token.slice(0, 14), tokenHash: hashToken(token), revokedAt: options.revoked ? new Date() : null })
    .returning({ id: apiTokens.id });
  return { token, id: row!.id };
}

export type ApplicationFixture = {
  store: Store;
  state?: ApplicationState;
  /** With state `L` (or `X` for a cancelled lease), the lease and its state. */
  leaseState?: LeaseState;
  label?: string;
  createdAt?: Date;
  updatedAt?: Date;
  decidedAt?: Date | null;
  /** Defaults to 30 days after `decidedAt` for open decisions, null for declines. */
  expiresAt?: Date | null;
};

let sequence = 0;

/** One application (with its applicant, and its lease when `leaseState` is given). */
export async function insertApplication(db: DbOrTx, fixture: ApplicationFixture): Promise<{ application: Application; lease: Lease | null }> {
  const state = fixture.state ?? (fixture.leaseState ? 'L' : 'V');
  const createdAt = fixture.createdAt ?? new Date();
  const decidedAt = fixture.decidedAt === undefined ? createdAt : fixture.decidedAt;
  const label = fixture.label ?? `Applicant ${++sequence}`;
  const [applicant] = await db
    .insert(applicants)
    .values({ retailerId: fixture.store.retailerId, firstName: label.split(' ')[0] ?? label, lastName: label.split(' ').slice(1).join(' ') || 'Doe' })
    .returning({ id: applicants.id });
  const [application] = await db
    .insert(applications)
    .values({
      retailerId: fixture.store.retailerId,
      storeId: fixture.store.id,
      applicantId: applicant!.id,
      stateCode: state,
      leaseStateCode: fixture.leaseState ?? null,
      label,
      decidedAt,
      expiresAt: fixture.expiresAt !== undefined ? fixture.expiresAt : state === 'N' || !decidedAt ? null : new Date(decidedAt.getTime() + 30 * DAY_MS),
      createdAt,
      updatedAt: fixture.updatedAt ?? createdAt,
    })
    .returning();
  if (!fixture.leaseState) return { application: application!, lease: null };
  const [lease] = await db
    .insert(leases)
    .values({
      storeId: fixture.store.id,
      applicationId: application!.id,
      stateCode: fixture.leaseState,
      loanNumber: `LL-T-${application!.id}-${randomUUID().slice(0, 6)}`,
      createdAt,
      updatedAt: fixture.updatedAt ?? createdAt,
    })
    .returning();
  return { application: application!, lease: lease! };
}

/**
 * Two retailers: `acme` with stores north, south and east, and `globex` with one store; staff of every
 * role and token actors for each scope.
 */
export async function buildTenants(db: DbOrTx) {
  const acme = await insertRetailer(db, 'acme');
  const globex = await insertRetailer(db, 'globex');
  const north = await insertStore(db, acme, 'north');
  const south = await insertStore(db, acme, 'south');
  const east = await insertStore(db, acme, 'east');
  const globexMain = await insertStore(db, globex, 'main', { state: 'NY', city: 'Brooklyn', zip: '11201' });
  const actors = {
    admin: await insertStaff(db, { role: 'admin' }),
    acmeManager: await insertStaff(db, { role: 'manager', retailer: acme }),
    acmeSales: await insertStaff(db, { role: 'sales', retailer: acme, stores: [north, south] }),
    /** Assigned to north only. */
    acmeClerk: await insertStaff(db, { role: 'clerk', retailer: acme, stores: [north] }),
    globexManager: await insertStaff(db, { role: 'manager', retailer: globex }),
    acmeToken: tokenActor(acme),
    northToken: tokenActor(acme, north),
    southToken: tokenActor(acme, south),
    globexToken: tokenActor(globex),
  };
  return { acme, globex, stores: { north, south, east, globexMain }, actors };
}

export type Tenants = Awaited<ReturnType<typeof buildTenants>>;

/** A fixed instant to date fixtures from, so date filters are deterministic. */
export const T0 = new Date('2026-03-15T12:00:00.000Z');
export const daysAfter = (base: Date, days: number) => new Date(base.getTime() + days * DAY_MS);
