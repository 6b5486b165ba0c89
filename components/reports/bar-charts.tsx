'use client';

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DailyVolume, DeclineReason } from '@/lib/core/reports/get-dashboard';

/** The dashboard's bar charts (volume-chart.tsx loads this module after the page). */
export function VolumeBars({ daily }: { daily: DailyVolume[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart accessibilityLayer={false} data={daily} margin={{ top: 8, right: 8, bottom: 24, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.2} />
        <XAxis dataKey="date" tick={{ fontSize: 11, fill: 'currentColor' }} label={{ value: 'Day (store local time)', position: 'insideBottom', offset: -16, fill: 'currentColor', fontSize: 12 }} />
        <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: 'currentColor' }} label={{ value: 'Applications', angle: -90, position: 'insideLeft', fill: 'currentColor', fontSize: 12 }} />
        <Tooltip />
        <Legend verticalAlign="top" height={24} />
        <Bar dataKey="submitted" name="Submitted" fill="#4f46e5" />
        <Bar dataKey="approved" name="Approved" fill="#0d9488" />
        <Bar dataKey="funded" name="Funded" fill="#b45309" />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function DeclineBars({ reasons }: { reasons: DeclineReason[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart accessibilityLayer={false} data={reasons} layout="vertical" margin={{ top: 4, right: 16, bottom: 24, left: 4 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.2} />
        <XAxis type="number" allowDecimals={false} tick={{ fontSize: 11, fill: 'currentColor' }} label={{ value: 'Declined applications', position: 'insideBottom', offset: -16, fill: 'currentColor', fontSize: 12 }} />
        <YAxis type="category" dataKey="code" width={170} tick={{ fontSize: 11, fill: 'currentColor' }} label={{ value: 'Reason', angle: -90, position: 'insideLeft', fill: 'currentColor', fontSize: 12 }} />
        <Tooltip />
        <Bar dataKey="count" name="Declines" fill="#be123c" />
      </BarChart>
    </ResponsiveContainer>
  );
}
