import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getStaffActor } from '@/lib/auth/current-actor';
import { safeCallbackUrl } from '@/lib/auth/callback-url';
import { LoginForm } from '@/components/auth/login-form';
import { Logo } from '@/components/shell/logo';

export const metadata: Metadata = { title: 'Sign in' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function LoginPage({ searchParams }: Props) {
  const params = await searchParams;
  // Without a callback, `/` sends each role to its landing page (the dashboard for managers and admins).
  const callbackUrl = first(params.callbackUrl) ? safeCallbackUrl(first(params.callbackUrl)) : '/';
  // A valid session for an active user goes straight on; a stale or disabled one stays here.
  if (await getStaffActor()) redirect(callbackUrl);
  const notice = first(params.reason) === 'ended' ? 'Your session has ended. Sign in again to continue.' : null;
  const authError = first(params.error);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-4 py-12">
      <div className="w-full max-w-sm">
        <div className="mb-8 flex flex-col items-center gap-3 text-center">
          <Logo className="h-10 w-10" />
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Sign in to Leaseline</h1>
          <p className="text-sm text-slate-600">The back office for store and retailer staff.</p>
        </div>
        <div className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <LoginForm callbackUrl={callbackUrl} notice={notice} initialError={authError ? 'Sign-in failed. Try again.' : null} />
        </div>
      </div>
    </main>
  );
}
