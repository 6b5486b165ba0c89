import { eq } from 'drizzle-orm';
import { retailers } from '@/db/schema';
import type { Lease } from '@/db/schema/leases';
import type { LeaseItem } from '@/db/schema/lease-items';
import type { LeaseTerms } from '@/db/schema/lease-terms';
import type { DbOrTx } from '@/db/client';
import type { Actor } from '../context';
import { ConflictError } from '../errors';
import { findActiveLease, loadPricingSubject, loadTermsAndItems, type PricingSubject } from '../leases/internal';
import { ContractLeaseReplacedError, ContractUnavailableError } from './errors';

/** Everything a contract is made from: the application, applicant and store, the retailer's name, and the active lease. */
export type ContractSubject = PricingSubject & { retailerName: string; lease: Lease; terms: LeaseTerms; items: LeaseItem[] };

/**
 * The application (by id or uuid, inside the actor's scope, else NotFoundError) and its active lease with
 * terms and items. No lease yet, or a lease without priced terms (the demo seed's), is a 409: there is no
 * contract to show. `leaseUuid` pins the lease a link or an envelope was issued for: when the application's
 * lease has since been replaced, ContractLeaseReplacedError.
 */
export async function loadContractSubject(db: DbOrTx, actor: Actor, ref: number | string, options: { leaseUuid?: string } = {}): Promise<ContractSubject> {
  const subject = await loadPricingSubject(db, actor, ref);
  const { application } = subject;
  const lease = await findActiveLease(db, application.id);
  if (options.leaseUuid && lease?.uuid !== options.leaseUuid) throw new ContractLeaseReplacedError();
  if (!lease) throw new ConflictError(`Application ${application.id} has no lease yet, so it has no contract. Create the lease first (POST /leases).`);
  const [{ terms, items }, [retailer]] = await Promise.all([
    loadTermsAndItems(db, lease.id),
    db.select({ name: retailers.name }).from(retailers).where(eq(retailers.id, application.retailerId)),
  ]);
  if (!terms) throw new ContractUnavailableError(lease.loanNumber);
  return { ...subject, retailerName: retailer?.name ?? '', lease, terms, items };
}
