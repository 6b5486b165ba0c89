import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** An unknown application and one outside the user's stores look the same (SPEC §1). */
export default function ApplicationNotFound() {
  return (
    <Card className="mx-auto mt-10 max-w-lg p-6 text-center" data-testid="application-not-found">
      <h1 className="text-lg font-semibold text-slate-900">Application not found</h1>
      <p className="mt-2 text-sm text-slate-600">There is no such application in your stores. Check the number, or find it by the applicant&apos;s details.</p>
      <div className="mt-5 flex justify-center gap-2">
        <Link href="/lookup" className={buttonClass()}>
          Look up an application
        </Link>
        <Link href="/applications" className={buttonClass({ variant: 'secondary' })}>
          All applications
        </Link>
      </div>
    </Card>
  );
}
