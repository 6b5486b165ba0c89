'use client';

import { Button } from '@/components/ui/button';

/** Something unexpected (not a spent or unknown link, which have their own page): a calm retry. */
export default function SignError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10" data-testid="sign-error">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">We could not open your contract just now</h1>
      <p className="mt-2 text-slate-700">Nothing was signed. Try again in a moment; if it keeps happening, ask the store for help.</p>
      <div lang="es" className="mt-6 border-t border-slate-200 pt-6">
        <h2 className="text-lg font-semibold text-slate-900">No pudimos abrir su contrato en este momento</h2>
        <p className="mt-1 text-slate-700">No se firmó nada. Inténtelo de nuevo en un momento; si sigue pasando, pida ayuda a la tienda.</p>
      </div>
      <Button className="mt-6" onClick={reset}>
        Try again · Reintentar
      </Button>
      {error.digest ? (
        <p className="mt-4 text-sm text-slate-600" data-testid="sign-error-reference">
          Reference · Referencia: <span className="font-mono">{error.digest}</span>
        </p>
      ) : null}
    </section>
  );
}
