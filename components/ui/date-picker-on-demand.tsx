'use client';

import type { ComponentProps } from 'react';
import { useLoaded } from '@/components/forms/use-loaded';
import type { DateField as LoadedDateField, DateRangeField as LoadedDateRangeField } from './date-picker';

/**
 * React Aria's date pickers are ~60 KB of gzipped JavaScript, so they load after the page (issue 17:
 * signed-in pages ≤ 170 KB first-load JS). Until then a box of the same size shows the label and, in a
 * submitting form, a hidden input already carrying the day, so a filter submitted early keeps its value.
 */
const loadPickers = () => import('./date-picker');

function Placeholder({ label, name, value }: { label: string; name?: string; value?: string }) {
  return (
    <div className="space-y-1" aria-busy="true">
      <span className="block text-sm font-medium text-slate-700">{label}</span>
      <div className="h-10 rounded-md border border-slate-300 bg-white" />
      {name ? <input type="hidden" name={name} value={value ?? ''} /> : null}
    </div>
  );
}

export function DateField(props: ComponentProps<typeof LoadedDateField>) {
  const pickers = useLoaded(loadPickers);
  return pickers ? <pickers.DateField {...props} /> : <Placeholder label={props.label} name={props.name} value={props.defaultValue} />;
}

export function DateRangeField(props: ComponentProps<typeof LoadedDateRangeField>) {
  const pickers = useLoaded(loadPickers);
  return pickers ? <pickers.DateRangeField {...props} /> : <Placeholder label={props.label} />;
}
