import type { Metadata } from 'next';
import { requireStaffCtx } from '@/lib/auth/current-actor';
import { rateCards, STATE_RULES } from '@/lib/core/pricing';
import { Calculator } from '@/components/calculator/calculator';
import { calculatorDefaults } from '@/components/calculator/calculator-values';
import { quoteOptions } from './actions';
import './print.css';

export const metadata: Metadata = { title: 'Payment calculator' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** `/calculator`: Payment Details in, options A, B and C out, as `POST /score/payments` prices them. */
export default async function CalculatorPage({ searchParams }: Props) {
  const { application } = await searchParams;
  // An application page may link here with ?application=<id>; the core checks it is in scope.
  const applicationId = typeof application === 'string' && /^[0-9a-f-]{1,36}$/i.test(application) ? application : '';
  await requireStaffCtx(applicationId ? `/calculator?application=${encodeURIComponent(applicationId)}` : '/calculator');

  return (
    <div className="space-y-5">
      <div className="print:hidden">
        <h1 className="text-xl font-semibold tracking-tight text-slate-900">Payment calculator</h1>
        <p className="mt-1 text-sm text-slate-600">What a lease costs under each option, as the customer would pay it. Results update as you type.</p>
      </div>
      <Calculator
        quoteOptions={quoteOptions}
        initialValues={{ ...calculatorDefaults, application_id: applicationId }}
        unservedStates={Object.entries(STATE_RULES)
          .filter(([, rule]) => !rule.leasesOffered)
          .map(([code]) => code)}
        modelVersions={Object.keys(rateCards).map(Number)}
      />
    </div>
  );
}
