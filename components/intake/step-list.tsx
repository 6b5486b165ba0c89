'use client';

import { cn } from '@/components/ui/cn';

export const steps = [
  { id: 'applicant', title: 'Applicant', description: 'Identity, contact, address' },
  { id: 'income', title: 'Income', description: 'Pay and how often' },
  { id: 'banking', title: 'Banking', description: 'Checking account' },
  { id: 'co-applicant', title: 'Co-applicant', description: 'Optional' },
  { id: 'review', title: 'Review & consent', description: 'Check and submit' },
] as const;

export type StepId = (typeof steps)[number]['id'];

/** Where the clerk is. Steps already reached can be revisited; later ones open through Next. */
export function StepList({ current, furthest, disabled, onSelect }: { current: number; furthest: number; disabled?: boolean; onSelect: (index: number) => void }) {
  return (
    <nav aria-label="Application steps">
      <ol className="flex flex-wrap gap-1 lg:flex-col" data-testid="intake-steps">
        {steps.map((s, i) => {
          const state = i === current ? 'current' : i <= furthest ? 'reachable' : 'later';
          const content = (
            <>
              <span
                aria-hidden
                className={cn(
                  'flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                  state === 'current' ? 'bg-indigo-600 text-white' : state === 'reachable' ? 'bg-indigo-100 text-indigo-700' : 'bg-slate-100 text-slate-500',
                )}
              >
                {i + 1}
              </span>
              <span className="min-w-0">
                <span className={cn('block text-sm font-medium', state === 'later' ? 'text-slate-500' : 'text-slate-900')}>{s.title}</span>
                <span className="hidden text-xs text-slate-500 lg:block">{s.description}</span>
              </span>
            </>
          );
          return (
            <li key={s.id} className="shrink-0">
              {state === 'reachable' ? (
                <button type="button" disabled={disabled} onClick={() => onSelect(i)} className="flex w-full items-center gap-2.5 rounded-md px-2 py-1.5 text-left hover:bg-slate-100">
                  {content}
                </button>
              ) : (
                <div aria-current={state === 'current' ? 'step' : undefined} className={cn('flex items-center gap-2.5 rounded-md px-2 py-1.5', state === 'current' && 'bg-white shadow-sm ring-1 ring-slate-200')}>
                  {content}
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
