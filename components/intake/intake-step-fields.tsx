'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import { CheckboxField } from './fields';
import type { IntakeValues } from './intake-values';
import { IntakeReview } from './intake-review';
import { AddressFields, BankingFields, Fieldset, IdentificationFields, IncomeFields, PersonFields } from './sections';
import { StoreField, type StoreChoice } from './store-field';

/** The fields of one step of the intake (0 applicant … 4 review and consent). */
export function IntakeStepFields({ step, stores, onEdit }: { step: number; stores: StoreChoice[]; onEdit: (step: number) => void }) {
  const { control } = useFormContext<IntakeValues>();
  const [withSecondIncome, withCoApplicant] = useWatch({ control, name: ['withSecondIncome', 'withCoApplicant'] });
  switch (step) {
    case 0:
      return (
        <>
          <StoreField stores={stores} />
          <Fieldset legend="Applicant">
            <PersonFields prefix="applicant" emailRequired />
            <IdentificationFields prefix="applicant" />
          </Fieldset>
          <Fieldset legend="Home address" description="US addresses only.">
            <AddressFields prefix="applicant.location" />
          </Fieldset>
        </>
      );
    case 1:
      return (
        <>
          <Fieldset legend="Primary income">
            <IncomeFields prefix="applicant.primaryIncome" />
          </Fieldset>
          <CheckboxField name="withSecondIncome" label="The applicant has a second income" />
          {withSecondIncome ? (
            <Fieldset legend="Second income">
              <IncomeFields prefix="applicant.secondaryIncome" />
            </Fieldset>
          ) : null}
        </>
      );
    case 2:
      return (
        <Fieldset legend="Checking account" description="The account the lease payments come from. Numbers are encrypted when stored.">
          <BankingFields prefix="banking" />
        </Fieldset>
      );
    case 3:
      return (
        <>
          <CheckboxField name="withCoApplicant" label="Add a co-applicant" hint="A spouse or partner whose income is counted with the applicant's. Optional." />
          {withCoApplicant ? (
            <>
              <Fieldset legend="Co-applicant">
                <PersonFields prefix="co_applicant" emailRequired={false} />
              </Fieldset>
              <Fieldset legend="Co-applicant's income">
                <IncomeFields prefix="co_applicant.primaryIncome" />
              </Fieldset>
            </>
          ) : null}
        </>
      );
    default:
      return (
        <>
          <IntakeReview stores={stores} onEdit={onEdit} />
          <div className="rounded-md bg-slate-50 p-4 ring-1 ring-inset ring-slate-200">
            <CheckboxField
              name="consent"
              label="The applicant agrees to apply"
              hint="They have read the lease-to-own disclosures, agree that Leaseline may use this information to decide on the application, and agree to receive a verification code by text or e-mail."
            />
          </div>
        </>
      );
  }
}
