import { sql, type SQL } from 'drizzle-orm';
import { DAY_MS } from '../dates';

/** SPEC §6: the same SSN declined at the same retailer within this many days is declined again. */
export const RECENT_DECLINE_DAYS = 30;

/**
 * SQL `exists(…)`: an application of this retailer whose applicant has the same SSN (by blind index)
 * was declined in the last 30 days. A decline whose only reason was itself RECENT_DECLINE does not
 * restart the 30 days, so someone who retries early is not shut out for ever.
 */
export function recentDeclineExists(retailerId: SQL, ssnBlindIndex: string, asOf: Date): SQL<boolean> {
  const since = new Date(asOf.getTime() - RECENT_DECLINE_DAYS * DAY_MS);
  // Raw aliases: drizzle leaves column names unqualified in single-table selects, which would be ambiguous here.
  return sql<boolean>`exists (
    select 1 from applicants rd_person join applications rd_app on rd_app.applicant_id = rd_person.id
    where rd_person.retailer_id = ${retailerId} and rd_person.ssn_blind_index = ${ssnBlindIndex}
      and (rd_app.decision_code = 'N' or rd_app.state_code = 'N')
      and rd_app.decided_at >= ${since.toISOString()}::timestamptz
      and rd_app.reason_codes is distinct from '["RECENT_DECLINE"]'::jsonb
  )`;
}
