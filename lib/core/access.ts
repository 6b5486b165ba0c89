import { checkoutPermissions, roleHasPermission, tokenPermissions, type Permission } from '@/lib/auth/permissions';
import type { Actor, Ctx } from './context';
import { ForbiddenError } from './errors';

export function can(actor: Actor, permission: Permission): boolean {
  switch (actor.kind) {
    case 'system':
      return true;
    case 'staff':
      return roleHasPermission(actor.role, permission);
    case 'token':
      return tokenPermissions.has(permission);
    case 'applicant':
      return false;
    case 'checkout':
      return checkoutPermissions.has(permission);
  }
}

/** First line of every core operation: the role must hold the permission (403 inside its scope). */
export function requirePermission(ctx: Ctx, permission: Permission): void {
  if (!can(ctx.actor, permission)) throw new ForbiddenError();
}
