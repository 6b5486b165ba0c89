import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { requireStaffCtx } from '@/lib/auth/current-actor';
import { can } from '@/lib/core/access';
import { ValidationError } from '@/lib/core/errors';
import { getDashboard } from '@/lib/core/reports/get-dashboard';
import { searchParamsToObject } from '@/lib/core/applications/pipeline-query';
import { listStoresInScope } from '@/lib/core/stores/list-stores-in-scope';
import { Alert } from '@/components/ui/alert';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { DashboardFilters } from '@/components/reports/dashboard-filters';
import { change, drillHref, figureDefs, filterOf, formatDuration, formatFigure, funnelSteps, percent } from '@/components/reports/figures';
import { StoreTable } from '@/components/reports/store-table';
import { DeclinesChart, VolumeChart } from '@/components/reports/volume-chart';

export const metadata: Metadata = { title: 'Dashboard' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const toneClass = { up: 'text-emerald-700', down: 'text-rose-700', flat: 'text-slate-600' } as const;

export default async function DashboardPage({ searchParams }: Props) {
  const raw = await searchParams;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(raw)) for (const value of Array.isArray(v) ? v : v === undefined ? [] : [v]) params.append(k, value);
  const ctx = await requireStaffCtx(`/dashboard?${params.toString()}`);
  if (!can(ctx.actor, 'dashboard.read')) notFound();

  let problem: string | null = null;
  let dashboard;
  try {
    dashboard = await getDashboard(ctx, searchParamsToObject(params));
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    problem = Object.values(error.fieldErrors).flat().join(' ');
    dashboard = await getDashboard(ctx, {});
  }
  const stores = await listStoresInScope(ctx);
  const retailers = ctx.actor.retailerId === null ? [...new Map(stores.map((s) => [s.retailerId, { id: s.retailerId, name: s.retailerName }])).values()] : null;
  const { current, previous, period, query } = dashboard;
  const filtered = Boolean(query.stores?.length || query.retailers?.length);
  const view = { from: period.from, to: period.to, storeIds: filtered ? dashboard.storeIds : null };
  const sameRates = [
    { label: 'Approval rate', part: 'approved' as const },
    { label: 'Review rate', part: 'review' as const },
    { label: 'Decline rate', part: 'declined' as const },
  ];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-xl font-semibold tracking-tight text-slate-900">Dashboard</h1>
          <p className="mt-1 text-sm text-slate-600" data-testid="dashboard-period">
            {period.from} to {period.to} (each store&apos;s local days), against {period.previousFrom} to {period.previousTo}.
          </p>
        </div>
        <DashboardFilters
          period={query.period}
          from={query.from ?? period.from}
          to={query.to ?? period.to}
          stores={stores.filter((s) => !query.retailers?.length || query.retailers.includes(s.retailerId)).map((s) => ({ id: s.id, name: s.name, retailerName: s.retailerName }))}
          retailers={retailers}
          selectedStores={query.stores ?? []}
          selectedRetailers={query.retailers ?? []}
        />
      </div>
      {problem ? <Alert>{problem}</Alert> : null}

      <section aria-labelledby="figures-heading">
        <h2 id="figures-heading" className="sr-only">
          Figures
        </h2>
        <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-4">
          {figureDefs.slice(0, 1).map((d) => (
            <FigureCard key={d.key} label={d.label} value={formatFigure(current[d.key], d.money)} href={drillHref(view, d.filter)} delta={change(current[d.key], previous[d.key])} testId={`figure-${d.key}`} />
          ))}
          {sameRates.map((r) => (
            <FigureCard
              key={r.label}
              label={r.label}
              value={percent(current[r.part], current.submitted)}
              href={drillHref(view, filterOf(r.part))}
              sub={`${current[r.part].toLocaleString('en-US')} of ${current.submitted.toLocaleString('en-US')}; was ${percent(previous[r.part], previous.submitted)}`}
              testId={`figure-${r.part}-rate`}
            />
          ))}
          {figureDefs.slice(4).map((d) => (
            <FigureCard key={d.key} label={d.label} value={formatFigure(current[d.key], d.money)} href={drillHref(view, d.filter)} delta={change(current[d.key], previous[d.key])} testId={`figure-${d.key}`} />
          ))}
          <FigureCard
            label="Median time to funding"
            value={formatDuration(current.medianSecondsToFunding)}
            href={drillHref(view, filterOf('funded'))}
            sub={`was ${formatDuration(previous.medianSecondsToFunding)}`}
            testId="figure-median"
          />
        </ul>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <h2 className="text-sm font-semibold text-slate-900">Funnel</h2>
          </CardHeader>
          <CardBody>
            <ol className="space-y-2" data-testid="funnel">
              {funnelSteps.map((step, i) => {
                const value = current[step.key];
                const before = i === 0 ? value : current[funnelSteps[i - 1]!.key];
                const width = current.submitted ? Math.max(2, Math.round((value / current.submitted) * 100)) : 0;
                return (
                  <li key={step.key} className="text-sm">
                    <div className="flex justify-between gap-2">
                      <Link className="font-medium text-indigo-700 hover:underline" href={drillHref(view, filterOf(step.key))}>
                        {step.label}: {value.toLocaleString('en-US')}
                      </Link>
                      <span className="text-slate-600">{i === 0 ? '' : `${percent(value, before)} of ${funnelSteps[i - 1]!.label.toLowerCase()}`}</span>
                    </div>
                    <div className="mt-1 h-2 rounded bg-slate-100" aria-hidden="true">
                      <div className="h-2 rounded bg-indigo-600" style={{ width: `${width}%` }} />
                    </div>
                  </li>
                );
              })}
            </ol>
          </CardBody>
        </Card>
        <Card>
          <CardBody>
            <DeclinesChart reasons={dashboard.declineReasons} />
          </CardBody>
        </Card>
      </div>

      <Card>
        <CardBody>
          <VolumeChart daily={dashboard.daily} />
        </CardBody>
      </Card>

      <Card>
        <CardHeader>
          <h2 className="text-sm font-semibold text-slate-900">By store</h2>
        </CardHeader>
        <CardBody className="px-0 sm:px-0">
          <StoreTable stores={dashboard.stores} from={period.from} to={period.to} showRetailer={retailers !== null} />
        </CardBody>
      </Card>
    </div>
  );
}

function FigureCard({ label, value, href, delta, sub, testId }: { label: string; value: string; href: string; delta?: { text: string; tone: 'up' | 'down' | 'flat' }; sub?: string; testId: string }) {
  return (
    <li className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <p className="text-sm text-slate-600">{label}</p>
      <Link href={href} className="mt-1 block text-2xl font-semibold tabular-nums text-slate-900 hover:text-indigo-700 hover:underline" data-testid={testId}>
        {value}
      </Link>
      {delta ? <p className={`text-xs ${toneClass[delta.tone]}`}>{delta.text} vs previous period</p> : null}
      {sub ? <p className="text-xs text-slate-600">{sub}</p> : null}
    </li>
  );
}
