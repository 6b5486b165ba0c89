import type { Metadata } from 'next';
import { requireStaffCtx } from '@/lib/auth/current-actor';
import { LookupForm } from '@/components/applications/lookup-form';
import { lookupAction } from './actions';

export const metadata: Metadata = { title: 'Look up an application' };

export default async function LookupPage() {
  await requireStaffCtx('/lookup');
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <div>
        <h1 className="text-xl font-semibold tracking-tight text-slate-900">Look up an application</h1>
        <p className="mt-1 text-sm text-slate-600">Find a customer&apos;s latest application in your stores by their last name, date of birth and Social Security number.</p>
      </div>
      <LookupForm lookup={lookupAction} />
    </div>
  );
}
