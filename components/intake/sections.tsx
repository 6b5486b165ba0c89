'use client';

import type { ReactNode } from 'react';
import { incomeFrequencyValues, incomeSources } from '@/lib/core/applications/value-lists';
import { frequencyLabels, incomeSourceLabels } from './labels';
import { CheckboxField, DateField, MoneyField, PhoneField, SelectField, SsnField, StateField, TextField, ZipField } from './fields';

/** Groups of intake fields under a path prefix, shared by the wizard's steps and the co-applicant form. */

export function Fieldset({ legend, description, children }: { legend: string; description?: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <div>
        <legend className="text-base font-semibold text-slate-900">{legend}</legend>
        {description ? <p className="mt-0.5 text-sm text-slate-600">{description}</p> : null}
      </div>
      {children}
    </fieldset>
  );
}

const grid = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-6';

/** `prefix.field`, or `field` at the form's root (the co-applicant form is a person at its root). */
const at = (prefix: string) => (field: string) => (prefix ? `${prefix}.${field}` : field);

/** Names, SSN, date of birth and contact. `emailRequired` for the applicant (the code can go by e-mail). */
export function PersonFields({ prefix, emailRequired }: { prefix: string; emailRequired: boolean }) {
  const p = at(prefix);
  return (
    <div className={grid}>
      <TextField name={p('first_name')} label="First name" autoComplete="off" className="lg:col-span-2" />
      <TextField name={p('middle_name')} label="Middle name" optional autoComplete="off" className="lg:col-span-2" />
      <TextField name={p('last_name')} label="Last name" autoComplete="off" className="lg:col-span-2" />
      <SsnField name={p('social_security_number')} className="lg:col-span-2" />
      <DateField name={p('date_of_birth')} label="Date of birth" autoComplete="bday" className="lg:col-span-2" />
      <div className="hidden lg:col-span-2 lg:block" />
      <TextField name={p('email')} label="E-mail" type="email" optional={!emailRequired} autoComplete="off" className="lg:col-span-2" />
      <PhoneField name={p('cell')} label="Cell phone" hint={emailRequired ? 'A cell or another phone is required; codes go by text to the cell.' : undefined} optional={!emailRequired} className="lg:col-span-2" />
      <PhoneField name={p('phone')} label="Other phone" optional className="lg:col-span-2" />
    </div>
  );
}

export function IdentificationFields({ prefix }: { prefix: string }) {
  return (
    <div className={grid}>
      <TextField name={at(prefix)('identification')} label="ID number" optional autoComplete="off" hint="Driver's license or state ID" className="lg:col-span-3" />
      <StateField name={at(prefix)('identification_issuer')} label="Issuing state" optional className="lg:col-span-3" />
    </div>
  );
}

export function AddressFields({ prefix }: { prefix: string }) {
  const p = at(prefix);
  return (
    <div className={grid}>
      <TextField name={p('line_1')} label="Street address" autoComplete="off" className="lg:col-span-4" />
      <TextField name={p('line_2')} label="Apartment, suite" optional autoComplete="off" className="lg:col-span-2" />
      <TextField name={p('city')} label="City" autoComplete="off" className="lg:col-span-3" />
      <StateField name={p('state')} label="State" className="lg:col-span-1" />
      <ZipField name={p('code')} className="lg:col-span-2" />
    </div>
  );
}

export function IncomeFields({ prefix }: { prefix: string }) {
  const p = at(prefix);
  return (
    <div className={grid}>
      <SelectField name={p('source')} label="Source" placeholder="Select…" className="lg:col-span-2">
        {incomeSources.map((s) => (
          <option key={s} value={s}>
            {incomeSourceLabels[s]}
          </option>
        ))}
      </SelectField>
      <TextField name={p('employer')} label="Employer" optional autoComplete="off" className="lg:col-span-2" />
      <TextField name={p('title_department')} label="Title or department" optional autoComplete="off" className="lg:col-span-2" />
      <MoneyField name={p('gross')} label="Gross pay per pay period" hint="Before taxes, in dollars" className="lg:col-span-2" />
      <SelectField name={p('frequency')} label="Paid" placeholder="Select…" className="lg:col-span-2">
        {incomeFrequencyValues.map((f) => (
          <option key={f} value={f}>
            {frequencyLabels[f]}
          </option>
        ))}
      </SelectField>
      <DateField name={p('pay_date')} label="Last or next pay date" optional className="lg:col-span-2" />
      <PhoneField name={p('phone')} label="Employer phone" optional className="lg:col-span-2" />
    </div>
  );
}

export function BankingFields({ prefix }: { prefix: string }) {
  const p = at(prefix);
  return (
    <div className={grid}>
      <TextField name={p('bank_name')} label="Bank name" optional autoComplete="off" className="lg:col-span-2" />
      <TextField name={p('routing_number')} label="Routing number" inputMode="numeric" maxLength={9} autoComplete="off" spellCheck={false} className="lg:col-span-2" />
      <TextField name={p('checking_account')} label="Checking account number" inputMode="numeric" maxLength={20} autoComplete="off" spellCheck={false} className="lg:col-span-2" />
      <DateField name={p('opened_at')} label="Account opened" optional hint="MM/DD/YYYY; month and year are enough: use the 1st." className="lg:col-span-2" />
      <CheckboxField name={p('online')} label="The account has online banking" className="self-end pb-2 lg:col-span-4" />
    </div>
  );
}
