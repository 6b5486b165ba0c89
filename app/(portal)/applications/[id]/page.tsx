import type { Metadata } from 'next';
import Link from 'next/link';
import type { LeaseState } from '@/lib/core/leases';
import { notFound } from 'next/navigation';
import { requireStaffCtx } from '@/lib/auth/current-actor';
import { can } from '@/lib/core/access';
import { daysToExpire } from '@/lib/core/applications/days-to-expire';
import { getApplication, type ApplicationDetail } from '@/lib/core/applications/get-application';
import { getOffers } from '@/lib/core/applications/get-offers';
import { getTerms } from '@/lib/core/applications/get-terms';
import { listAuditTimeline } from '@/lib/core/audit/list-timeline';
import { maskSsn } from '@/lib/core/crypto/pii';
import { NotFoundError } from '@/lib/core/errors';
import { formatCents } from '@/lib/core/money';
import { listStoresInScope } from '@/lib/core/stores/list-stores-in-scope';
import { CoApplicantForm } from '@/components/applications/co-applicant-form';
import { BankingFacts, DecisionFacts, Fact, Facts, PersonFacts, Section } from '@/components/applications/detail-sections';
import { formatDate } from '@/components/applications/format';
import { applicationStateLabels } from '@/components/applications/labels';
import { SsnReveal } from '@/components/applications/ssn-reveal';
import { Timeline } from '@/components/applications/timeline';
import { VerificationPanel } from '@/components/applications/verification-panel';
import { NextSteps } from '@/components/applications/next-steps';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { addCoApplicantAction, confirmVerificationAction, handOffAction, revealSsnAction, sendVerificationAction } from './actions';

type Props = { params: Promise<{ id: string }> };

export const metadata: Metadata = { title: 'Application' };

const OPEN_FOR_CO_APPLICANT = new Set(['V', 'R', 'A']);
const OPTION_LETTERS = ['A', 'B', 'C'] as const;

async function load(ctx: Awaited<ReturnType<typeof requireStaffCtx>>, id: string): Promise<ApplicationDetail> {
  try {
    return await getApplication(ctx, id);
  } catch (error) {
    // Unknown and out-of-scope applications are the same "not found" (SPEC §1).
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
}

export default async function ApplicationPage({ params }: Props) {
  const { id } = await params;
  const ctx = await requireStaffCtx(`/applications/${encodeURIComponent(id)}`);
  const detail = await load(ctx, id);
  const { application, applicant, coApplicant, decision } = detail;
  const ref = String(application.id);
  const [stores, timeline, offers, terms] = await Promise.all([
    listStoresInScope(ctx),
    listAuditTimeline(ctx, ref),
    decision ? getOffers(ctx, ref) : Promise.resolve<Awaited<ReturnType<typeof getOffers>>>({}),
    decision ? getTerms(ctx, ref) : Promise.resolve(null),
  ]);

  const state = applicationStateLabels[application.stateCode];
  const store = stores.find((s) => s.id === application.storeId);
  const days = daysToExpire(application);
  const mayReveal = can(ctx.actor, 'pii.reveal');
  const reveal = mayReveal ? revealSsnAction : undefined;
  const awaitingVerification = application.stateCode === 'V' && decision?.code === 'A' && days > 0 && can(ctx.actor, 'application.verify');
  const offerRows = OPTION_LETTERS.filter((l) => offers[l] !== undefined).map(
    (l) => [`Option ${l}`, formatCents(offers[l]!), formatCents(decision?.downPayments[l] ?? 0)] as [string, string, string],
  );
  const name = [applicant.firstName, applicant.middleName, applicant.lastName].filter(Boolean).join(' ');
  const leaseLink =
    application.stateCode === 'L' ? (
      <Link href={`/applications/${application.id}/lease`} className={buttonClass({ variant: 'secondary' })} data-testid="lease-link">
        View lease
      </Link>
    ) : application.stateCode === 'A' && can(ctx.actor, 'lease.create') ? (
      <Link href={`/applications/${application.id}/lease`} className={buttonClass()} data-testid="lease-link">
        Build lease
      </Link>
    ) : null;

  return (
    <div className="space-y-5" data-testid="application-page" data-application-id={application.id} data-state={application.stateCode}>
      <div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex min-w-0 flex-wrap items-center gap-3">
            <h1 className="text-xl font-semibold tracking-tight text-slate-900">{name}</h1>
            <Badge tone={state.tone} data-testid="application-state">
              {state.label}
            </Badge>
            <span className="font-mono text-xs text-slate-500">#{application.id}</span>
          </div>
          {leaseLink}
        </div>
      </div>

      <Facts className="grid gap-x-6 gap-y-3 rounded-lg bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200 sm:grid-cols-3 lg:grid-cols-6 sm:px-6">
        <Fact label="Store">{store?.name ?? `Store ${application.storeId}`}</Fact>
        <Fact label="Created">{formatDate(application.createdAt.toISOString())}</Fact>
        <Fact label="Decided">{application.decidedAt ? formatDate(application.decidedAt.toISOString()) : '—'}</Fact>
        <Fact label="Verified">{application.verifiedAt ? formatDate(application.verifiedAt.toISOString()) : '—'}</Fact>
        <Fact label="Approved up to">{application.approvedAmountCents === null ? '—' : formatCents(application.approvedAmountCents)}</Fact>
        <Fact label="Expires in" testId="days-to-expire">
          {application.expiresAt && ['V', 'R', 'A'].includes(application.stateCode) ? (days === 1 ? '1 day' : `${days} days`) : '—'}
        </Fact>
      </Facts>

      <div className="grid gap-5 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-5">
          {awaitingVerification ? (
            <Section title="Verify the applicant" id="verification" testId="verification">
              <p className="mb-4 text-sm text-slate-600">
                The approval becomes usable for a lease once the applicant confirms the code sent to their phone or e-mail.
              </p>
              <VerificationPanel
                application={ref}
                hasCell={Boolean(applicant.cell || applicant.phone)}
                hasEmail={Boolean(applicant.email)}
                send={sendVerificationAction}
                confirm={confirmVerificationAction}
              />
            </Section>
          ) : application.verifiedAt ? (
            <Section title="Verification" id="verification" testId="verification">
              <p className="text-sm text-slate-700" data-testid="verified">
                Verified on {formatDate(application.verifiedAt.toISOString())}: the applicant confirmed the code.
                {application.stateCode === 'A' ? ' The approval is ready for a lease.' : null}
              </p>
              {application.stateCode === 'A' ? (
                <div className="mt-4 border-t border-slate-100 pt-4">
                  <NextSteps application={ref} mayBuildLease={can(ctx.actor, 'lease.create')} handOff={handOffAction} />
                </div>
              ) : null}
            </Section>
          ) : null}

          <Section title="Decision" testId="decision-section">
            {decision && terms ? (
              <DecisionFacts
                decision={decision}
                offers={{ rows: offerRows, stand: offerRows.length > 0 }}
                modelVersion={{ scoring: terms.scoringVersion, pricing: terms.modelVersion }}
              />
            ) : (
              <p className="text-sm text-slate-600">No decision has been recorded.</p>
            )}
          </Section>

          <Section title="Applicant" testId="applicant-section">
            <PersonFacts person={applicant} ssn={<SsnReveal application={ref} person="applicant" masked={maskSsn(applicant.ssnLast4)} reveal={reveal} />} />
            <div className="mt-5 border-t border-slate-100 pt-4">
              <BankingFacts application={application} />
            </div>
          </Section>

          <Section title="Co-applicant" testId="co-applicant-section">
            {coApplicant ? (
              <PersonFacts person={coApplicant} ssn={<SsnReveal application={ref} person="co_applicant" masked={maskSsn(coApplicant.ssnLast4)} reveal={reveal} />} />
            ) : OPEN_FOR_CO_APPLICANT.has(application.stateCode) && can(ctx.actor, 'application.create') ? (
              <CoApplicantForm application={ref} add={addCoApplicantAction} />
            ) : (
              <p className="text-sm text-slate-600">No co-applicant.</p>
            )}
          </Section>
        </div>

        <Section title="Timeline" testId="timeline-section" className="self-start">
          <Timeline
            entries={timeline}
            lease={application.leaseStateCode ? { stateCode: application.leaseStateCode as LeaseState, href: `/applications/${application.id}/lease` } : null}
          />
        </Section>
      </div>
    </div>
  );
}
