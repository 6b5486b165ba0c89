/**
 * The application state machine (SPEC §5) as one table: a change of an application's own state goes
 * through `applyApplicationTransition`, which checks the table, changes nothing on a disallowed move
 * (409), and writes the state, the audit row and the outbox event in the caller's transaction.
 *
 * Entering a state by a decision (V, R or N at creation) is `createApplication`'s; the lease table
 * (lib/core/leases/transitions.ts) moves an application to L and, on cancellation, to X. Moves added
 * later (a reviewer's outcome, cancelling an approval) belong here. Expiry is applied in bulk by
 * `expireApprovals`, which reads its `from` and `to` from this table.
 */
import { and, eq } from 'drizzle-orm';
import { applications } from '@/db/schema';
import type { Application, ApplicationState } from '@/db/schema/applications';
import type { Transaction } from '@/db/client';
import { recordAudit } from '../audit/record-audit';
import type { Ctx } from '../context';
import { ConflictError } from '../errors';
import { emitEvent, type EventType } from '../events/emit-event';

export type ApplicationAction = 'verify' | 'expire';

export type ApplicationTransition = { from: readonly ApplicationState[]; to: ApplicationState; event: EventType; audit: string; verb: string };

export const APPLICATION_TRANSITIONS: Readonly<Record<ApplicationAction, ApplicationTransition>> = {
  /** The applicant confirmed the code of an approval: verification pending → approved. */
  verify: { from: ['V'], to: 'A', event: 'application.verified', audit: 'application.verified', verb: 'verified' },
  /** Thirty days passed without a lease (SPEC §5): a pending or usable approval lapses. Reviews do not expire. */
  expire: { from: ['V', 'A'], to: 'E', event: 'application.expired', audit: 'application.expired', verb: 'expired' },
};

/** The state `action` leads to from the application's, or the 409 that says why it cannot. */
export function nextApplicationState(action: ApplicationAction, application: Pick<Application, 'stateCode'>): ApplicationState {
  const transition = APPLICATION_TRANSITIONS[action];
  if (!transition.from.includes(application.stateCode)) {
    throw new ConflictError(`An application in state ${application.stateCode} cannot be ${transition.verb}.`);
  }
  return transition.to;
}

/**
 * Moves the application (locked by the caller) along `action`, with `set` written in the same UPDATE,
 * and records the audit row (`auditData`, no PII) and the event.
 */
export async function applyApplicationTransition(
  tx: Transaction,
  ctx: Ctx,
  application: Application,
  action: ApplicationAction,
  options: { at: Date; set?: Partial<typeof applications.$inferInsert>; auditData?: Record<string, unknown>; eventData?: Record<string, unknown> },
): Promise<ApplicationState> {
  const to = nextApplicationState(action, application);
  const transition = APPLICATION_TRANSITIONS[action];
  const [moved] = await tx
    .update(applications)
    .set({ ...options.set, stateCode: to, updatedAt: options.at })
    .where(and(eq(applications.id, application.id), eq(applications.stateCode, application.stateCode)))
    .returning({ id: applications.id });
  if (!moved) throw new ConflictError('The application changed meanwhile. Reload and try again.');
  await recordAudit(tx, ctx, {
    action: transition.audit,
    entityType: 'application',
    entityId: application.id,
    retailerId: application.retailerId,
    data: { from: application.stateCode, to, ...options.auditData },
  });
  await emitEvent(tx, application.retailerId, transition.event, {
    application_id: application.id,
    uuid: application.uuid,
    store_id: application.storeId,
    state_code: to,
    ...options.eventData,
  });
  return to;
}
