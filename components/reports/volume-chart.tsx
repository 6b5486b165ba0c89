'use client';

import dynamic from 'next/dynamic';
import type { DailyVolume, DeclineReason } from '@/lib/core/reports/get-dashboard';

// Axis text and grid are drawn in currentColor (the wrapper's text colour), so they follow the dark palette
// (app/globals.css); the bars keep fixed colours that read on either surface.
// Recharts is ~110 KB of gzipped JavaScript: the bars load after the page (issue 17's first-load budget),
// in a box of their final size, while the figures' numbers are already in the tables below them.
const VolumeBars = dynamic(() => import('./bar-charts').then((m) => m.VolumeBars), { ssr: false });
const DeclineBars = dynamic(() => import('./bar-charts').then((m) => m.DeclineBars), { ssr: false });

/** Volume per day: a chart with labelled axes, and the same numbers as a table for screen readers and keyboards. */
export function VolumeChart({ daily }: { daily: DailyVolume[] }) {
  return (
    <figure aria-labelledby="volume-caption" className="space-y-2">
      <figcaption id="volume-caption" className="text-sm font-semibold text-slate-900">
        Volume per day
      </figcaption>
      <div className="h-64 w-full text-slate-600" aria-hidden="true">
        <VolumeBars daily={daily} />
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-indigo-700 hover:underline">Volume per day as a table</summary>
        <div className="mt-2 max-h-72 overflow-auto">
          <table className="min-w-full text-sm" data-testid="volume-table">
            <caption className="sr-only">Applications submitted, approved and funded per day</caption>
            <thead>
              <tr className="text-left text-slate-600">
                <th scope="col" className="px-2 py-1">Day</th>
                <th scope="col" className="px-2 py-1 text-right">Submitted</th>
                <th scope="col" className="px-2 py-1 text-right">Approved</th>
                <th scope="col" className="px-2 py-1 text-right">Funded</th>
              </tr>
            </thead>
            <tbody>
              {daily.map((d) => (
                <tr key={d.date} className="border-t border-slate-100">
                  <th scope="row" className="px-2 py-1 text-left font-normal">{d.date}</th>
                  <td className="px-2 py-1 text-right tabular-nums">{d.submitted}</td>
                  <td className="px-2 py-1 text-right tabular-nums">{d.approved}</td>
                  <td className="px-2 py-1 text-right tabular-nums">{d.funded}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

export function DeclinesChart({ reasons }: { reasons: DeclineReason[] }) {
  if (reasons.length === 0) return <p className="text-sm text-slate-600">No declines in this period.</p>;
  return (
    <figure aria-labelledby="declines-caption" className="space-y-2">
      <figcaption id="declines-caption" className="text-sm font-semibold text-slate-900">
        Declines by reason code
      </figcaption>
      <div className="h-56 w-full text-slate-600" aria-hidden="true">
        <DeclineBars reasons={reasons} />
      </div>
      <table className="min-w-full text-sm" data-testid="declines-table">
        <caption className="sr-only">Declines by reason code</caption>
        <thead>
          <tr className="text-left text-slate-600">
            <th scope="col" className="px-2 py-1">Reason code</th>
            <th scope="col" className="px-2 py-1 text-right">Declines</th>
          </tr>
        </thead>
        <tbody>
          {reasons.map((r) => (
            <tr key={r.code} className="border-t border-slate-100">
              <th scope="row" className="px-2 py-1 text-left font-mono font-normal">{r.code}</th>
              <td className="px-2 py-1 text-right tabular-nums">{r.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
