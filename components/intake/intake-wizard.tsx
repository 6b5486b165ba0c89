'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useState, useSyncExternalStore } from 'react';
import { FormProvider, useForm, useWatch, type FieldPath } from 'react-hook-form';
import type { ActionResult } from '@/lib/auth/authed-action';
import type { ApplicationInput } from '@/lib/core/applications/schemas';
import type { DecisionView } from '@/components/applications/decision-view';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { clearDraft } from './draft';
import { emptyIntake, toApplicationInput, type IntakeValues } from './intake-values';
import { IntakeDecision } from './intake-decision';
import { IntakeStepFields } from './intake-step-fields';
import { errorPaths, fieldsOfStep, newReferenceId, stepOfPath } from './intake-steps';
import { mappedResolver } from './mapped-resolver';
import { applyServerErrors } from './server-errors';
import type { StoreChoice } from './store-field';
import { StepList, steps } from './step-list';
import { useIntakeDraft } from './use-intake-draft';

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
const intakeResolver = mappedResolver<IntakeValues>(() => import('@/lib/core/applications/schemas').then((m) => m.applicationSchema), toApplicationInput, (values) =>
  values.consent ? {} : { consent: { type: 'required', message: CONSENT_MESSAGE } },
);

const noSubscription = () => () => {};
/** False in the server's HTML and until hydration: the step buttons do nothing before then, so they say so. */
const useHydrated = () => useSyncExternalStore(noSubscription, () => true, () => false);

/**
 * The counter intake: applicant and address → income → banking → optional co-applicant → review and
 * consent (the steps' fields: intake-step-fields.tsx; their rules: intake-steps.ts). The step lives in the
 * URL (`?step=income`), so the browser's Back goes to the previous step; values stay in the form when a
 * step unmounts, and a draft without SSNs or bank numbers survives a reload in sessionStorage. A failed
 * submit goes to the step of the first problem and focuses its field; the decision shows in place.
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
  const restored = useWatch({ control: form.control, name: 'draftRestored' });
  useIntakeDraft(form, draftKey, defaultStore);

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

  /** To the step of the first problem, then its field (once the step has rendered). */
  function showErrorsFrom(paths: string[]) {
    if (paths.length === 0) return;
    const first = [...paths].sort((a, b) => stepOfPath(a) - stepOfPath(b))[0]!;
    if (stepOfPath(first) !== step) goTo(stepOfPath(first));
    requestAnimationFrame(() => form.setFocus(first as FieldPath<IntakeValues>));
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

  if (decision) return <IntakeDecision decision={decision.view} name={decision.name} onStartOver={startOver} />;

  const submitting = form.formState.isSubmitting;
  const last = steps.length - 1;

  return (
    <FormProvider {...form}>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[14rem_minmax(0,1fr)]">
        <StepList current={step} furthest={Math.max(furthest, step)} disabled={!hydrated} onSelect={(i) => goTo(i)} />
        <form
          // Enter in a field moves to the next step; only the last step submits.
          onSubmit={(event) => {
            if (step < last) {
              event.preventDefault();
              void next();
            } else void onSubmit(event);
          }}
          noValidate
          aria-labelledby="intake-step-title"
          data-testid="intake-form"
          data-step={steps[step]!.id}
          className="min-w-0"
        >
          <Card className="p-4 sm:p-6">
            <h2 id="intake-step-title" tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">
              <span className="mr-2 text-sm font-medium text-slate-600">
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
              <IntakeStepFields step={step} stores={stores} onEdit={(i) => goTo(i)} />
            </div>

            {formError ? (
              <Alert className="mt-6" data-testid="intake-error">
                {formError}
              </Alert>
            ) : null}

            <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
              <Button variant="secondary" onClick={() => goTo(step - 1)} disabled={step === 0 || submitting || !hydrated} className={step === 0 ? 'invisible' : undefined}>
                Back
              </Button>
              {step < last ? (
                <Button onClick={next} disabled={!hydrated} data-testid="intake-next" className="ml-auto">
                  Next: {steps[step + 1]!.title}
                </Button>
              ) : (
                <Button type="submit" disabled={submitting || !hydrated} data-testid="intake-submit" className="ml-auto">
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
