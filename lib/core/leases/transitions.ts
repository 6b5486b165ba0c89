/**
 * The lease state machine (SPEC §5) as one table: every change of a lease's state goes through
 * `applyLeaseTransition`, which checks this table, changes nothing on a disallowed move (409), and writes
 * the state, the application's copy of it, the audit row and the outbox event in one transaction.
 * docs/states.md renders the table.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { applications, leases } from '@/db/schema';
import type { ApplicationState } from '@/db/schema/applications';
import type { Lease, LeaseState } from '@/db/schema/leases';
import type { Transaction } from '@/db/client';
import type { Permission } from '@/lib/auth/permissions';
import { can } from '../access';
import { recordAudit } from '../audit/record-audit';
import type { Ctx } from '../context';
import { ConflictError, ForbiddenError } from '../errors';
import { emitEvent, type EventType } from '../events/emit-event';
import type { ScopedLease } from './internal';

export type LeaseAction = 'sign' | 'deliver' | 'fund' | 'cancel' | 'payOut';

export type LeaseTransition = {
  from: readonly LeaseState[];
  to: LeaseState;
  /**
   * Who may make the move. `null`: only the system, called by another core operation that has checked
   * its own caller (the signing page checks the signer's token; the payments ledger pays a lease out).
   */
  permission: Permission | null;
  /** The applicant may make this move on their own lease, authorised by a signing link (lib/core/esign). */
  signer?: true;
  /** Outbox event; null where SPEC §11 defines none. */
  event: EventType | null;
  audit: string;
  /** The application's own state change, when the lease's drags it along. */
  application?: { to: ApplicationState };
  /** "cannot be <verb>" in the 409 message. */
  verb: string;
};

export const LEASE_TRANSITIONS: Readonly<Record<LeaseAction, LeaseTransition>> = {
  sign: { from: ['V'], to: 'S', permission: null, signer: true, event: 'lease.signed', audit: 'lease.signed', verb: 'signed' },
  deliver: { from: ['S'], to: 'D', permission: 'lease.deliver', event: 'lease.delivered', audit: 'lease.delivered', verb: 'marked delivered' },
  fund: { from: ['D'], to: 'F', permission: 'lease.fund', event: 'lease.funded', audit: 'lease.funded', verb: 'funded' },
  cancel: {
    from: ['V', 'S', 'D'],
    to: 'X',
    permission: 'lease.cancel',
    event: 'lease.cancelled',
    audit: 'lease.cancelled',
    application: { to: 'X' },
    verb: 'cancelled',
  },
  // Payments are taken from signature on (SPEC §10), so a lease may be paid out from S, D or F.
  payOut: { from: ['S', 'D', 'F'], to: 'P', permission: null, event: 'lease.paid_out', audit: 'lease.paid_out', verb: 'paid out' },
};

/** Creation is not a move between states, but it has its own row in docs/states.md: (none) → V, application A → L. */
export const LEASE_CREATION = { to: 'V' as LeaseState, applicationFrom: 'A' as ApplicationState, applicationTo: 'L' as ApplicationState, permission: 'lease.create' as Permission };

export const LEASE_STATE_NAMES: Readonly<Record<LeaseState, string>> = {
  V: 'awaiting signature',
  S: 'signed',
  D: 'delivered',
  F: 'funded',
  P: 'paid out',
  X: 'cancelled',
};

export const leaseActions = Object.keys(LEASE_TRANSITIONS) as LeaseAction[];

/** True when the table allows `action` from `state`. */
export function isTransitionAllowed(action: LeaseAction, state: LeaseState): boolean {
  return LEASE_TRANSITIONS[action].from.includes(state);
}

/** The moves a lease in `state` can make (the portal shows a button for those the user's role may make). */
export function actionsFrom(state: LeaseState): LeaseAction[] {
  return leaseActions.filter((action) => isTransitionAllowed(action, state));
}

/** The state `action` leads to from `state`, or the 409 that explains why it cannot. */
export function nextState(action: LeaseAction, state: LeaseState, loanNumber = 'The lease'): LeaseState {
  const rule = LEASE_TRANSITIONS[action];
  if (!rule.from.includes(state)) {
    const allowed = rule.from.map((s) => `${s} (${LEASE_STATE_NAMES[s]})`).join(', ');
    throw new ConflictError(`Lease ${loanNumber} is ${LEASE_STATE_NAMES[state]} (${state}); it cannot be ${rule.verb}. Allowed from: ${allowed}.`);
  }
  return rule.to;
}

function mayMake(ctx: Ctx, rule: LeaseTransition, lease: Lease): boolean {
  if (rule.permission !== null) return can(ctx.actor, rule.permission);
  if (ctx.actor.kind === 'system') return true;
  const { actor } = ctx;
  return rule.signer === true && actor.kind === 'applicant' && actor.purpose === 'sign' && actor.applicationId === lease.applicationId;
}

export type TransitionOptions = {
  now: Date;
  /** Extra lease columns the move sets (timestamps, amounts, the cancellation reason). */
  set?: Partial<typeof leases.$inferInsert>;
  /** Extra PII-free facts for the audit row and the event. */
  details?: Record<string, unknown>;
  /** Facts for the audit row only (camelCase, as audit rows spell them; the event has its own names). */
  auditDetails?: Record<string, unknown>;
  /** Facts for the event only (the retailer's own free text, such as a cancellation reason, stays out of the audit log). */
  eventDetails?: Record<string, unknown>;
};

/**
 * Moves a lease through the table inside the caller's transaction. The UPDATE is conditional on the state
 * read, so a concurrent move of the same lease makes this one a 409 instead of a lost update.
 */
export async function applyLeaseTransition(tx: Transaction, ctx: Ctx, scoped: ScopedLease, action: LeaseAction, options: TransitionOptions): Promise<Lease> {
  const rule = LEASE_TRANSITIONS[action];
  const { lease, retailerId } = scoped;
  if (!mayMake(ctx, rule, lease)) throw new ForbiddenError();
  if (lease.deletedAt) throw new ConflictError(`Lease ${lease.loanNumber} was replaced; it cannot be ${rule.verb}.`);
  const to = nextState(action, lease.stateCode, lease.loanNumber);
  const { now } = options;
  const [updated] = await tx
    .update(leases)
    .set({
      // Final states close the lease.
      ...(to === 'P' || to === 'X' ? { closedAt: now } : {}),
      ...options.set,
      stateCode: to,
      firstStatusChangeAt: lease.firstStatusChangeAt ?? now,
      lastActivityAt: now,
      ...(ctx.actor.kind === 'staff' ? { updatedByUserId: ctx.actor.userId } : {}),
    })
    .where(and(eq(leases.id, lease.id), eq(leases.stateCode, lease.stateCode), isNull(leases.deletedAt)))
    .returning();
  if (!updated) throw new ConflictError(`Lease ${lease.loanNumber} changed while this request was handled; reload it and try again.`);

  await tx
    .update(applications)
    .set({ leaseStateCode: to, ...(rule.application ? { stateCode: rule.application.to } : {}) })
    .where(eq(applications.id, lease.applicationId));

  const facts = { applicationId: lease.applicationId, loanNumber: lease.loanNumber, from: lease.stateCode, to, ...options.details, ...options.auditDetails };
  await recordAudit(tx, ctx, { action: rule.audit, entityType: 'lease', entityId: lease.id, retailerId, data: facts });
  if (rule.application) {
    await recordAudit(tx, ctx, {
      action: 'application.state_changed',
      entityType: 'application',
      entityId: lease.applicationId,
      retailerId,
      data: { to: rule.application.to, cause: rule.audit, leaseId: lease.id },
    });
  }
  if (rule.event) {
    await emitEvent(tx, retailerId, rule.event, {
      lease_id: lease.id,
      lease_uuid: lease.uuid,
      loan_number: lease.loanNumber,
      application_id: lease.applicationId,
      store_id: lease.storeId,
      state_code: to,
      previous_state_code: lease.stateCode,
      ...options.details,
      ...options.eventDetails,
    });
  }
  return updated;
}
