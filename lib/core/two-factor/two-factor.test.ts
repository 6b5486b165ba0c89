import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, retailers, userRecoveryCodes, users } from '@/db/schema';
import { ForbiddenError, ValidationError } from '@/lib/core/errors';
import { buildTenants } from '@/lib/testing/fixtures';
import { as, inRollback } from '@/lib/testing/test-db';
import type { Ctx } from '../context';
import { hashPassword } from '../users/password';
import { checkSignIn, MAX_FAILED_LOGINS } from '../users/verify-credentials';
import { beginTwoFactorEnrolment, confirmTwoFactorEnrolment } from './enrolment';
import { totpCode, TOTP_PERIOD_SECONDS } from './totp';

const PASSWORD = 'correct horse battery staple';
const T = new Date('2026-03-15T12:00:05Z');
const later = (steps: number) => new Date(T.getTime() + steps * TOTP_PERIOD_SECONDS * 1000);

async function withPassword(ctx: Ctx, userId: number) {
  const [user] = await ctx.db.update(users).set({ passwordHash: await hashPassword(PASSWORD) }).where(eq(users.id, userId)).returning();
  return user!.email;
}

async function enrol(ctx: Ctx, userId: number) {
  const staff = as(ctx, { kind: 'staff', userId, role: 'manager', retailerId: null, storeIds: [] });
  const { secret, uri } = await beginTwoFactorEnrolment(staff);
  expect(uri).toMatch(/^otpauth:\/\/totp\/Leaseline:/);
  const { recoveryCodes } = await confirmTwoFactorEnrolment(staff, { code: await totpCode(secret, T) }, T);
  return { secret, recoveryCodes };
}

describe('two-factor enrolment', () => {
  it('keeps the secret sealed, confirms with a code, and gives ten single-use recovery codes stored hashed', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      const userId = t.actors.acmeManager.userId;
      const { secret, recoveryCodes } = await enrol(ctx, userId);
      expect(recoveryCodes).toHaveLength(10);
      expect(new Set(recoveryCodes).size).toBe(10);
      const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
      expect(user!.totpSecret).not.toContain(secret);
      expect(user!.totpEnabledAt).toEqual(T);
      const stored = await ctx.db.select().from(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
      expect(stored.map((r) => r.codeHash)).not.toContain(recoveryCodes[0]);
      const [audit] = await ctx.db.select().from(auditEvents).where(eq(auditEvents.action, 'user.two_factor_enrolled'));
      expect(audit!.entityId).toBe(String(userId));
    }),
  );

  it('refuses a wrong confirmation code, a second enrolment, and non-staff actors', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      const staff = as(ctx, t.actors.acmeClerk);
      const { secret } = await beginTwoFactorEnrolment(staff);
      const right = await totpCode(secret, T);
      await expect(confirmTwoFactorEnrolment(staff, { code: right === '000000' ? '111111' : '000000' }, T)).rejects.toBeInstanceOf(ValidationError);
      await confirmTwoFactorEnrolment(staff, { code: right }, T);
      await expect(beginTwoFactorEnrolment(staff)).rejects.toBeInstanceOf(ValidationError);
      await expect(beginTwoFactorEnrolment(as(ctx, t.actors.acmeToken))).rejects.toBeInstanceOf(ForbiddenError);
    }),
  );
});

describe('sign-in with two-factor', () => {
  it('asks for the code after the password, accepts it once, and never a replay', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      const userId = t.actors.acmeManager.userId;
      const email = await withPassword(ctx, userId);
      const { secret } = await enrol(ctx, userId);
      expect(await checkSignIn(ctx.db, { email, password: PASSWORD }, later(1))).toEqual({ ok: false, reason: 'code_required' });
      const code = await totpCode(secret, later(1));
      expect(await checkSignIn(ctx.db, { email, password: PASSWORD, code }, later(1))).toMatchObject({ ok: true, userId });
      // The same code again, within its window: refused.
      expect(await checkSignIn(ctx.db, { email, password: PASSWORD, code }, later(1))).toEqual({ ok: false, reason: 'invalid' });
      // The code used at enrolment (an older step) is refused too; the next step's code works.
      expect(await checkSignIn(ctx.db, { email, password: PASSWORD, code: await totpCode(secret, T) }, later(1))).toEqual({ ok: false, reason: 'invalid' });
      expect(await checkSignIn(ctx.db, { email, password: PASSWORD, code: await totpCode(secret, later(2)) }, later(2))).toMatchObject({ ok: true });
    }),
  );

  it('takes each recovery code once', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      const userId = t.actors.acmeManager.userId;
      const email = await withPassword(ctx, userId);
      const { recoveryCodes } = await enrol(ctx, userId);
      expect(await checkSignIn(ctx.db, { email, password: PASSWORD, code: recoveryCodes[3]!.toUpperCase() }, later(1))).toMatchObject({ ok: true });
      expect(await checkSignIn(ctx.db, { email, password: PASSWORD, code: recoveryCodes[3] }, later(1))).toEqual({ ok: false, reason: 'invalid' });
    }),
  );

  it('locks the account after five wrong codes, like wrong passwords', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      const userId = t.actors.acmeManager.userId;
      const email = await withPassword(ctx, userId);
      const { secret } = await enrol(ctx, userId);
      const right = await totpCode(secret, later(1));
      const wrong = right === '123456' ? '654321' : '123456';
      for (let i = 0; i < MAX_FAILED_LOGINS; i++) expect(await checkSignIn(ctx.db, { email, password: PASSWORD, code: wrong }, later(1))).toEqual({ ok: false, reason: 'invalid' });
      const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
      expect(user!.failedLoginCount).toBe(MAX_FAILED_LOGINS);
      expect(user!.lockedUntil).not.toBeNull();
      // Locked: even the right code and password fail now.
      expect(await checkSignIn(ctx.db, { email, password: PASSWORD, code: right }, later(1))).toEqual({ ok: false, reason: 'invalid' });
    }),
  );

  it('demands enrolment when the user or their retailer requires it, and of admins unless exempt (demo)', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      const clerkEmail = await withPassword(ctx, t.actors.acmeClerk.userId);
      const adminEmail = await withPassword(ctx, t.actors.admin.userId);
      expect(await checkSignIn(ctx.db, { email: clerkEmail, password: PASSWORD })).toMatchObject({ ok: true, mustEnrolTwoFactor: false });
      await ctx.db.update(retailers).set({ requireTwoFactor: true }).where(eq(retailers.id, t.acme.id));
      expect(await checkSignIn(ctx.db, { email: clerkEmail, password: PASSWORD })).toMatchObject({ ok: true, mustEnrolTwoFactor: true });
      expect(await checkSignIn(ctx.db, { email: adminEmail, password: PASSWORD })).toMatchObject({ ok: true, mustEnrolTwoFactor: true });
      await ctx.db.update(users).set({ twoFactorExempt: true }).where(eq(users.id, t.actors.admin.userId));
      expect(await checkSignIn(ctx.db, { email: adminEmail, password: PASSWORD })).toMatchObject({ ok: true, mustEnrolTwoFactor: false });
    }),
  );
});
