import type { Metadata } from 'next';
import Link from 'next/link';
import { publicDatabase } from '@/lib/api/public-database';
import { systemActor } from '@/lib/core/context';
import { authLinkIsValid, LINK_INVALID_MESSAGE } from '@/lib/core/users/set-password-with-link';
import { SetPasswordForm } from '@/components/settings/set-password-form';
import { Logo } from '@/components/shell/logo';
import { Alert } from '@/components/ui/alert';

export const metadata: Metadata = { title: 'Choose your password', referrer: 'no-referrer' };

type Props = { params: Promise<{ token: string }> };

/** Where an invitation or reset e-mail leads: choose a password, then sign in. */
export default async function SetPasswordPage({ params }: Props) {
  const { token } = await params;
  const valid = await authLinkIsValid({ actor: systemActor, db: await publicDatabase() }, token);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-4 py-12">
      <div className="w-full max-w-sm">
        <div className="mb-8 flex flex-col items-center gap-3 text-center">
          <Logo className="h-10 w-10" />
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Choose your password</h1>
          <p className="text-sm text-slate-600">At least 12 characters; a passphrase of several words is best.</p>
        </div>
        <div className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          {valid ? (
            <SetPasswordForm token={token} />
          ) : (
            <div className="space-y-4">
              <Alert>{LINK_INVALID_MESSAGE}</Alert>
              <Link href="/login" className="text-sm text-indigo-700 hover:underline">
                Go to sign in
              </Link>
            </div>
          )}
        </div>
      </div>
    </main>
  );
}
