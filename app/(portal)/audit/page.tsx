import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { requireStaffCtx } from '@/lib/auth/current-actor';
import { can } from '@/lib/core/access';
import { searchParamsToObject } from '@/lib/core/applications/pipeline-query';
import { listAuditEvents, type AuditRow } from '@/lib/core/audit/list-audit-events';
import { ValidationError } from '@/lib/core/errors';
import { listUsers } from '@/lib/core/users/list-users';
import { LocalTime } from '@/components/esign/local-time';
import { DateField } from '@/components/ui/date-picker-on-demand';
import { Alert } from '@/components/ui/alert';
import { buttonClass } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

export const metadata: Metadata = { title: 'Audit log' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const quickFilters = [
  { label: 'SSN reveals', action: 'application.ssn_revealed' },
  { label: 'Contract downloads', action: 'contract.downloaded' },
  { label: 'Exports', action: 'pipeline.exported' },
  { label: 'Users', action: 'user.' },
  { label: 'API tokens', action: 'api_token.' },
  { label: 'Leases', action: 'lease.' },
];
const entityTypes = ['application', 'applicant', 'lease', 'user', 'api_token', 'store', 'retailer', 'pipeline', 'esign_envelope'];

/** Where a row's record lives in the portal, when it has a page. */
function recordHref(row: AuditRow): string | null {
  const applicationId = typeof row.data?.applicationId === 'number' ? row.data.applicationId : null;
  if (row.entityType === 'application') return `/applications/${row.entityId}`;
  if (row.entityType === 'lease' && applicationId) return `/applications/${applicationId}/lease`;
  if (applicationId) return `/applications/${applicationId}`;
  if (row.entityType === 'user') return '/settings/users';
  if (row.entityType === 'api_token') return '/settings/api-tokens';
  if (row.entityType === 'store' || row.entityType === 'retailer') return '/settings/stores';
  return null;
}

function detailText(data: Record<string, unknown> | null): string {
  if (!data) return '';
  return Object.entries(data)
    .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join('; ');
}

/** The audit log (SPEC §12): who, what, when, which record, from where. Managers: their retailer; admins: all. */
export default async function AuditPage({ searchParams }: Props) {
  const raw = await searchParams;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(raw)) for (const value of Array.isArray(v) ? v : v === undefined ? [] : [v]) params.append(k, value);
  const ctx = await requireStaffCtx(`/audit?${params.toString()}`);
  if (!can(ctx.actor, 'dashboard.read')) notFound();
  let problem: string | null = null;
  let result;
  try {
    result = await listAuditEvents(ctx, searchParamsToObject(params));
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    problem = Object.values(error.fieldErrors).flat().join(' ');
    result = await listAuditEvents(ctx, {});
  }
  const people = await listUsers(ctx);
  const { query } = result;
  const older = new URLSearchParams(params);
  if (result.nextBefore) older.set('before', String(result.nextBefore));

  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-xl font-semibold tracking-tight text-slate-900">Audit log</h1>
        <p className="mt-1 text-sm text-slate-600">Every state change, PII reveal, contract download, export and settings change, newest first. Times are shown in your time zone.</p>
      </div>
      <nav aria-label="Quick filters" className="flex flex-wrap gap-2">
        {quickFilters.map((f) => (
          <Link key={f.action} href={`/audit?action=${encodeURIComponent(f.action)}`} className={buttonClass({ variant: query.action === f.action ? 'primary' : 'secondary', size: 'sm' })}>
            {f.label}
          </Link>
        ))}
      </nav>
      <form method="get" className="grid grid-cols-1 gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-3 lg:grid-cols-6">
        <div>
          <Label htmlFor="audit-actor">Who</Label>
          <Select id="audit-actor" name="actor" defaultValue={query.actor ?? ''}>
            <option value="">Anyone</option>
            {people.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="audit-action">Action (or its start)</Label>
          <Input id="audit-action" name="action" defaultValue={query.action ?? ''} placeholder="lease." />
        </div>
        <div>
          <Label htmlFor="audit-type">Record type</Label>
          <Select id="audit-type" name="entity_type" defaultValue={query.entity_type ?? ''}>
            <option value="">Any</option>
            {entityTypes.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="audit-id">Record id</Label>
          <Input id="audit-id" name="entity_id" defaultValue={query.entity_id ?? ''} />
        </div>
        <DateField label="From (UTC day)" name="from" defaultValue={query.from} testId="audit-from" />
        <DateField label="To (UTC day)" name="to" defaultValue={query.to} testId="audit-to" />
        <div className="flex gap-2 sm:col-span-3 lg:col-span-6">
          <button type="submit" className={buttonClass({ size: 'sm' })}>
            Filter
          </button>
          <Link href="/audit" className={buttonClass({ variant: 'ghost', size: 'sm' })}>
            Clear
          </Link>
        </div>
      </form>
      {problem ? <Alert>{problem}</Alert> : null}
      <div className="overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
        <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid="audit-table">
          <caption className="sr-only">Audit events</caption>
          <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2.5">When</th>
              <th scope="col" className="px-3 py-2.5">Who</th>
              <th scope="col" className="px-3 py-2.5">What</th>
              <th scope="col" className="px-3 py-2.5">Record</th>
              <th scope="col" className="px-3 py-2.5">From</th>
              <th scope="col" className="px-3 py-2.5">Details</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {result.rows.length === 0 ? (
              <tr>
                <td colSpan={6} className="px-3 py-6 text-center text-slate-600">
                  Nothing matches these filters.
                </td>
              </tr>
            ) : null}
            {result.rows.map((row) => {
              const href = recordHref(row);
              return (
                <tr key={row.id} data-testid="audit-row">
                  <td className="whitespace-nowrap px-3 py-2.5">
                    <LocalTime iso={row.at.toISOString()} locale="en-US" />
                  </td>
                  <td className="px-3 py-2.5">
                    {row.actor.type === 'user' && row.actor.id ? (
                      <Link className="text-indigo-700 hover:underline" href={`/audit?actor=${row.actor.id}`}>
                        {row.actor.name ?? `user ${row.actor.id}`}
                      </Link>
                    ) : (
                      <span>{row.actor.name ?? row.actor.type}</span>
                    )}
                    <span className="block text-xs text-slate-600">{row.actor.type.replace('_', ' ')}</span>
                  </td>
                  <td className="px-3 py-2.5 font-mono text-xs">{row.action}</td>
                  <td className="px-3 py-2.5">
                    {href ? (
                      <Link className="text-indigo-700 hover:underline" href={href}>
                        {row.entityType} {row.entityId}
                      </Link>
                    ) : (
                      `${row.entityType} ${row.entityId}`
                    )}
                  </td>
                  <td className="px-3 py-2.5 font-mono text-xs">{row.ip ?? '—'}</td>
                  <td className="max-w-md truncate px-3 py-2.5 text-xs text-slate-600" title={detailText(row.data)}>
                    {detailText(row.data)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {result.nextBefore ? (
        <Link href={`/audit?${older.toString()}`} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
          Older entries
        </Link>
      ) : null}
    </div>
  );
}
