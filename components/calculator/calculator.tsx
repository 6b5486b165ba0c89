'use client';

import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { ActionResult } from '@/lib/auth/authed-action';
import { loginUrl } from '@/lib/auth/callback-url';
import type { PaymentDetails, PaymentDetailsInput } from '@/lib/core/leases/schemas';
import { Field, describedBy } from '@/components/leases/field';
import { fieldMessage, numberOrNull } from '@/components/leases/form-helpers';
import { incomeFrequencyLabels, paymentFrequencyLabels, usStateNames } from '@/components/leases/labels';
import { useDebouncedValue } from '@/components/leases/use-debounced-value';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { CalculatorResults } from './calculator-results';
import { toPaymentDetails, type CalculatorValues } from './calculator-values';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';
import { useDeferredQuery } from '@/components/forms/use-deferred-query';
import { useLoaded } from '@/components/forms/use-loaded';
import type { CalculatorResult } from './types';

/** The calculator's schema, loaded with zod after the page (lazy-resolver.ts). */
const loadCalculatorSchema = () => import('./calculator-schema').then((m) => m.calculatorSchema);
const calculatorResolver = lazyZodResolver(loadCalculatorSchema);

export type QuoteOptions = (details: Omit<PaymentDetailsInput, 'option'>) => Promise<ActionResult<CalculatorResult>>;

type Props = {
  quoteOptions: QuoteOptions;
  initialValues: CalculatorValues;
  /** States where leases are not offered: marked in the picker (choosing one shows the refusal). */
  unservedStates: string[];
  modelVersions: number[];
};

const DEBOUNCE_MS = 300;

/**
 * The payment calculator (Payment Details 2.12): a react-hook-form form validated with the API's own
 * schema, priced as the user types (debounced) through a server action that runs `POST /score/payments`'
 * core for options A, B and C. The previous results stay on screen while the next ones load.
 */
export function Calculator({ quoteOptions, initialValues, unservedStates, modelVersions }: Props) {
  const {
    register,
    control,
    formState: { errors },
    handleSubmit,
  } = useForm<CalculatorValues, unknown, PaymentDetails>({ resolver: calculatorResolver, mode: 'onChange', defaultValues: initialValues });
  const values = useWatch({ control }) as CalculatorValues;

  // What to price: the details once they pass the API's schema, without the option (all three are priced).
  const check = useLoaded(loadCalculatorSchema)?.safeParse(values);
  const detailsKey = check?.success ? JSON.stringify({ ...toPaymentDetails(values), option: undefined }) : null;
  const pendingIssues = !check || check.success ? [] : [...new Set(check.error.issues.map((issue) => issue.message))];
  const key = useDebouncedValue(detailsKey, DEBOUNCE_MS);

  // react-query, loaded after the page (use-deferred-query.tsx).
  const [quote, quoteQuery] = useDeferredQuery('calculator', key, (details) => quoteOptions(JSON.parse(details) as Omit<PaymentDetailsInput, 'option'>));
  const answer = quote.data;
  const current = answer && !quote.isPlaceholderData ? answer : undefined;
  const serverErrors = current && !current.ok ? withApplicationField(current) : undefined;

  const sessionEnded = answer && !answer.ok && answer.code === 'unauthenticated';
  useEffect(() => {
    if (sessionEnded) window.location.assign(loginUrl(`${window.location.pathname}${window.location.search}`, 'ended'));
  }, [sessionEnded]);

  const fromApplication = values.application_id.trim() !== '';
  const message = (path: keyof CalculatorValues) => fieldMessage(errors, serverErrors, path);
  const money = { setValueAs: numberOrNull };
  const whole = { setValueAs: numberOrNull };
  const unserved = useMemo(() => new Set(unservedStates), [unservedStates]);

  return (
    <form
      noValidate
      // Results follow the fields as they change; Enter shows every field's problem at once.
      onSubmit={handleSubmit(() => undefined)}
      className="grid gap-6 lg:grid-cols-[21rem_minmax(0,1fr)] print:block"
      data-testid="calculator"
    >
      <Card className="h-fit p-4 sm:p-5 print:hidden">
        <h2 className="text-base font-semibold text-slate-900">Payment details</h2>
        <div className="mt-4 space-y-4">
          <Field
            id="application_id"
            label="Application (optional)"
            error={message('application_id')}
            hint="An application id or uuid from your stores: its score, store and pay dates are used."
          >
            <Input id="application_id" inputMode="numeric" autoComplete="off" placeholder="e.g. 1042" {...describedBy('application_id', message('application_id'), true)} {...register('application_id')} />
          </Field>

          {fromApplication ? null : (
            <fieldset className="space-y-3 border-t border-slate-200 pt-3" data-testid="customer-fields">
              <legend className="pr-2 text-xs font-semibold uppercase tracking-wide text-slate-500">Customer and store</legend>
              <div className="grid grid-cols-2 gap-3">
                <Field id="score" label="Score" error={message('score')}>
                  <Input id="score" inputMode="numeric" placeholder="100–999" {...describedBy('score', message('score'))} {...register('score', whole)} />
                </Field>
                <Field id="rating" label="Store rating" error={message('rating')} hint="1 best, 5 lowest">
                  <Select id="rating" {...describedBy('rating', message('rating'), true)} {...register('rating', whole)}>
                    {[1, 2, 3, 4, 5].map((r) => (
                      <option key={r} value={r}>
                        {r}
                      </option>
                    ))}
                  </Select>
                </Field>
              </div>
              <Field id="companyState" label="Store state" error={message('companyState')}>
                <Select id="companyState" {...describedBy('companyState', message('companyState'))} {...register('companyState')}>
                  <option value="">Choose…</option>
                  {Object.entries(usStateNames).map(([code, name]) => (
                    <option key={code} value={code}>
                      {name} ({code}){unserved.has(code) ? ' — leases not offered' : ''}
                    </option>
                  ))}
                </Select>
              </Field>
              <div className="grid grid-cols-2 gap-3">
                <Field id="zipCode" label="ZIP code" error={message('zipCode')}>
                  <Input id="zipCode" inputMode="numeric" autoComplete="off" {...describedBy('zipCode', message('zipCode'))} {...register('zipCode')} />
                </Field>
                <Field id="modelVersion" label="Model version" error={message('modelVersion')}>
                  <Select id="modelVersion" {...describedBy('modelVersion', message('modelVersion'))} {...register('modelVersion', whole)}>
                    {modelVersions.map((v) => (
                      <option key={v} value={v}>
                        {v}
                      </option>
                    ))}
                  </Select>
                </Field>
                <Field id="incomeFrequency" label="Customer is paid" error={message('incomeFrequency')}>
                  <Select id="incomeFrequency" {...describedBy('incomeFrequency', message('incomeFrequency'))} {...register('incomeFrequency')}>
                    {Object.entries(incomeFrequencyLabels).map(([value, label]) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                  </Select>
                </Field>
                <Field id="payDate" label="A pay date" error={message('payDate')}>
                  <Input id="payDate" type="date" className="px-2" {...describedBy('payDate', message('payDate'))} {...register('payDate')} />
                </Field>
              </div>
            </fieldset>
          )}

          <div className="grid grid-cols-2 gap-3">
            <Field id="leaseAmount" label="Lease amount" error={message('leaseAmount')}>
              <Input id="leaseAmount" inputMode="decimal" autoComplete="off" placeholder="$0.00" {...describedBy('leaseAmount', message('leaseAmount'))} {...register('leaseAmount', money)} />
            </Field>
            <Field id="additionalDown" label="Additional down" error={message('additionalDown')}>
              <Input id="additionalDown" inputMode="decimal" autoComplete="off" placeholder="$0.00" {...describedBy('additionalDown', message('additionalDown'))} {...register('additionalDown', money)} />
            </Field>
          </div>
          <Field id="paymentFrequency" label="Payment frequency" error={message('paymentFrequency')}>
            <Select id="paymentFrequency" {...describedBy('paymentFrequency', message('paymentFrequency'))} {...register('paymentFrequency')}>
              {Object.entries(paymentFrequencyLabels).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          </Field>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" className="h-4 w-4 rounded accent-indigo-600" {...register('ocpIncluded')} />
            Include the care plan
          </label>
        </div>
      </Card>

      {quoteQuery}
      <CalculatorResults
        answer={answer}
        current={current}
        updating={quote.isFetching || (detailsKey !== null && detailsKey !== key)}
        paused={detailsKey === null}
        pendingIssues={pendingIssues}
        loadFailed={quote.isError}
        values={values}
        optionRadio={register('option')}
      />
    </form>
  );
}

/** "Application not found." is about the application field: put it there. */
function withApplicationField(result: Extract<ActionResult<unknown>, { ok: false }>) {
  if (result.code === 'not_found' && result.formError) return { ...result.fieldErrors, application_id: [result.formError] };
  return result.fieldErrors;
}
