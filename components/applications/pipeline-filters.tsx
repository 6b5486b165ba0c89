'use client';

import { useId, useState } from 'react';
import { applicationStates } from '@/db/schema/enums';
import type { PipelineQuery } from '@/lib/core/applications/pipeline-query';
import { pipelineDateTypes } from '@/lib/core/applications/pipeline-query-values';
import { Input, Label } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { CheckboxMenu } from './checkbox-menu';
import { applicationStateLabels, dateTypeLabels } from './labels';
import { usePipelineNav } from './pipeline-nav';
import { hasFilters, withoutFilters } from './pipeline-url';
import type { StoreOption } from './types';

type Props = {
  query: PipelineQuery;
  stores: StoreOption[];
  showRetailer: boolean;
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Stores, statuses and a date range. Every change lands in the URL and starts again at page 1. */
export function PipelineFilters({ query, stores, showRetailer }: Props) {
  const id = useId();
  const { navigate: onChange } = usePipelineNav();
  const [from, setFrom] = useState(query.date_from ?? '');
  const [to, setTo] = useState(query.date_to ?? '');
  const [rangeError, setRangeError] = useState<string | null>(null);

  // Follow the URL when it changes from outside (back/forward, clear filters).
  const [seen, setSeen] = useState({ from: query.date_from, to: query.date_to });
  if (seen.from !== query.date_from || seen.to !== query.date_to) {
    setSeen({ from: query.date_from, to: query.date_to });
    setFrom(query.date_from ?? '');
    setTo(query.date_to ?? '');
  }

  const update = (patch: Partial<PipelineQuery>) => onChange({ ...query, ...patch, page: 1 });

  const applyDates = (nextFrom: string, nextTo: string) => {
    // A date input reports '' while half-typed; wait for a whole date (or an emptied field).
    if ((nextFrom && !ISO_DATE.test(nextFrom)) || (nextTo && !ISO_DATE.test(nextTo))) return;
    if (nextFrom && nextTo && nextFrom > nextTo) {
      setRangeError('The end date must be on or after the start date.');
      return;
    }
    setRangeError(null);
    update({ date_from: nextFrom || undefined, date_to: nextTo || undefined });
  };

  return (
    <div className="flex flex-wrap items-end gap-x-4 gap-y-3" role="group" aria-label="Filters">
      <div className="flex flex-wrap items-end gap-3">
        <CheckboxMenu
          label="Stores"
          allLabel={showRetailer ? 'All retailers and stores' : 'All stores'}
          testId="filter-stores"
          options={stores.map((s) => ({ value: String(s.id), label: s.name, group: showRetailer ? s.retailerName : undefined }))}
          selected={(query.stores ?? []).map(String)}
          onChange={(values) => update({ stores: values.length ? values.map(Number) : undefined })}
        />
        <CheckboxMenu
          label="Statuses"
          allLabel="All statuses"
          testId="filter-statuses"
          options={applicationStates.map((code) => ({ value: code, label: applicationStateLabels[code].label }))}
          selected={query.statuses ?? []}
          onChange={(values) => update({ statuses: values.length ? (values as PipelineQuery['statuses']) : undefined })}
        />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <Label htmlFor={`${id}-type`} className="text-xs text-slate-600">
            Date
          </Label>
          <Select
            id={`${id}-type`}
            className="mt-1 w-32"
            value={query.date_type}
            onChange={(event) => update({ date_type: event.target.value as PipelineQuery['date_type'] })}
          >
            {pipelineDateTypes.map((type) => (
              <option key={type} value={type}>
                {dateTypeLabels[type]}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor={`${id}-from`} className="text-xs text-slate-600">
            From
          </Label>
          <Input
            id={`${id}-from`}
            type="date"
            className="mt-1 w-40"
            value={from}
            max={to || undefined}
            aria-invalid={rangeError ? true : undefined}
            aria-describedby={rangeError ? `${id}-range-error` : `${id}-utc`}
            onChange={(event) => {
              setFrom(event.target.value);
              applyDates(event.target.value, to);
            }}
          />
        </div>
        <div>
          <Label htmlFor={`${id}-to`} className="text-xs text-slate-600">
            To
          </Label>
          <Input
            id={`${id}-to`}
            type="date"
            className="mt-1 w-40"
            value={to}
            min={from || undefined}
            aria-invalid={rangeError ? true : undefined}
            aria-describedby={rangeError ? `${id}-range-error` : `${id}-utc`}
            onChange={(event) => {
              setTo(event.target.value);
              applyDates(from, event.target.value);
            }}
          />
        </div>
      </div>
      {hasFilters(query) ? (
        <button
          type="button"
          className="h-10 rounded-md px-3 text-sm font-medium text-indigo-700 hover:bg-indigo-50"
          onClick={() => {
            setRangeError(null);
            onChange(withoutFilters(query));
          }}
        >
          Clear filters
        </button>
      ) : null}
      <p id={`${id}-utc`} className="sr-only">
        Dates are calendar days in UTC.
      </p>
      {rangeError ? (
        <p id={`${id}-range-error`} role="alert" className="basis-full text-sm text-red-600">
          {rangeError}
        </p>
      ) : null}
    </div>
  );
}
