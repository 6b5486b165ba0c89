import type { Application } from '@/db/schema/applications';
import { DAY_MS } from '../dates';

/** Approvals last 30 days (SPEC §5): whole days left for an open decision, 0 once it is closed or leased. */
export function daysToExpire(application: Pick<Application, 'stateCode' | 'expiresAt'>, now = new Date()): number {
  if (!application.expiresAt || !['V', 'R', 'A'].includes(application.stateCode)) return 0;
  return Math.max(0, Math.ceil((application.expiresAt.getTime() - now.getTime()) / DAY_MS));
}

export const APPROVAL_VALID_DAYS = 30;
