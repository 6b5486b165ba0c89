import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** The outbox is an administrators' tool; for anyone else the page does not exist. */
export default function OutboxNotFound() {
  return (
    <Card className="mx-auto mt-10 max-w-lg p-6 text-center">
      <h1 className="text-lg font-semibold text-slate-900">Page not found</h1>
      <p className="mt-2 text-sm text-slate-600">This page does not exist, or your role does not include it.</p>
      <Link href="/applications" className={buttonClass({ variant: 'secondary' }) + ' mt-5'}>
        All applications
      </Link>
    </Card>
  );
}
