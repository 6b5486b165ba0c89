import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { loadLease, loadTermsAndItems } from './internal';
import type { LeaseView } from './lease-view';
import { quoteFromTerms } from './quote-from-terms';

/** One lease with its terms, items and calculations, inside the actor's scope (replaced leases included). */
export async function getLease(ctx: Ctx, ref: string | number): Promise<LeaseView> {
  requirePermission(ctx, 'application.read');
  const { lease } = await loadLease(ctx.db, ctx.actor, ref);
  const { terms, items } = await loadTermsAndItems(ctx.db, lease.id);
  return { lease, terms, items, quote: terms ? quoteFromTerms(terms) : null, esign: null, replacedLease: null };
}
