import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import { applications } from '@/db/schema';
import { purchaseGroupRules, type PurchaseGroup } from './purchase-groups';

/** The WHERE condition selecting a purchase group's applications (kept apart so the rules stay browser-safe). */
export function purchaseGroupCondition(group: PurchaseGroup): SQL | undefined {
  if (group === 'all') return undefined;
  const rule = purchaseGroupRules[group];
  const parts: (SQL | undefined)[] = [];
  if (rule.applicationStates) parts.push(inArray(applications.stateCode, rule.applicationStates));
  if (rule.leaseStates) parts.push(and(eq(applications.stateCode, 'L'), inArray(applications.leaseStateCode, rule.leaseStates)));
  return parts.length === 1 ? parts[0] : or(...parts);
}
