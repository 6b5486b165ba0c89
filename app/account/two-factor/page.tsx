import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getStaffActor } from '@/lib/auth/current-actor';
import { loginUrl } from '@/lib/auth/callback-url';
import { TwoFactorEnrolment } from '@/components/settings/two-factor-enrolment';
import { Logo } from '@/components/shell/logo';
import { Alert } from '@/components/ui/alert';

export const metadata: Metadata = { title: 'Two-factor sign-in' };

/**
 * Enrolment in two-factor sign-in, from the account menu — and the only page a user who must enrol can
 * reach until they have (lib/auth/current-actor sends them here). Outside the portal layout for that reason.
 */
export default async function TwoFactorPage() {
  const profile = await getStaffActor();
  if (!profile) redirect(loginUrl('/account/two-factor'));
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col justify-center px-4 py-10">
      <div className="mb-6 flex items-center gap-3">
        <Logo className="h-8 w-8" />
        <h1 className="text-xl font-semibold tracking-tight text-slate-900">Two-factor sign-in</h1>
      </div>
      <div className="space-y-4 rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        {profile.mustEnrolTwoFactor ? <Alert tone="warning">Your organisation requires two-factor sign-in. Set it up to continue.</Alert> : null}
        {profile.twoFactorEnabled ? (
          <>
            <p className="text-sm text-slate-700" data-testid="two-factor-on">
              Two-factor sign-in is on. After your password you enter the code from your authenticator app, or one of your recovery codes.
            </p>
            <p className="text-sm text-slate-700">Lost your phone or your codes? Ask your manager to reset it.</p>
            <Link href="/" className="text-sm font-medium text-indigo-700 hover:underline">
              Back to the portal
            </Link>
          </>
        ) : (
          <TwoFactorEnrolment email={profile.email} />
        )}
      </div>
    </main>
  );
}
