import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { leaseEsignOf } from '../esign/get-esign-panel';
import { loadItems, loadLease } from './internal';
import type { LeaseView } from './lease-view';
import { quoteFromTerms } from './quote-from-terms';
import { ledgerViewFrom } from '../payments/get-lease-ledger';
import { cardOnFile, ledgerBasisOf, ledgerEntriesOf, ledgerOf } from '../payments/internal';

/**
 * One lease (id, uuid or loan number) with its terms, items, calculations, e-sign envelope and payments ledger, inside the actor's scope (replaced
 * leases included). `baseUrl` (the door's public origin) builds the links of `esign` and
 * `e_sign_contract_url`; without it they are null.
 */
export async function getLease(ctx: Ctx, ref: string | number, options: { baseUrl?: string } = {}): Promise<LeaseView> {
  requirePermission(ctx, 'application.read');
  const { lease } = await loadLease(ctx.db, ctx.actor, ref);
  // Everything else hangs off the lease's id, so it is read at once. The ledger's basis holds the terms.
  const [basis, items, { esign, contractUrl }, entries, card] = await Promise.all([
    ledgerBasisOf(ctx.db, lease.id),
    loadItems(ctx.db, lease.id),
    leaseEsignOf(ctx.db, ctx.actor, lease, options.baseUrl),
    ledgerEntriesOf(ctx.db, lease.id),
    cardOnFile(ctx.db, lease.id),
  ]);
  const terms = basis.terms;
  const quote = terms ? quoteFromTerms(terms) : null;
  const ledger = ledgerViewFrom(lease, ledgerOf(basis, entries, new Date(), quote), card);
  return { lease: { ...lease, eSignContractUrl: contractUrl }, terms, items, quote, esign, replacedLease: null, ledger };
}
