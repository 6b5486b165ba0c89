import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, auditEvents, outboxEvents } from '@/db/schema';
import { ForbiddenError } from '@/lib/core/errors';
import { buildTenants, daysAfter, insertApplication, T0 } from '@/lib/testing/fixtures';
import { as, inRollback } from '@/lib/testing/test-db';
import { daysToExpire } from './days-to-expire';
import { expireApprovals } from './expire-approvals';
import { APPLICATION_TRANSITIONS, nextApplicationState } from './transitions';

describe('expireApprovals', () => {
  it('moves V and A approvals past their 30 days to E, with an audit row and an event each, and nothing else', () =>
    inRollback(async (ctx) => {
      const { stores } = await buildTenants(ctx.db);
      const decidedLongAgo = { createdAt: T0, decidedAt: T0 };
      const pending = await insertApplication(ctx.db, { store: stores.north, state: 'V', ...decidedLongAgo });
      const approved = await insertApplication(ctx.db, { store: stores.south, state: 'A', ...decidedLongAgo });
      const inReview = await insertApplication(ctx.db, { store: stores.north, state: 'R', ...decidedLongAgo });
      const leased = await insertApplication(ctx.db, { store: stores.north, leaseState: 'F', ...decidedLongAgo });
      const stillValid = await insertApplication(ctx.db, { store: stores.globexMain, state: 'A', createdAt: daysAfter(T0, 20), decidedAt: daysAfter(T0, 20) });
      const now = daysAfter(T0, 31);

      const run = await expireApprovals(ctx, { now });

      const ids = [pending, approved, inReview, leased, stillValid].map((f) => f.application.id);
      const rows = await ctx.db.select({ id: applications.id, state: applications.stateCode, updatedAt: applications.updatedAt }).from(applications).where(inArray(applications.id, ids));
      const stateOf = (id: number) => rows.find((r) => r.id === id)?.state;
      expect(stateOf(pending.application.id)).toBe('E');
      expect(stateOf(approved.application.id)).toBe('E');
      expect(stateOf(inReview.application.id)).toBe('R');
      expect(stateOf(leased.application.id)).toBe('L');
      expect(stateOf(stillValid.application.id)).toBe('A');
      expect(rows.find((r) => r.id === approved.application.id)?.updatedAt).toEqual(now);
      expect(run.expired).toBeGreaterThanOrEqual(2);

      const expiredIds = [pending, approved].map((f) => String(f.application.id));
      const audits = await ctx.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'application.expired'), inArray(auditEvents.entityId, expiredIds)));
      expect(audits.map((a) => a.data).sort((a, b) => String((a as { from: string }).from).localeCompare(String((b as { from: string }).from)))).toEqual([
        { from: 'A', to: 'E', expiresAt: daysAfter(T0, 30).toISOString() },
        { from: 'V', to: 'E', expiresAt: daysAfter(T0, 30).toISOString() },
      ]);
      expect(audits.every((a) => a.actorType === 'system')).toBe(true);

      const events = await ctx.db.select().from(outboxEvents).where(eq(outboxEvents.type, 'application.expired'));
      const mine = events.filter((e) => expiredIds.includes(String(e.payload.application_id)));
      expect(mine).toHaveLength(2);
      expect(mine.find((e) => e.payload.application_id === approved.application.id)?.payload).toMatchObject({
        uuid: approved.application.uuid,
        store_id: stores.south.id,
        state_code: 'E',
        previous_state_code: 'A',
      });
    }));

  it('works through a backlog larger than one batch and finds nothing left on a second run', () =>
    inRollback(async (ctx) => {
      const { stores } = await buildTenants(ctx.db);
      const backlog = [];
      for (let i = 0; i < 7; i++) backlog.push(await insertApplication(ctx.db, { store: stores.north, state: 'A', createdAt: T0, decidedAt: T0 }));
      const now = daysAfter(T0, 45);

      const first = await expireApprovals(ctx, { now, batchSize: 3 });
      expect(first.expired).toBeGreaterThanOrEqual(7);
      expect(first.batches).toBeGreaterThanOrEqual(3);
      const states = await ctx.db.select({ state: applications.stateCode }).from(applications).where(inArray(applications.id, backlog.map((f) => f.application.id)));
      expect(states.every((s) => s.state === 'E')).toBe(true);

      expect(await expireApprovals(ctx, { now })).toEqual({ expired: 0, batches: 0 });
    }));

  it('is the system’s job: staff of any role are refused', () =>
    inRollback(async (ctx) => {
      const { actors } = await buildTenants(ctx.db);
      await expect(expireApprovals(as(ctx, actors.admin))).rejects.toThrow(ForbiddenError);
      await expect(expireApprovals(as(ctx, actors.acmeToken))).rejects.toThrow(ForbiddenError);
    }));

  it('agrees with days_to_expire: an approval expires the moment it reports 0 days left', () =>
    inRollback(async (ctx) => {
      const { stores } = await buildTenants(ctx.db);
      const { application } = await insertApplication(ctx.db, { store: stores.north, state: 'A', createdAt: T0, decidedAt: T0 });
      const justBefore = new Date(application.expiresAt!.getTime() - 1);
      expect(daysToExpire(application, justBefore)).toBe(1);
      await expireApprovals(ctx, { now: justBefore });
      const [unchanged] = await ctx.db.select({ state: applications.stateCode }).from(applications).where(eq(applications.id, application.id));
      expect(unchanged?.state).toBe('A');

      expect(daysToExpire(application, application.expiresAt!)).toBe(0);
      await expireApprovals(ctx, { now: application.expiresAt! });
      const [moved] = await ctx.db.select({ state: applications.stateCode }).from(applications).where(eq(applications.id, application.id));
      expect(moved?.state).toBe('E');
    }));
});

describe('the expire transition', () => {
  it('leads from V and A to E and nowhere else', () => {
    expect(APPLICATION_TRANSITIONS.expire).toMatchObject({ from: ['V', 'A'], to: 'E', event: 'application.expired' });
    expect(nextApplicationState('expire', { stateCode: 'V' })).toBe('E');
    expect(() => nextApplicationState('expire', { stateCode: 'R' })).toThrow();
    expect(() => nextApplicationState('expire', { stateCode: 'L' })).toThrow();
  });
});
