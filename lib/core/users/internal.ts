import { eq } from 'drizzle-orm';
import { users, type User } from '@/db/schema';
import type { DbOrTx } from '@/db/client';
import type { Role } from '@/db/schema/users';
import type { Actor } from '../context';
import { NotFoundError, ValidationError } from '../errors';
import { scopeOf } from '../scope';

/**
 * A user the actor may manage, or 404: a provider admin manages anyone, a manager only the users of
 * their retailer (never provider admins, who belong to no retailer). Locked FOR UPDATE when asked.
 */
export async function loadManagedUser(tx: DbOrTx, actor: Actor, userId: number, options: { forUpdate?: boolean } = {}): Promise<User> {
  const select = tx.select().from(users).where(eq(users.id, userId));
  const [user] = options.forUpdate ? await select.for('update') : await select;
  const scope = scopeOf(actor);
  if (!user || scope.kind === 'stores' || (scope.kind === 'retailer' && user.retailerId !== scope.retailerId)) throw new NotFoundError('User not found.');
  return user;
}

/** A manager hands out clerk, sales and manager roles; only a provider admin makes admins. */
export function assertMayGrantRole(actor: Actor, role: Role): void {
  const isAdmin = actor.kind === 'system' || (actor.kind === 'staff' && actor.role === 'admin');
  if (role === 'admin' && !isAdmin) throw ValidationError.field('role', 'Only an admin can make someone an admin.');
}

/** The user id of a staff actor (null for the system), for "created by" columns. */
export const actorUserId = (actor: Actor): number | null => (actor.kind === 'staff' ? actor.userId : null);
