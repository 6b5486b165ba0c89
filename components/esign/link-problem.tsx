import { linkProblemTexts, type LinkProblem } from './sign-texts';

const icons: Record<LinkProblem, { path: string; tone: string }> = {
  signed: { path: 'M5 12.5l4.5 4.5L19 7.5', tone: 'bg-emerald-100 text-emerald-600' },
  voided: { path: 'M7 7l10 10M17 7L7 17', tone: 'bg-slate-200 text-slate-600' },
  expired: { path: 'M12 7v5l3 2M12 21a9 9 0 110-18 9 9 0 010 18z', tone: 'bg-amber-100 text-amber-700' },
  unavailable: { path: 'M12 8v5M12 16.5h.01M12 21a9 9 0 110-18 9 9 0 010 18z', tone: 'bg-amber-100 text-amber-700' },
  unknown: { path: 'M9.5 9a2.5 2.5 0 114 2c-.9.6-1.5 1.1-1.5 2.5M12 17h.01', tone: 'bg-slate-200 text-slate-600' },
};

/**
 * A signing link that cannot be signed: what happened and what to do, in English and Spanish (the
 * page does not know the envelope's language once the link is spent). The core's one-line message says the
 * same in English; these pages say it in both languages and add what to do.
 */
export function LinkProblemView({ status }: { status: LinkProblem }) {
  const texts = linkProblemTexts[status];
  const icon = icons[status];
  return (
    <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10" data-testid="link-problem" data-status={status}>
      <div className={`flex h-12 w-12 items-center justify-center rounded-full ${icon.tone}`}>
        <svg viewBox="0 0 24 24" aria-hidden className="h-7 w-7">
          <path d={icon.path} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight text-slate-900" data-testid="link-problem-title">
        {texts.en.title}
      </h1>
      <p className="mt-2 text-slate-700">{texts.en.body}</p>
      <div lang="es" className="mt-6 border-t border-slate-200 pt-6">
        <h2 className="text-lg font-semibold text-slate-900">{texts.es.title}</h2>
        <p className="mt-1 text-slate-700">{texts.es.body}</p>
      </div>
    </section>
  );
}
