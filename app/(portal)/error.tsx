'use client';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** Anything unexpected inside the portal: say so plainly, offer a retry, show the reference. */
export default function PortalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <Card className="mx-auto mt-10 max-w-lg p-6 text-center">
      <h1 className="text-lg font-semibold text-slate-900">Something went wrong</h1>
      <p className="mt-2 text-sm text-slate-600">The page could not be shown. Try again; if it keeps happening, contact support.</p>
      {error.digest ? <p className="mt-2 font-mono text-xs text-slate-500">Reference {error.digest}</p> : null}
      <Button className="mt-5" onClick={reset}>
        Try again
      </Button>
    </Card>
  );
}
