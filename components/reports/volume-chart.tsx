'use client';

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DailyVolume, DeclineReason } from '@/lib/core/reports/get-dashboard';

/** Volume per day: a chart with labelled axes, and the same numbers as a table for screen readers and keyboards. */
export function VolumeChart({ daily }: { daily: DailyVolume[] }) {
  return (
    <figure aria-labelledby="volume-caption" className="space-y-2">
      <figcaption id="volume-caption" className="text-sm font-semibold text-slate-900">
        Volume per day
      </figcaption>
      <div className="h-64 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart accessibilityLayer={false} data={daily} margin={{ top: 8, right: 8, bottom: 24, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="date" tick={{ fontSize: 11, fill: '#475569' }} label={{ value: 'Day (store local time)', position: 'insideBottom', offset: -16, fill: '#334155', fontSize: 12 }} />
            <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: '#475569' }} label={{ value: 'Applications', angle: -90, position: 'insideLeft', fill: '#334155', fontSize: 12 }} />
            <Tooltip />
            <Legend verticalAlign="top" height={24} />
            <Bar dataKey="submitted" name="Submitted" fill="#4f46e5" />
            <Bar dataKey="approved" name="Approved" fill="#0d9488" />
            <Bar dataKey="funded" name="Funded" fill="#b45309" />
          </BarChart>
        </ResponsiveContainer>
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
      <div className="h-56 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart accessibilityLayer={false} data={reasons} layout="vertical" margin={{ top: 4, right: 16, bottom: 24, left: 4 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis type="number" allowDecimals={false} tick={{ fontSize: 11, fill: '#475569' }} label={{ value: 'Declined applications', position: 'insideBottom', offset: -16, fill: '#334155', fontSize: 12 }} />
            <YAxis type="category" dataKey="code" width={170} tick={{ fontSize: 11, fill: '#475569' }} label={{ value: 'Reason', angle: -90, position: 'insideLeft', fill: '#334155', fontSize: 12 }} />
            <Tooltip />
            <Bar dataKey="count" name="Declines" fill="#be123c" />
          </BarChart>
        </ResponsiveContainer>
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
