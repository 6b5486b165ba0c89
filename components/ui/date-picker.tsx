'use client';

import { parseDate, type CalendarDate } from '@internationalized/date';
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateRangePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Label,
  Popover,
  RangeCalendar,
  Text,
} from 'react-aria-components';
import { cn } from './cn';

/**
 * Date fields from React Aria Components: typed segment by segment (arrows step a segment, digits fill
 * it) or picked from a calendar in a popover, with labels, focus management and announcements done by
 * the library. Values are ISO calendar days (`2026-03-15`): that is what forms submit and what the URL
 * filters carry.
 */

/** The portal is American (SPEC §1): month/day/year segments, the same on the server and in every browser. */
const LOCALE = 'en-US';

const groupClass =
  'flex h-10 w-full min-w-0 items-center rounded-md bg-white pl-3 text-sm text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 max-sm:h-11 pointer-coarse:h-11 data-[focus-within]:ring-2 data-[focus-within]:ring-indigo-600 data-[invalid]:ring-red-500';
const segmentClass =
  'rounded-sm px-0.5 tabular-nums caret-transparent outline-none data-[placeholder]:text-slate-500 data-[type=literal]:px-0 data-[focused]:bg-indigo-600 data-[focused]:text-white';
const triggerClass =
  'ml-auto flex size-10 shrink-0 items-center justify-center rounded-r-md text-slate-600 outline-none hover:text-slate-900 data-[focus-visible]:ring-2 data-[focus-visible]:ring-indigo-600';
const cellClass =
  'flex size-10 items-center justify-center rounded-md text-sm text-slate-900 outline-none data-[outside-month]:hidden data-[hovered]:bg-slate-100 data-[focus-visible]:ring-2 data-[focus-visible]:ring-indigo-600 data-[selected]:bg-indigo-600 data-[selected]:text-white data-[disabled]:text-slate-400';

export const toCalendarDate = (iso: string | undefined | null): CalendarDate | null => {
  if (!iso) return null;
  try {
    return parseDate(iso);
  } catch {
    return null;
  }
};

function CalendarIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
      <path
        fillRule="evenodd"
        d="M5.75 2a.75.75 0 0 1 .75.75V4h7V2.75a.75.75 0 0 1 1.5 0V4h.25A2.75 2.75 0 0 1 18 6.75v8.5A2.75 2.75 0 0 1 15.25 18H4.75A2.75 2.75 0 0 1 2 15.25v-8.5A2.75 2.75 0 0 1 4.75 4H5V2.75A.75.75 0 0 1 5.75 2Zm-1 5.5c-.69 0-1.25.56-1.25 1.25v6.5c0 .69.56 1.25 1.25 1.25h10.5c.69 0 1.25-.56 1.25-1.25v-6.5c0-.69-.56-1.25-1.25-1.25H4.75Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

function CalendarHeader() {
  const navClass = 'flex size-10 items-center justify-center rounded-md text-slate-700 outline-none hover:bg-slate-100 data-[focus-visible]:ring-2 data-[focus-visible]:ring-indigo-600';
  return (
    <header className="mb-2 flex items-center justify-between gap-2">
      <AriaButton slot="previous" className={navClass}>
        <span aria-hidden="true">‹</span>
      </AriaButton>
      <Heading className="text-sm font-semibold text-slate-900" />
      <AriaButton slot="next" className={navClass}>
        <span aria-hidden="true">›</span>
      </AriaButton>
    </header>
  );
}

function CalendarPopover({ children }: { children: ReactNode }) {
  return (
    <Popover className="rounded-lg bg-white p-3 shadow-lg ring-1 ring-slate-200" placement="bottom start">
      <Dialog className="outline-none">{children}</Dialog>
    </Popover>
  );
}

const labelClass = 'block text-sm font-medium text-slate-700';
const descriptionClass = 'text-xs text-slate-600';

type DateFieldProps = {
  label: string;
  /** The form field the ISO day is submitted as. */
  name: string;
  defaultValue?: string;
  description?: string;
  className?: string;
  testId?: string;
};

/** The typed date's segments (month, day, year), one field of a range when `slot` is given. */
function Segments({ slot, className }: { slot?: 'start' | 'end'; className: string }) {
  return (
    <DateInput slot={slot} className={className}>
      {(segment) => <DateSegment segment={segment} className={segmentClass} />}
    </DateInput>
  );
}

function CalendarButton({ label }: { label: string }) {
  return (
    <AriaButton className={triggerClass} aria-label={`Choose ${label.toLowerCase()} from a calendar`}>
      <CalendarIcon />
    </AriaButton>
  );
}

function Description({ text }: { text?: string }) {
  return text ? (
    <Text slot="description" className={descriptionClass}>
      {text}
    </Text>
  ) : null;
}

/** One day, for a form that submits (e.g. a GET filter form): a hidden input named `name` carries it. */
export function DateField({ label, name, defaultValue, description, className, testId }: DateFieldProps) {
  return (
    <I18nProvider locale={LOCALE}>
    <DatePicker name={name} defaultValue={toCalendarDate(defaultValue)} className={cn('space-y-1', className)} data-testid={testId} shouldForceLeadingZeros>
      <Label className={labelClass}>{label}</Label>
      <Group className={groupClass}>
        <Segments className="flex min-w-0 flex-1" />
        <CalendarButton label={label} />
      </Group>
      <Description text={description} />
      <CalendarPopover>
        <Calendar>
          <CalendarHeader />
          <CalendarGrid>{(date) => <CalendarCell date={date} className={cellClass} />}</CalendarGrid>
        </Calendar>
      </CalendarPopover>
    </DatePicker>
    </I18nProvider>
  );
}

export type IsoRange = { from: string; to: string };

type DateRangeFieldProps = {
  label: string;
  value: IsoRange;
  onChange: (range: IsoRange) => void;
  description?: string;
  className?: string;
  testId?: string;
};

/** A range of days (first and last both included), controlled: the caller decides when it applies. */
export function DateRangeField({ label, value, onChange, description, className, testId }: DateRangeFieldProps) {
  const start = toCalendarDate(value.from);
  const end = toCalendarDate(value.to);
  const rangeCellClass = cn(
    cellClass,
    'data-[selected]:rounded-none data-[selection-start]:rounded-l-md data-[selection-end]:rounded-r-md data-[selected]:bg-indigo-100 data-[selected]:text-indigo-900 data-[selection-start]:bg-indigo-600 data-[selection-start]:text-white data-[selection-end]:bg-indigo-600 data-[selection-end]:text-white',
  );
  return (
    <I18nProvider locale={LOCALE}>
    <DateRangePicker
      value={start && end ? { start, end } : null}
      onChange={(range) => onChange(range ? { from: range.start.toString(), to: range.end.toString() } : { from: '', to: '' })}
      className={cn('space-y-1', className)}
      data-testid={testId}
      shouldForceLeadingZeros
    >
      <Label className={labelClass}>{label}</Label>
      <Group className={groupClass}>
        <Segments slot="start" className="flex min-w-0" />
        <span aria-hidden="true" className="px-1.5 text-slate-600">
          –
        </span>
        <Segments slot="end" className="flex min-w-0 flex-1" />
        <CalendarButton label={label} />
      </Group>
      <Description text={description} />
      <CalendarPopover>
        <RangeCalendar>
          <CalendarHeader />
          <CalendarGrid>{(date) => <CalendarCell date={date} className={rangeCellClass} />}</CalendarGrid>
        </RangeCalendar>
      </CalendarPopover>
    </DateRangePicker>
    </I18nProvider>
  );
}
