import type { ApplicationState, LeaseState } from '@/db/schema/enums';

/** Pipeline tabs (SPEC §5), in the order the portal shows them. */
export const purchaseGroups = ['all', 'new', 'approved', 'contracting', 'signed', 'funded', 'closed'] as const;
export type PurchaseGroup = (typeof purchaseGroups)[number];

export type GroupRule = { applicationStates?: ApplicationState[]; leaseStates?: LeaseState[] };

/**
 * Which application and lease states each group holds. A group matches rows whose application state is
 * in `applicationStates`, or whose application is leased (`L`) with the lease in `leaseStates`.
 */
export const purchaseGroupRules: Record<Exclude<PurchaseGroup, 'all'>, GroupRule> = {
  new: { applicationStates: ['V', 'R'] },
  approved: { applicationStates: ['A'] },
  contracting: { leaseStates: ['V'] },
  signed: { leaseStates: ['S', 'D'] },
  funded: { leaseStates: ['F'] },
  closed: { applicationStates: ['N', 'X', 'E'], leaseStates: ['P', 'X'] },
};

export const purchaseGroupLabels: Record<PurchaseGroup, string> = {
  all: 'All',
  new: 'New',
  approved: 'Approved',
  contracting: 'Contracting',
  signed: 'Signed',
  funded: 'Funded',
  closed: 'Closed',
};

/** The group a single application falls in (used for counts and to label rows). */
export function purchaseGroupOf(stateCode: ApplicationState, leaseStateCode: string | null): Exclude<PurchaseGroup, 'all'> {
  for (const [group, rule] of Object.entries(purchaseGroupRules) as [Exclude<PurchaseGroup, 'all'>, GroupRule][]) {
    if (rule.applicationStates?.includes(stateCode)) return group;
    if (stateCode === 'L' && leaseStateCode && rule.leaseStates?.includes(leaseStateCode as LeaseState)) return group;
  }
  return 'closed';
}
