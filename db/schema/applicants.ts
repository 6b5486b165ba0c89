import { date, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './_columns';
import { retailers } from './retailers';

/** What an income looks like once validated (API description 2.4). Gross is in cents. */
export type IncomeRecord = {
  source?: string;
  employer?: string;
  grossCents?: number;
  pay_date?: string;
  phone?: string;
  ext?: string;
  frequency?: string;
  first_pay_day?: number;
  second_pay_day?: number;
  title_department?: string;
};

export type LocationRecord = {
  line_1?: string;
  line_2?: string;
  city?: string;
  county?: string;
  state?: string;
  code?: string;
  country?: string;
  latitude?: string;
  longitude?: string;
};

/**
 * A person on an application: the applicant or a co-applicant. The SSN is stored only encrypted
 * (`ssn_ciphertext`, AES-256-GCM, key version alongside) with a keyed HMAC blind index for lookups
 * and its last four digits for display.
 */
export const applicants = pgTable(
  'applicants',
  {
    id: serial('id').primaryKey(),
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => retailers.id),
    title: text('title'),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    email: text('email'),
    phone: text('phone'),
    cell: text('cell'),
    identification: text('identification'),
    identificationIssuer: text('identification_issuer'),
    location: jsonb('location').$type<LocationRecord>(),
    primaryIncome: jsonb('primary_income').$type<IncomeRecord>(),
    secondaryIncome: jsonb('secondary_income').$type<IncomeRecord>(),
    ssnCiphertext: text('ssn_ciphertext'),
    ssnKeyVersion: integer('ssn_key_version'),
    ssnBlindIndex: text('ssn_blind_index'),
    ssnLast4: text('ssn_last4'),
    ...timestamps,
  },
  (t) => [
    index('applicants_ssn_blind_idx').on(t.retailerId, t.ssnBlindIndex),
    index('applicants_lookup_idx').on(t.retailerId, t.dateOfBirth, t.ssnLast4),
  ],
);

export type Applicant = typeof applicants.$inferSelect;
