import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, auditEvents, leases, outboxEvents } from '@/db/schema';
import { leaseStates, type LeaseState } from '@/db/schema/leases';
import { systemActor, type Actor } from '@/lib/core/context';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@/lib/core/errors';
import { approvedApplication, createLeaseWorld, leaseRequest, type LeaseWorld, TEST_BASE_URL } from '@/lib/testing/fixtures-leases';
import { as, inRollback } from '@/lib/testing/test-db';
import { cancelLease } from './cancel-lease';
import { createLease } from './create-lease';
import { deliverLease } from './deliver-lease';
import { fundLease } from './fund-lease';
import { loadLease } from './internal';
import { actionsFrom, applyLeaseTransition, isTransitionAllowed, LEASE_TRANSITIONS, leaseActions, nextState, type LeaseAction } from './transitions';
import { withTransaction } from '../transaction';
import type { Ctx } from '../context';

/** SPEC §5, written out independently of the table under test. */
const SPEC_MOVES: Record<LeaseAction, Partial<Record<LeaseState, LeaseState>>> = {
  sign: { V: 'S' },
  deliver: { S: 'D' },
  fund: { D: 'F' },
  cancel: { V: 'X', S: 'X', D: 'X' },
  // SPEC §10: payments are taken from S on, and paying the balance (or the payoff) moves the lease to P.
  payOut: { S: 'P', D: 'P', F: 'P' },
};
const SPEC_NEXT: Record<LeaseState, LeaseState[]> = { V: ['S', 'X'], S: ['D', 'X', 'P'], D: ['F', 'X', 'P'], F: ['P'], P: [], X: [] };

const pairs = leaseActions.flatMap((action) => leaseStates.map((state) => [action, state] as const));

describe('lease transition table', () => {
  it.each(pairs)('%s from %s: allowed exactly as SPEC §5 says', (action, state) => {
    const expected = SPEC_MOVES[action][state];
    expect(isTransitionAllowed(action, state)).toBe(expected !== undefined);
    if (expected) expect(nextState(action, state)).toBe(expected);
    else expect(() => nextState(action, state, 'LL-2026-000001')).toThrow(ConflictError);
  });

  it('reaches from every state exactly the next states of SPEC §5', () => {
    for (const state of leaseStates) {
      expect(actionsFrom(state).map((a) => LEASE_TRANSITIONS[a].to).sort()).toEqual([...SPEC_NEXT[state]].sort());
    }
  });

  it('explains a refused move', () => {
    expect(() => nextState('fund', 'S', 'LL-2026-000007')).toThrow(
      'Lease LL-2026-000007 is signed (S); it cannot be funded. Allowed from: D (delivered).',
    );
  });

  it('gives each move its permission and event', () => {
    expect(LEASE_TRANSITIONS.deliver).toMatchObject({ permission: 'lease.deliver', event: 'lease.delivered' });
    expect(LEASE_TRANSITIONS.fund).toMatchObject({ permission: 'lease.fund', event: 'lease.funded' });
    expect(LEASE_TRANSITIONS.cancel).toMatchObject({ permission: 'lease.cancel', event: 'lease.cancelled', application: { to: 'X' } });
    expect(LEASE_TRANSITIONS.sign).toMatchObject({ permission: null, event: 'lease.signed' });
    expect(LEASE_TRANSITIONS.payOut).toMatchObject({ permission: null, to: 'P' });
  });
});

const NOW = new Date('2026-11-20T18:00:00Z');
const LATER = { expiresAt: new Date('2026-12-10T00:00:00Z') };

/** A lease created through createLease, then put in `state` directly (as signing or payments would). */
async function leaseIn(ctx: Ctx, world: LeaseWorld, state: LeaseState) {
  const app = await approvedApplication(ctx.db as never, world.stores.tx, LATER);
  const view = await createLease(as(ctx, world.actors.sales), leaseRequest(app, { storeWillCollect: 50, additionalDown: 50 }), { now: NOW, baseUrl: TEST_BASE_URL });
  await ctx.db.update(leases).set({ stateCode: state }).where(eq(leases.id, view.lease.id));
  await ctx.db.update(applications).set({ leaseStateCode: state, stateCode: state === 'X' ? 'X' : 'L' }).where(eq(applications.id, app.id));
  return { lease: view.lease, app };
}

/** Who may make each move, and the call that makes it. */
function moveFor(world: LeaseWorld, action: LeaseAction): { actor: Actor; run: (ctx: Ctx, leaseId: number) => Promise<unknown> } {
  switch (action) {
    case 'deliver':
      return { actor: world.actors.sales, run: (ctx, id) => deliverLease(ctx, { lease: id }, { now: NOW }) };
    case 'fund':
      return { actor: world.actors.admin, run: (ctx, id) => fundLease(ctx, { lease: id }, { now: NOW }) };
    case 'cancel':
      return { actor: world.actors.manager, run: (ctx, id) => cancelLease(ctx, { lease: id, reason: 'Customer changed their mind' }, { now: NOW }) };
    case 'sign':
    case 'payOut':
      return {
        actor: systemActor,
        run: (ctx, id) => withTransaction(ctx, async (tx, txCtx) => applyLeaseTransition(tx, txCtx, await loadLease(tx, ctx.actor, id, { forUpdate: true }), action, { now: NOW })),
      };
  }
}

describe('lease transitions in the database', () => {
  it.each(pairs)('%s from %s: moves, mirrors, audits and emits — or answers 409 and changes nothing', (action, state) =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const { lease, app } = await leaseIn(ctx, world, state);
      const rule = LEASE_TRANSITIONS[action];
      const { actor, run } = moveFor(world, action);
      const auditsBefore = await ctx.db.select().from(auditEvents).where(eq(auditEvents.entityId, String(lease.id)));
      const eventsBefore = await ctx.db.select().from(outboxEvents).where(eq(outboxEvents.retailerId, world.retailerId));
      const expected = SPEC_MOVES[action][state];

      if (!expected) {
        await expect(run(as(ctx, actor), lease.id)).rejects.toBeInstanceOf(ConflictError);
        const [after] = await ctx.db.select().from(leases).where(eq(leases.id, lease.id));
        expect(after!.stateCode).toBe(state);
        const [application] = await ctx.db.select().from(applications).where(eq(applications.id, app.id));
        expect(application!.leaseStateCode).toBe(state);
        expect(await ctx.db.select().from(auditEvents).where(eq(auditEvents.entityId, String(lease.id)))).toHaveLength(auditsBefore.length);
        expect(await ctx.db.select().from(outboxEvents).where(eq(outboxEvents.retailerId, world.retailerId))).toHaveLength(eventsBefore.length);
        return;
      }

      await run(as(ctx, actor), lease.id);
      const [after] = await ctx.db.select().from(leases).where(eq(leases.id, lease.id));
      expect(after!.stateCode).toBe(expected);
      expect(after!.firstStatusChangeAt).toEqual(NOW);
      const [application] = await ctx.db.select().from(applications).where(eq(applications.id, app.id));
      expect(application).toMatchObject({ leaseStateCode: expected, stateCode: action === 'cancel' ? 'X' : 'L' });
      const audits = await ctx.db.select().from(auditEvents).where(eq(auditEvents.entityId, String(lease.id)));
      expect(audits.filter((a) => a.entityType === 'lease').map((a) => a.action)).toContain(rule.audit);
      expect(audits.find((a) => a.action === rule.audit)!.data).toMatchObject({ from: state, to: expected });
      const events = await ctx.db.select().from(outboxEvents).where(eq(outboxEvents.retailerId, world.retailerId));
      if (rule.event) {
        expect(events.length).toBe(eventsBefore.length + 1);
        expect(events.at(-1)).toMatchObject({ type: rule.event, payload: expect.objectContaining({ lease_id: lease.id, state_code: expected, previous_state_code: state }) });
      } else {
        expect(events.length).toBe(eventsBefore.length);
      }
    }),
  );

  it('sets what each move records: delivery time, funded amount, cancellation reason', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const { lease } = await leaseIn(ctx, world, 'S');
      const delivered = await deliverLease(as(ctx, world.actors.sales), { lease: lease.uuid }, { now: NOW });
      expect(delivered).toMatchObject({ stateCode: 'D', deliveredAt: NOW, deliveredSetAt: NOW });
      const funded = await fundLease(as(ctx, world.actors.admin), { lease: lease.id }, { now: NOW });
      // Cash price 1,600 less the 50 the store collected itself.
      expect(funded).toMatchObject({ stateCode: 'F', fundedAt: NOW, fundedAmountCents: 1_550_00 });

      const other = await leaseIn(ctx, world, 'D');
      const cancelled = await cancelLease(as(ctx, world.actors.manager), { lease: other.lease.id, reason: '  Merchandise damaged  ' }, { now: NOW });
      expect(cancelled).toMatchObject({ stateCode: 'X', closedAt: NOW, deliveredCanceledAt: NOW, deliveryCancelledReason: 'Merchandise damaged' });
      const [event] = await ctx.db.select().from(outboxEvents).where(eq(outboxEvents.type, 'lease.cancelled'));
      expect(event!.payload).toMatchObject({ reason: 'Merchandise damaged', lease_id: other.lease.id });
      const [audit] = await ctx.db.select().from(auditEvents).where(eq(auditEvents.action, 'lease.cancelled'));
      expect(JSON.stringify(audit!.data)).not.toContain('damaged');
    }));

  it('requires a reason to cancel', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const { lease } = await leaseIn(ctx, world, 'V');
      const error = await cancelLease(as(ctx, world.actors.manager), { lease: lease.id, reason: ' ' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).fieldErrors).toEqual({ reason: ['The reason field is required.'] });
    }));

  it('lets only the roles of the permission table move a lease', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const { actors } = world;
      const s = await leaseIn(ctx, world, 'S');
      await expect(deliverLease(as(ctx, actors.clerk), { lease: s.lease.id })).rejects.toBeInstanceOf(ForbiddenError);
      // A merchant token may confirm delivery of its own signed lease (the store confirms, SPEC §5).
      await expect(deliverLease(as(ctx, actors.token), { lease: s.lease.id })).resolves.toMatchObject({ stateCode: 'D' });
      const d = await leaseIn(ctx, world, 'D');
      for (const actor of [actors.clerk, actors.sales, actors.manager, actors.token]) {
        await expect(fundLease(as(ctx, actor), { lease: d.lease.id })).rejects.toBeInstanceOf(ForbiddenError);
      }
      for (const actor of [actors.clerk, actors.sales]) {
        await expect(cancelLease(as(ctx, actor), { lease: d.lease.id, reason: 'No longer wanted' })).rejects.toBeInstanceOf(ForbiddenError);
      }
      // A merchant token cancels its order's lease before delivery only; after it, staff decide (409).
      await expect(cancelLease(as(ctx, actors.token), { lease: d.lease.id, reason: 'No longer wanted' })).rejects.toThrow(/past delivery \(D\).*Ask Leaseline staff/);
      const v = await leaseIn(ctx, world, 'V');
      await expect(cancelLease(as(ctx, actors.token), { lease: v.lease.id, reason: 'Order cancelled in the shop' })).resolves.toMatchObject({ stateCode: 'X' });
      // Moves only the system may make (signing, paying out) are refused to every staff role.
      for (const actor of [actors.admin, actors.manager, actors.sales]) {
        await expect(
          withTransaction(as(ctx, actor), async (tx, txCtx) => applyLeaseTransition(tx, txCtx, await loadLease(tx, actor, s.lease.id), 'sign', { now: NOW })),
        ).rejects.toBeInstanceOf(ForbiddenError);
      }
      const [unchanged] = await ctx.db.select().from(leases).where(eq(leases.id, d.lease.id));
      expect(unchanged!.stateCode).toBe('D');
    }));

  it('answers not found across tenants and for unknown leases', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const { actors } = world;
      const s = await leaseIn(ctx, world, 'S');
      await expect(deliverLease(as(ctx, actors.otherSales), { lease: s.lease.id })).rejects.toBeInstanceOf(NotFoundError);
      await expect(deliverLease(as(ctx, actors.otherSales), { lease: s.lease.uuid })).rejects.toBeInstanceOf(NotFoundError);
      await expect(cancelLease(as(ctx, actors.otherManager), { lease: s.lease.id, reason: 'Not mine' })).rejects.toBeInstanceOf(NotFoundError);
      await expect(deliverLease(as(ctx, actors.sales), { lease: 'LL-1' })).rejects.toBeInstanceOf(NotFoundError);
      await expect(deliverLease(as(ctx, actors.sales), { lease: 2_000_000_000 })).rejects.toBeInstanceOf(NotFoundError);
      const [unchanged] = await ctx.db.select().from(leases).where(eq(leases.id, s.lease.id));
      expect(unchanged!.stateCode).toBe('S');
    }));

  it('refuses to move a replaced lease', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const { lease, app } = await leaseIn(ctx, world, 'V');
      await createLease(as(ctx, world.actors.sales), leaseRequest(app, { discard_esign: true }), { now: NOW, baseUrl: TEST_BASE_URL });
      await expect(cancelLease(as(ctx, world.actors.manager), { lease: lease.id, reason: 'Replaced anyway' })).rejects.toThrow(
        `Lease ${lease.loanNumber} was replaced; it cannot be cancelled.`,
      );
    }));
});
