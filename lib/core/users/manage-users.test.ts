import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, outboxMessages, retailers, userAuthTokens, users } from '@/db/schema';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@/lib/core/errors';
import { buildTenants } from '@/lib/testing/fixtures';
import { as, inRollback } from '@/lib/testing/test-db';
import type { Ctx } from '../context';
import { disableUser, enableUser } from './disable-user';
import { inviteUser } from './invite-user';
import { listUsers } from './list-users';
import { loadStaffActor } from './load-staff-actor';
import { sendPasswordReset } from './send-password-reset';
import { authLinkIsValid, setPasswordWithLink } from './set-password-with-link';
import { resetUserTwoFactor, setRetailerTwoFactorRequired, setUserTwoFactorRequired } from './two-factor-settings';
import { updateUser } from './update-user';
import { verifyCredentials } from './verify-credentials';

const BASE = 'http://portal.test';
const PASSWORD = 'a long enough password';

/** The set-password token of the last e-mail to `to` (the development outbox keeps it whole). */
async function lastLinkTo(ctx: Ctx, to: string): Promise<string> {
  const [message] = await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, to)).orderBy(desc(outboxMessages.id)).limit(1);
  const match = /\/login\/set-password\/([\w-]+)/.exec(message!.body);
  return match![1]!;
}

const auditsOf = (ctx: Ctx, userId: number) =>
  ctx.db
    .select({ action: auditEvents.action, actorId: auditEvents.actorId })
    .from(auditEvents)
    .where(and(eq(auditEvents.entityType, 'user'), eq(auditEvents.entityId, String(userId))))
    // In order of writing: every row of one test shares its transaction's created_at.
    .orderBy(auditEvents.id);

describe('inviteUser and setPasswordWithLink', () => {
  it('invites a clerk by e-mail with a one-time 72-hour link stored hashed; the password then signs in', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      const manager = as(ctx, t.actors.acmeManager);
      const invited = await inviteUser(manager, { email: 'New.Clerk@example.com', name: 'New Clerk', role: 'clerk', storeIds: [t.stores.north.id] }, { baseUrl: BASE });
      expect(invited.transport).toBe('dev-outbox');
      const token = await lastLinkTo(ctx, 'new.clerk@example.com');
      const [link] = await ctx.db.select().from(userAuthTokens).where(eq(userAuthTokens.userId, invited.userId));
      expect(link!.tokenHash).not.toContain(token);
      expect(link!.expiresAt.getTime() - link!.createdAt.getTime()).toBeCloseTo(72 * 3_600_000, -4);
      expect(await verifyCredentials(ctx.db, { email: 'new.clerk@example.com', password: PASSWORD })).toBeNull();
      expect(await authLinkIsValid(ctx, token)).toBe(true);
      await setPasswordWithLink(ctx, { token, password: PASSWORD, confirm: PASSWORD });
      expect(await verifyCredentials(ctx.db, { email: 'new.clerk@example.com', password: PASSWORD })).toEqual({ userId: invited.userId });
      // Once only.
      await expect(setPasswordWithLink(ctx, { token, password: PASSWORD, confirm: PASSWORD })).rejects.toBeInstanceOf(ValidationError);
      expect((await auditsOf(ctx, invited.userId)).map((a) => a.action)).toEqual(['user.invited', 'user.password_set']);
      const actor = await loadStaffActor(ctx.db, invited.userId);
      expect(actor).toMatchObject({ role: 'clerk', retailerId: t.acme.id, storeIds: [t.stores.north.id] });
    }),
  );

  it('refuses an expired link', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      const invited = await inviteUser(as(ctx, t.actors.acmeManager), { email: 'late@example.com', name: 'Late', role: 'manager' }, { baseUrl: BASE });
      const token = await lastLinkTo(ctx, 'late@example.com');
      const later = new Date(Date.now() + 73 * 3_600_000);
      expect(await authLinkIsValid(ctx, token, later)).toBe(false);
      await expect(setPasswordWithLink(ctx, { token, password: PASSWORD, confirm: PASSWORD }, later)).rejects.toBeInstanceOf(ValidationError);
      expect(invited.userId).toBeGreaterThan(0);
    }),
  );

  it('keeps managers to their retailer and below admin; clerks and tokens cannot invite', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      const manager = as(ctx, t.actors.acmeManager);
      await expect(inviteUser(manager, { email: 'x1@example.com', name: 'X', role: 'admin' }, { baseUrl: BASE })).rejects.toBeInstanceOf(ValidationError);
      await expect(inviteUser(manager, { email: 'x2@example.com', name: 'X', role: 'manager', retailerId: t.globex.id }, { baseUrl: BASE })).rejects.toBeInstanceOf(NotFoundError);
      await expect(inviteUser(manager, { email: 'x3@example.com', name: 'X', role: 'clerk', storeIds: [t.stores.globexMain.id] }, { baseUrl: BASE })).rejects.toBeInstanceOf(ValidationError);
      await expect(inviteUser(as(ctx, t.actors.acmeClerk), { email: 'x4@example.com', name: 'X', role: 'clerk', storeIds: [t.stores.north.id] }, { baseUrl: BASE })).rejects.toBeInstanceOf(ForbiddenError);
      await expect(inviteUser(as(ctx, t.actors.acmeSales), { email: 'x5@example.com', name: 'X', role: 'clerk', storeIds: [t.stores.north.id] }, { baseUrl: BASE })).rejects.toBeInstanceOf(ForbiddenError);
      await expect(inviteUser(as(ctx, t.actors.acmeToken), { email: 'x6@example.com', name: 'X', role: 'manager' }, { baseUrl: BASE })).rejects.toBeInstanceOf(ForbiddenError);
      await inviteUser(manager, { email: 'dup@example.com', name: 'Dup', role: 'manager' }, { baseUrl: BASE });
      await expect(inviteUser(manager, { email: 'DUP@example.com', name: 'Dup', role: 'manager' }, { baseUrl: BASE })).rejects.toBeInstanceOf(ConflictError);
      // An admin invites to any retailer, and admins.
      await inviteUser(as(ctx, t.actors.admin), { email: 'g@example.com', name: 'G', role: 'manager', retailerId: t.globex.id }, { baseUrl: BASE });
      await inviteUser(as(ctx, t.actors.admin), { email: 'a@example.com', name: 'A', role: 'admin' }, { baseUrl: BASE });
    }),
  );
});

describe('updateUser', () => {
  it('sets role and stores, audited; a manager cannot promote to admin or reach another retailer', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      const manager = as(ctx, t.actors.acmeManager);
      const clerkId = t.actors.acmeClerk.userId;
      await updateUser(manager, { userId: clerkId, role: 'sales', storeIds: [t.stores.north.id, t.stores.east.id] });
      expect(await loadStaffActor(ctx.db, clerkId)).toMatchObject({ role: 'sales' });
      expect((await loadStaffActor(ctx.db, clerkId))!.storeIds.sort()).toEqual([t.stores.north.id, t.stores.east.id].sort());
      await updateUser(manager, { userId: clerkId, role: 'manager' });
      expect((await auditsOf(ctx, clerkId)).map((a) => a.action)).toEqual(['user.updated', 'user.updated']);
      await expect(updateUser(manager, { userId: clerkId, role: 'admin' })).rejects.toBeInstanceOf(ValidationError);
      await expect(updateUser(manager, { userId: t.actors.acmeManager.userId, role: 'clerk', storeIds: [t.stores.north.id] })).rejects.toBeInstanceOf(ValidationError);
      await expect(updateUser(manager, { userId: t.actors.globexManager.userId, role: 'manager' })).rejects.toBeInstanceOf(NotFoundError);
      await expect(updateUser(manager, { userId: t.actors.admin.userId, role: 'admin' })).rejects.toBeInstanceOf(ValidationError);
      await expect(updateUser(manager, { userId: t.actors.admin.userId, role: 'manager' })).rejects.toBeInstanceOf(NotFoundError);
      await expect(updateUser(manager, { userId: t.actors.acmeSales.userId, role: 'clerk', storeIds: [t.stores.globexMain.id] })).rejects.toBeInstanceOf(ValidationError);
      await expect(updateUser(as(ctx, t.actors.acmeSales), { userId: clerkId, role: 'clerk', storeIds: [t.stores.north.id] })).rejects.toBeInstanceOf(ForbiddenError);
    }),
  );
});

describe('disable, enable, reset links and two-factor settings', () => {
  it('disabling ends the user at their next request; only in scope; not oneself', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      const manager = as(ctx, t.actors.acmeManager);
      await disableUser(manager, t.actors.acmeSales.userId);
      expect(await loadStaffActor(ctx.db, t.actors.acmeSales.userId)).toBeNull();
      await enableUser(manager, t.actors.acmeSales.userId);
      expect(await loadStaffActor(ctx.db, t.actors.acmeSales.userId)).not.toBeNull();
      await expect(disableUser(manager, t.actors.acmeManager.userId)).rejects.toBeInstanceOf(ValidationError);
      await expect(disableUser(as(ctx, t.actors.globexManager), t.actors.acmeSales.userId)).rejects.toBeInstanceOf(NotFoundError);
      await expect(enableUser(as(ctx, t.actors.globexManager), t.actors.acmeSales.userId)).rejects.toBeInstanceOf(NotFoundError);
      await expect(enableUser(as(ctx, t.actors.acmeClerk), t.actors.acmeSales.userId)).rejects.toBeInstanceOf(ForbiddenError);
      expect((await auditsOf(ctx, t.actors.acmeSales.userId)).map((a) => a.action)).toEqual(['user.disabled', 'user.enabled']);
    }),
  );

  it('sends a reset link that replaces the password once', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      const manager = as(ctx, t.actors.acmeManager);
      const [sales] = await ctx.db.select().from(users).where(eq(users.id, t.actors.acmeSales.userId));
      await sendPasswordReset(manager, sales!.id, { baseUrl: BASE });
      const first = await lastLinkTo(ctx, sales!.email);
      await sendPasswordReset(manager, sales!.id, { baseUrl: BASE });
      const second = await lastLinkTo(ctx, sales!.email);
      expect(await authLinkIsValid(ctx, first)).toBe(false); // superseded
      await setPasswordWithLink(ctx, { token: second, password: PASSWORD, confirm: PASSWORD });
      expect(await verifyCredentials(ctx.db, { email: sales!.email, password: PASSWORD })).toEqual({ userId: sales!.id });
      await expect(sendPasswordReset(as(ctx, t.actors.globexManager), sales!.id, { baseUrl: BASE })).rejects.toBeInstanceOf(NotFoundError);
      await expect(sendPasswordReset(as(ctx, t.actors.acmeClerk), sales!.id, { baseUrl: BASE })).rejects.toBeInstanceOf(ForbiddenError);
    }),
  );

  it('requires and resets two-factor per user and per retailer, in scope only', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      const manager = as(ctx, t.actors.acmeManager);
      await setUserTwoFactorRequired(manager, t.actors.acmeClerk.userId, true);
      await ctx.db.update(users).set({ totpSecret: 'x', totpEnabledAt: new Date() }).where(eq(users.id, t.actors.acmeClerk.userId));
      let list = await listUsers(manager);
      expect(list.find((u) => u.id === t.actors.acmeClerk.userId)).toMatchObject({ twoFactorRequired: true, twoFactorEnabled: true });
      await resetUserTwoFactor(manager, t.actors.acmeClerk.userId);
      list = await listUsers(manager);
      expect(list.find((u) => u.id === t.actors.acmeClerk.userId)).toMatchObject({ twoFactorEnabled: false });
      await setRetailerTwoFactorRequired(manager, t.acme.id, true);
      expect((await ctx.db.select().from(retailers).where(eq(retailers.id, t.acme.id)))[0]!.requireTwoFactor).toBe(true);
      await expect(setRetailerTwoFactorRequired(manager, t.globex.id, true)).rejects.toBeInstanceOf(NotFoundError);
      await expect(setUserTwoFactorRequired(as(ctx, t.actors.globexManager), t.actors.acmeClerk.userId, true)).rejects.toBeInstanceOf(NotFoundError);
      await expect(resetUserTwoFactor(as(ctx, t.actors.globexManager), t.actors.acmeClerk.userId)).rejects.toBeInstanceOf(NotFoundError);
      await expect(resetUserTwoFactor(as(ctx, t.actors.acmeSales), t.actors.acmeClerk.userId)).rejects.toBeInstanceOf(ForbiddenError);
      await expect(setRetailerTwoFactorRequired(as(ctx, t.actors.acmeClerk), t.acme.id, true)).rejects.toBeInstanceOf(ForbiddenError);
    }),
  );

  it('lists only the users in scope', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      const ids = (await listUsers(as(ctx, t.actors.acmeManager))).map((u) => u.id);
      expect(ids).toContain(t.actors.acmeClerk.userId);
      expect(ids).not.toContain(t.actors.globexManager.userId);
      expect(ids).not.toContain(t.actors.admin.userId);
      expect((await listUsers(as(ctx, t.actors.admin))).map((u) => u.id)).toEqual(expect.arrayContaining([t.actors.globexManager.userId, t.actors.admin.userId]));
      await expect(listUsers(as(ctx, t.actors.acmeClerk))).rejects.toBeInstanceOf(ForbiddenError);
    }),
  );
});
