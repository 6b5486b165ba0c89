'use client';

import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { ActionResult } from '@/lib/auth/authed-action';
import type { CoApplicantInput } from '@/lib/core/applications/schemas';
import { emptyPerson, type PersonValues } from '@/components/intake/intake-values';
import { mappedResolver, withoutBlanks } from '@/components/intake/mapped-resolver';
import { applyServerErrors } from '@/components/intake/server-errors';
import { Fieldset, IncomeFields, PersonFields } from '@/components/intake/sections';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

export type AddCoApplicant = (input: { application: string; coApplicant: CoApplicantInput }) => Promise<ActionResult<{ coapplicantScore: number | null }>>;

/** The co-applicant as the API takes it: the person is the body, so field paths match the core's errors. */
const toInput = (values: PersonValues) => withoutBlanks({ ...values, secondaryIncome: {} }) as CoApplicantInput;
const resolver = mappedResolver<PersonValues>(() => import('@/lib/core/applications/schemas').then((m) => m.coApplicantSchema), toInput);

/**
 * Adds a co-applicant to an open application (API 4.3) with the shared `coApplicantSchema`. Closed by
 * default; the decision is not re-made, the co-applicant gets their own score.
 */
export function CoApplicantForm({ application, add }: { application: string; add: AddCoApplicant }) {
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PersonValues>({ resolver, defaultValues: emptyPerson(), mode: 'onTouched' });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const result = await add({ application, coApplicant: toInput(values) });
    if (result.ok) {
      form.reset(emptyPerson());
      setOpen(false);
      return;
    }
    const { unplaced } = applyServerErrors(form, result.fieldErrors);
    setFormError(unplaced.join(' ') || result.formError);
  });

  if (!open) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">No co-applicant. A co-applicant can be added while the decision is open; they get their own score.</p>
        <Button variant="secondary" onClick={() => setOpen(true)} data-testid="add-co-applicant">
          Add a co-applicant
        </Button>
      </div>
    );
  }
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-6" data-testid="co-applicant-form">
        <Fieldset legend="Co-applicant">
          <PersonFields prefix="" emailRequired={false} />
        </Fieldset>
        <Fieldset legend="Income">
          <IncomeFields prefix="primaryIncome" />
        </Fieldset>
        {formError ? <Alert>{formError}</Alert> : null}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Adding…' : 'Add co-applicant'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
