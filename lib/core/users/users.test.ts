import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '@/db/schema';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@/lib/core/errors';
import { buildTenants } from '@/lib/testing/fixtures';
import { as, inRollback } from '@/lib/testing/test-db';
import { createUser } from './create-user';
import { disableUser } from './disable-user';
import { loadStaffActor } from './load-staff-actor';
import { verifyCredentials, MAX_FAILED_LOGINS } from './verify-credentials';

const PASSWORD = 'correct horse battery staple';

/** The field paths of a refusal, whether the core reports it as a ValidationError or a ZodError. */
async function refusedFields(promise: Promise<unknown>): Promise<string[]> {
  const error = (await promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (e: unknown) => e,
  )) as { fieldErrors?: Record<string, string[]>; issues?: { path: PropertyKey[] }[] };
  if (error instanceof ValidationError) return Object.keys(error.fieldErrors);
  if (Array.isArray(error.issues)) return error.issues.map((i) => i.path.map(String).join('.'));
  throw error;
}

describe('createUser', () => {
  it('creates a clerk assigned to stores of the retailer, with an argon2id hash', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      const user = await createUser(ctx, { email: ' New.Clerk@Example.com ', role: 'clerk', password: PASSWORD, retailer: t.acme.slug, stores: ['north', 'south'] });
      expect(user).toMatchObject({ email: 'new.clerk@example.com', role: 'clerk', retailerId: t.acme.id });
      expect(user.storeIds.sort()).toEqual([t.stores.north.id, t.stores.south.id].sort());
      const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    }),
  );

  it('refuses bad input with field paths', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      expect(await refusedFields(createUser(ctx, { email: 'x@example.com', role: 'clerk', password: 'short', retailer: t.acme.slug, stores: ['north'] }))).toEqual(['password']);
      expect(await refusedFields(createUser(ctx, { email: 'not-an-email', role: 'clerk', password: PASSWORD, retailer: t.acme.slug, stores: ['north'] }))).toEqual(['email']);
      expect(await refusedFields(createUser(ctx, { email: 'x@example.com', role: 'clerk', password: PASSWORD, retailer: t.acme.slug }))).toEqual(['stores']);
      expect(await refusedFields(createUser(ctx, { email: 'x@example.com', role: 'manager', password: PASSWORD }))).toEqual(['retailer']);
      expect(await refusedFields(createUser(ctx, { email: 'x@example.com', role: 'clerk', password: PASSWORD, retailer: t.acme.slug, stores: ['main'] }))).toEqual(['stores']);
      expect(await refusedFields(createUser(ctx, { email: 'x@example.com', role: 'manager', password: PASSWORD, retailer: 'nope' }))).toEqual(['retailer']);
    }),
  );

  it('refuses a duplicate e-mail, whatever its case', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      await createUser(ctx, { email: 'dup@example.com', role: 'manager', password: PASSWORD, retailer: t.acme.slug });
      await expect(createUser(ctx, { email: 'DUP@example.com', role: 'manager', password: PASSWORD, retailer: t.acme.slug })).rejects.toBeInstanceOf(ConflictError);
    }),
  );

  it('lets a manager create users of their retailer only, never an admin; clerks cannot', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      const manager = as(ctx, t.actors.acmeManager);
      await createUser(manager, { email: 'sales1@example.com', role: 'sales', password: PASSWORD, retailer: t.acme.slug, stores: ['east'] });
      await expect(createUser(manager, { email: 'x1@example.com', role: 'manager', password: PASSWORD, retailer: t.globex.slug })).rejects.toBeInstanceOf(NotFoundError);
      expect(await refusedFields(createUser(manager, { email: 'x2@example.com', role: 'admin', password: PASSWORD }))).toEqual(['role']);
      await expect(createUser(as(ctx, t.actors.acmeClerk), { email: 'x3@example.com', role: 'clerk', password: PASSWORD, retailer: t.acme.slug, stores: ['north'] })).rejects.toBeInstanceOf(
        ForbiddenError,
      );
      await expect(createUser(as(ctx, t.actors.acmeToken), { email: 'x4@example.com', role: 'manager', password: PASSWORD, retailer: t.acme.slug })).rejects.toBeInstanceOf(ForbiddenError);
    }),
  );
});

describe('verifyCredentials', () => {
  it('accepts the right password, case-insensitively on the e-mail', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      const user = await createUser(ctx, { email: 'login@example.com', role: 'manager', password: PASSWORD, retailer: t.acme.slug });
      expect(await verifyCredentials(ctx.db, { email: 'LOGIN@example.com ', password: PASSWORD })).toEqual({ userId: user.id });
      const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.lastLoginAt).toBeInstanceOf(Date);
    }),
  );

  it('answers null, the same way, for an unknown e-mail and a wrong password', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      await createUser(ctx, { email: 'login@example.com', role: 'manager', password: PASSWORD, retailer: t.acme.slug });
      expect(await verifyCredentials(ctx.db, { email: 'nobody@example.com', password: PASSWORD })).toBeNull();
      expect(await verifyCredentials(ctx.db, { email: 'login@example.com', password: 'wrong password here' })).toBeNull();
      expect(await verifyCredentials(ctx.db, { email: 'login@example.com' })).toBeNull();
      expect(await verifyCredentials(ctx.db, null)).toBeNull();
    }),
  );

  it('locks the account after five failures in a row, even against the right password', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      const user = await createUser(ctx, { email: 'lock@example.com', role: 'manager', password: PASSWORD, retailer: t.acme.slug });
      for (let i = 0; i < MAX_FAILED_LOGINS - 1; i++) expect(await verifyCredentials(ctx.db, { email: 'lock@example.com', password: `wrong-${i}-password` })).toBeNull();
      // Four failures: not yet locked, and a success resets the count.
      expect(await verifyCredentials(ctx.db, { email: 'lock@example.com', password: PASSWORD })).toEqual({ userId: user.id });
      for (let i = 0; i < MAX_FAILED_LOGINS; i++) expect(await verifyCredentials(ctx.db, { email: 'lock@example.com', password: `wrong-${i}-password` })).toBeNull();
      const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.failedLoginCount).toBe(MAX_FAILED_LOGINS);
      expect(row!.lockedUntil!.getTime()).toBeGreaterThan(Date.now());
      expect(await verifyCredentials(ctx.db, { email: 'lock@example.com', password: PASSWORD })).toBeNull();
    }),
  );

  it('accepts long passphrases (64+ characters)', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      const long = 'a very long passphrase with spaces, punctuation & ünïcödé — '.repeat(3);
      expect(long.length).toBeGreaterThan(64);
      const user = await createUser(ctx, { email: 'long@example.com', role: 'manager', password: long, retailer: t.acme.slug });
      expect(await verifyCredentials(ctx.db, { email: 'long@example.com', password: long })).toEqual({ userId: user.id });
      expect(await verifyCredentials(ctx.db, { email: 'long@example.com', password: long.slice(0, 64) })).toBeNull();
    }),
  );

  it('answers null for a disabled user, with the right password', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      const user = await createUser(ctx, { email: 'gone@example.com', role: 'sales', password: PASSWORD, retailer: t.acme.slug, stores: ['north'] });
      await disableUser(as(ctx, t.actors.acmeManager), user.id);
      expect(await verifyCredentials(ctx.db, { email: 'gone@example.com', password: PASSWORD })).toBeNull();
    }),
  );
});

describe('loadStaffActor', () => {
  it('reads the actor fresh, with assigned stores, and null once disabled', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      const user = await createUser(ctx, { email: 'actor@example.com', role: 'clerk', password: PASSWORD, retailer: t.acme.slug, stores: ['north', 'east'] });
      const actor = await loadStaffActor(ctx.db, user.id);
      expect(actor).toMatchObject({ kind: 'staff', userId: user.id, role: 'clerk', retailerId: t.acme.id, email: 'actor@example.com' });
      expect(actor!.storeIds.sort()).toEqual([t.stores.north.id, t.stores.east.id].sort());
      await disableUser(ctx, user.id);
      expect(await loadStaffActor(ctx.db, user.id)).toBeNull();
      expect(await loadStaffActor(ctx.db, 999_999_999)).toBeNull();
    }),
  );

  it("does not let a manager disable another retailer's user", () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      await expect(disableUser(as(ctx, t.actors.globexManager), t.actors.acmeClerk.userId)).rejects.toBeInstanceOf(NotFoundError);
      await expect(disableUser(as(ctx, t.actors.acmeClerk), t.actors.acmeSales.userId)).rejects.toBeInstanceOf(ForbiddenError);
      expect(await loadStaffActor(ctx.db, t.actors.acmeClerk.userId)).not.toBeNull();
    }),
  );
});
