import type { Ctx } from '../context';
import { ForbiddenError, ValidationError } from '../errors';

/**
 * The retailer whose checkout settings the caller manages: a manager's or a retailer token's own. A token
 * bound to one store may not change what applies to every store of its retailer (403). A provider admin
 * names the retailer.
 */
export function retailerOfActor(ctx: Ctx, retailerId?: number): number {
  const { actor } = ctx;
  switch (actor.kind) {
    case 'token':
      if (actor.storeId !== null) throw new ForbiddenError('Checkout origins are managed with a retailer token; this token is bound to one store.');
      return actor.retailerId;
    case 'staff':
      if (actor.retailerId !== null) return actor.retailerId;
      if (retailerId === undefined) throw ValidationError.field('retailer_id', 'The retailer is required.');
      return retailerId;
    case 'system':
      if (retailerId === undefined) throw ValidationError.field('retailer_id', 'The retailer is required.');
      return retailerId;
    default:
      throw new ForbiddenError();
  }
}
