'use client';

import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { FormProvider, useForm, useWatch, type FieldPath } from 'react-hook-form';
import type { ActionResult } from '@/lib/auth/authed-action';
import { applicationSchema, type ApplicationInput } from '@/lib/core/applications/schemas';
import { DecisionSummary } from '@/components/applications/decision-summary';
import type { DecisionView } from '@/components/applications/decision-view';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { clearDraft, loadDraft, saveDraft } from './draft';
import { CheckboxField } from './fields';
import { emptyIntake, toApplicationInput, type IntakeValues } from './intake-values';
import { IntakeReview } from './intake-review';
import { mappedResolver } from './mapped-resolver';
import { AddressFields, BankingFields, Fieldset, IdentificationFields, IncomeFields, PersonFields } from './sections';
import { applyServerErrors } from './server-errors';
import { StoreField, type StoreChoice } from './store-field';
import { StepList, steps } from './step-list';

type Props = {
  stores: StoreChoice[];
  /** Separates drafts of different users sharing a browser tab. */
  draftKey: string;
  submitApplication: (input: ApplicationInput) => Promise<ActionResult<DecisionView>>;
};

const CONSENT_MESSAGE = 'The applicant must agree before the application is submitted.';

/**
 * The shared `applicationSchema` validates the form (the same schema the API and the server action parse
 * with). The switches for a second income and a co-applicant decide what is validated and sent; consent
 * is the form's own rule.
 */
const intakeResolver = mappedResolver<IntakeValues>(applicationSchema, toApplicationInput, (values) =>
  values.consent ? {} : { consent: { type: 'required', message: CONSENT_MESSAGE } },
);

function stepOfPath(path: string): number {
  if (/^applicant\.(primaryIncome|secondaryIncome)/.test(path)) return 1;
  if (path === 'store_id' || path.startsWith('applicant')) return 0;
  if (path.startsWith('banking')) return 2;
  if (path.startsWith('co_applicant')) return 3;
  return 4;
}

/** The fields a step's Next button validates (RHF `trigger` with the schema's full paths). */
function fieldsOfStep(step: number, values: IntakeValues): FieldPath<IntakeValues>[] {
  switch (step) {
    case 0:
      return [
        'store_id',
        'applicant.first_name',
        'applicant.middle_name',
        'applicant.last_name',
        'applicant.social_security_number',
        'applicant.date_of_birth',
        'applicant.email',
        'applicant.cell',
        'applicant.phone',
        'applicant.identification',
        'applicant.identification_issuer',
        'applicant.location',
      ];
    case 1:
      return values.withSecondIncome ? ['applicant.primaryIncome', 'applicant.secondaryIncome'] : ['applicant.primaryIncome'];
    case 2:
      return ['banking'];
    case 3:
      return values.withCoApplicant ? ['co_applicant'] : [];
    default:
      return ['consent'];
  }
}

/** Dotted paths of every error in an RHF errors tree. */
function errorPaths(errors: object, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== 'object' || key === 'ref') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    return 'message' in value && typeof value.message === 'string' ? [path] : errorPaths(value, path);
  });
}

const noSubscription = () => () => {};
/** False in the server's HTML and until hydration: the step buttons do nothing before then, so they say so. */
const useHydrated = () => useSyncExternalStore(noSubscription, () => true, () => false);

function newReferenceId(): string {
  // crypto.getRandomValues works on plain-http intranet hosts too, unlike randomUUID.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `portal-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The counter intake: applicant and address → income → banking → optional co-applicant → review and
 * consent. The step lives in the URL (`?step=income`), so the browser's Back goes to the previous step;
 * values stay in the form when a step unmounts, and a draft without SSNs or bank numbers survives a
 * reload in sessionStorage. On submit the decision shows in place.
 */
export function IntakeWizard({ stores, draftKey, submitApplication }: Props) {
  const defaultStore = stores.length === 1 ? String(stores[0]!.id) : '';
  const form = useForm<IntakeValues>({
    resolver: intakeResolver,
    defaultValues: emptyIntake(defaultStore),
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const requested = steps.findIndex((s) => s.id === searchParams.get('step'));
  const step = Math.max(0, requested);
  const [decision, setDecision] = useState<{ view: DecisionView; name: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [furthest, setFurthest] = useState(0);
  const hydrated = useHydrated();
  const [withSecondIncome, withCoApplicant, restored] = useWatch({ control: form.control, name: ['withSecondIncome', 'withCoApplicant', 'draftRestored'] });

  // Restore the draft once, after hydration (sessionStorage does not exist on the server).
  useEffect(() => {
    const draft = loadDraft(draftKey);
    if (!draft) return;
    form.reset({ ...emptyIntake(defaultStore), ...draft, consent: false, draftRestored: true }, { keepDefaultValues: true });
  }, [draftKey, defaultStore, form]);

  // Every change updates the draft.
  useEffect(() => {
    return form.subscribe({ formState: { values: true }, callback: ({ values }) => saveDraft(draftKey, values) });
  }, [draftKey, form]);

  function goTo(index: number) {
    // Native pushState is integrated with the Next.js router: useSearchParams follows, Back pops the step.
    window.history.pushState(null, '', index === 0 ? pathname : `${pathname}?step=${steps[index]!.id}`);
    setFurthest((f) => Math.max(f, index));
    // The new step's heading takes focus, so keyboard and screen-reader users start at its top.
    document.getElementById('intake-step-title')?.focus();
  }

  async function next() {
    const valid = await form.trigger(fieldsOfStep(step, form.getValues()), { shouldFocus: true });
    if (valid) goTo(step + 1);
  }

  function showErrorsFrom(paths: string[]) {
    const first = Math.min(...paths.map(stepOfPath));
    if (Number.isFinite(first) && first !== step) goTo(first);
  }

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      let referenceId = values.reference_id;
      if (!referenceId) {
        referenceId = newReferenceId();
        form.setValue('reference_id', referenceId);
      }
      const result = await submitApplication(toApplicationInput({ ...values, reference_id: referenceId }));
      if (result.ok) {
        clearDraft(draftKey);
        setDecision({ view: result.data, name: `${values.applicant.first_name} ${values.applicant.last_name}`.trim() });
        window.history.replaceState(null, '', pathname);
        return;
      }
      if (result.code === 'validation') {
        const { placed, unplaced } = applyServerErrors(form, result.fieldErrors, (path) => path !== 'reference_id');
        setFormError(unplaced.join(' ') || result.formError || (placed.length ? 'The application has problems to fix; they are marked on the fields.' : null));
        showErrorsFrom(placed);
      } else {
        setFormError(result.formError ?? 'The application could not be submitted.');
      }
    },
    (errors) => {
      const paths = errorPaths(errors);
      showErrorsFrom(paths);
      if (paths.some((p) => p !== 'consent')) setFormError('Some details are missing or need fixing; they are marked on the fields.');
    },
  );

  function startOver() {
    clearDraft(draftKey);
    form.reset(emptyIntake(defaultStore));
    setDecision(null);
    setFormError(null);
    setFurthest(0);
    window.history.replaceState(null, '', pathname);
  }

  if (decision) {
    const id = decision.view.applicationId;
    return (
      <div className="mx-auto max-w-3xl space-y-4" data-testid="intake-decision">
        <DecisionSummary
          decision={decision.view}
          applicantName={decision.name}
          actions={
            <>
              {decision.view.code === 'A' ? (
                <Link href={`/applications/${id}#verification`} className={buttonClass()}>
                  Send verification code
                </Link>
              ) : null}
              <Link href={`/applications/${id}`} className={buttonClass({ variant: decision.view.code === 'A' ? 'secondary' : 'primary' })}>
                Open application #{id}
              </Link>
              <Button variant="ghost" onClick={startOver}>
                New application
              </Button>
            </>
          }
        />
      </div>
    );
  }

  const submitting = form.formState.isSubmitting;
  const last = steps.length - 1;

  return (
    <FormProvider {...form}>
      <div className="grid gap-6 lg:grid-cols-[14rem_minmax(0,1fr)]">
        <StepList current={step} furthest={Math.max(furthest, step)} disabled={!hydrated} onSelect={(i) => goTo(i)} />
        <form
          // Enter in a field moves to the next step; only the last step submits.
          onSubmit={(event) => {
            if (step < last) {
              event.preventDefault();
              void next();
            } else void onSubmit(event);
          }}
          noValidate aria-labelledby="intake-step-title" data-testid="intake-form" data-step={steps[step]!.id}>
          <Card className="p-5 sm:p-6">
            <h2 id="intake-step-title" tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">
              <span className="mr-2 text-sm font-medium text-slate-500">
                Step {step + 1} of {steps.length}
              </span>
              {steps[step]!.title}
            </h2>
            {restored ? (
              <Alert tone="info" className="mt-4" data-testid="draft-restored">
                The unfinished application was restored. Social Security and bank numbers are never kept in the browser: enter them again.
              </Alert>
            ) : null}

            <div className="mt-5 space-y-8">
              {step === 0 ? (
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
              ) : null}

              {step === 1 ? (
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
              ) : null}

              {step === 2 ? (
                <Fieldset legend="Checking account" description="The account the lease payments come from. Numbers are encrypted when stored.">
                  <BankingFields prefix="banking" />
                </Fieldset>
              ) : null}

              {step === 3 ? (
                <>
                  <CheckboxField
                    name="withCoApplicant"
                    label="Add a co-applicant"
                    hint="A spouse or partner whose income is counted with the applicant's. Optional."
                  />
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
              ) : null}

              {step === 4 ? (
                <>
                  <IntakeReview stores={stores} onEdit={(i) => goTo(i)} />
                  <div className="rounded-md bg-slate-50 p-4 ring-1 ring-inset ring-slate-200">
                    <CheckboxField
                      name="consent"
                      label="The applicant agrees to apply"
                      hint="They have read the lease-to-own disclosures, agree that Leaseline may use this information to decide on the application, and agree to receive a verification code by text or e-mail."
                    />
                  </div>
                </>
              ) : null}
            </div>

            {formError ? (
              <Alert className="mt-6" data-testid="intake-error">
                {formError}
              </Alert>
            ) : null}

            <div className="mt-6 flex items-center justify-between gap-3 border-t border-slate-200 pt-4">
              <Button variant="secondary" onClick={() => goTo(step - 1)} disabled={step === 0 || submitting || !hydrated} className={step === 0 ? 'invisible' : undefined}>
                Back
              </Button>
              {step < last ? (
                <Button onClick={next} disabled={!hydrated} data-testid="intake-next">
                  Next: {steps[step + 1]!.title}
                </Button>
              ) : (
                <Button type="submit" disabled={submitting || !hydrated} data-testid="intake-submit">
                  {submitting ? 'Submitting…' : 'Submit application'}
                </Button>
              )}
            </div>
          </Card>
        </form>
      </div>
    </FormProvider>
  );
}
