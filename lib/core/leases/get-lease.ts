import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { leaseEsignOf } from '../esign/get-esign-panel';
import { loadLease, loadTermsAndItems } from './internal';
import type { LeaseView } from './lease-view';
import { quoteFromTerms } from './quote-from-terms';
import { ledgerViewOf } from '../payments/get-lease-ledger';

/**
 * One lease (id, uuid or loan number) with its terms, items, calculations, e-sign envelope and payments ledger, inside the actor's scope (replaced
 * leases included). `baseUrl` (the door's public origin) builds the links of `esign` and
 * `e_sign_contract_url`; without it they are null.
 */
export async function getLease(ctx: Ctx, ref: string | number, options: { baseUrl?: string } = {}): Promise<LeaseView> {
  requirePermission(ctx, 'application.read');
  const { lease } = await loadLease(ctx.db, ctx.actor, ref);
  const { terms, items } = await loadTermsAndItems(ctx.db, lease.id);
  const { esign, contractUrl } = await leaseEsignOf(ctx.db, ctx.actor, lease, options.baseUrl);
  const ledger = await ledgerViewOf(ctx.db, lease);
  return { lease: { ...lease, eSignContractUrl: contractUrl }, terms, items, quote: terms ? quoteFromTerms(terms) : null, esign, replacedLease: null, ledger };
}
