import { sql, type SQL } from 'drizzle-orm';

/**
 * The SQL value of a new lease's `loan_number`: `LL-<year>-<n>`, n from the `lease_loan_number_seq`
 * sequence, zero-padded to 6 digits (never truncated: the 1,000,000th is `LL-2027-1000000`). The second
 * hyphen keeps it apart from the seeded `LL-` + 8 digits; the sequence never resets, so the number is
 * unique on its own and the year only helps people read it. Numbers taken by a transaction that rolls
 * back are skipped, not reused.
 */
export function loanNumberSql(year: string): SQL<string> {
  if (!/^\d{4}$/.test(year)) throw new RangeError(`Not a year: ${year}`);
  return sql<string>`(select 'LL-' || ${year}::text || '-' || case when n < 1000000 then lpad(n::text, 6, '0') else n::text end from (select nextval('lease_loan_number_seq') as n) as seq)`;
}

export const LOAN_NUMBER_PATTERN = /^LL-\d{4}-\d{6,}$/;
