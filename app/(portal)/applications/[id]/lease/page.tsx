import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { publicBaseUrlFromHeaders } from '@/lib/api/public-url';
import { getStaffActor, requireStaffCtx } from '@/lib/auth/current-actor';
import { can } from '@/lib/core/access';
import { ForbiddenError, NotFoundError } from '@/lib/core/errors';
import { getEsignPanel, type EsignPanel as EsignPanelData } from '@/lib/core/esign';
import { getApplicationLease } from '@/lib/core/leases/get-application-lease';
import { LEASE_STATE_NAMES, LEASE_TRANSITIONS, isTransitionAllowed } from '@/lib/core/leases/transitions';
import { formatCents } from '@/lib/core/money';
import { applicationStateLabels } from '@/components/applications/labels';
import { ContractPanel } from '@/components/esign/contract-panel';
import { EsignPanel } from '@/components/esign/esign-panel';
import { LiveSignatureStatus } from '@/components/esign/live-signature-status';
import { LifecycleActions } from '@/components/leases/lifecycle-actions';
import { LeaseBuilderOnDemand } from '@/components/leases/lease-builder-on-demand';
import { LeaseDetails } from '@/components/leases/lease-details';
import { UnpricedLeaseNotice } from '@/components/leases/unpriced-lease-notice';
import type { LeaseActionChoice } from '@/components/leases/types';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card, CardBody } from '@/components/ui/card';
import { cancelLeaseAction, createLeaseAction, deliverLeaseAction, fundLeaseAction, previewLeaseAction } from './actions';
import { esignPanelAction, sendSigningLinkAction, voidSigningLinkAction } from './esign-actions';
import { takePaymentAction } from './payment-actions';
import { getLeaseLedger } from '@/lib/core/payments/get-lease-ledger';
import { ledgerPanelData } from '@/lib/core/payments/ledger-panel';
import { PaymentsPanel } from '@/components/payments/payments-panel';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  return { title: `Lease · application ${id}` };
}

const MOVES = ['deliver', 'fund', 'cancel'] as const;

/**
 * An application's lease: the builder while it is approved and has none (for roles that create leases),
 * then the lease itself with its schedule and the moves the role may make.
 */
export default async function ApplicationLeasePage({ params }: Props) {
  const { id } = await params;
  const ctx = await requireStaffCtx(`/applications/${encodeURIComponent(id)}/lease`);
  const profile = (await getStaffActor())!;
  let page;
  try {
    page = await getApplicationLease(ctx, id);
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
  const { application, store, lease } = page;
  const mayCreate = can(ctx.actor, 'lease.create');
  const appState = applicationStateLabels[application.stateCode];

  // An open lease (one some staff move can still take somewhere) shows every move the role may make,
  // muted where its state does not allow it yet; a funded, paid-out or cancelled lease shows none.
  const open = lease && !lease.lease.deletedAt && MOVES.some((action) => isTransitionAllowed(action, lease.lease.stateCode));
  const choices: LeaseActionChoice[] = open
    ? MOVES.filter((action) => can(ctx.actor, LEASE_TRANSITIONS[action].permission!)).map((action) => ({
        action,
        allowedNow: isTransitionAllowed(action, lease.lease.stateCode),
        from: LEASE_TRANSITIONS[action].from.map((s) => LEASE_STATE_NAMES[s]),
      }))
    : [];

  // The e-sign panel for every staff role that sees the lease; the core says who may act on it.
  let esign: EsignPanelData | null = null;
  if (lease && !lease.lease.deletedAt) {
    try {
      esign = await getEsignPanel(ctx, lease.lease.id, { baseUrl: publicBaseUrlFromHeaders(await headers()) });
    } catch (error) {
      if (!(error instanceof ForbiddenError)) throw error;
    }
  }
  // The payments ledger (components/payments): balance, payoff, the payments, Take payment for sales and up.
  const ledger = lease && !lease.lease.deletedAt ? await getLeaseLedger(ctx, lease.lease.id) : null;
  const paymentsPanel = ledger ? <PaymentsPanel ledger={ledgerPanelData(ledger.lease, ledger)} takePayment={can(ctx.actor, 'payment.charge') ? takePaymentAction : null} /> : null;
  const mayReadContract = can(ctx.actor, 'contract.read');
  const leaseBase = `/applications/${application.id}/lease`;
  const panels =
    lease && (esign || mayReadContract || !lease.terms) ? (
      <div className="grid gap-5 lg:grid-cols-2">
        {esign ? (
          <div className="space-y-2">
            <LiveSignatureStatus leaseId={esign.leaseId} status={esign.envelope?.status ?? null} leaseState={esign.leaseState} fetchPanel={esignPanelAction} />
            <EsignPanel
              panel={esign}
              signedContractHref={mayReadContract ? `${leaseBase}/signed-contract` : null}
              send={sendSigningLinkAction}
              voidLink={voidSigningLinkAction}
            />
          </div>
        ) : null}
        {!lease.terms ? <UnpricedLeaseNotice loanNumber={lease.lease.loanNumber} awaitingSignature={lease.lease.stateCode === 'V'} /> : null}
        {mayReadContract && lease.terms ? <ContractPanel href={`${leaseBase}/contract`} defaultLanguage={lease.terms?.primaryLanguage === 'es' ? 'es' : 'en'} /> : null}
      </div>
    ) : null;
  const allPanels = panels || paymentsPanel ? (
    <>
      {paymentsPanel}
      {panels}
    </>
  ) : null;

  return (
    <div className="space-y-5">
      <div>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-xl font-semibold tracking-tight text-slate-900">
            {lease || page.leaseBlocker || !mayCreate ? 'Lease' : 'New lease'} for {application.label}
          </h1>
          <Badge tone={appState.tone} data-testid="application-state">
            {appState.label}
          </Badge>
        </div>
        <p className="mt-1 text-sm text-slate-600">
          Application #{application.id} · {store.name} ({store.state})
          {Object.keys(page.approvedOptions).length
            ? ` · approved: ${Object.entries(page.approvedOptions)
                .map(([letter, cents]) => `${letter} ${formatCents(cents)}`)
                .join(', ')}`
            : ''}
        </p>
      </div>

      {lease ? (
        <LeaseDetails
          view={lease}
          panels={allPanels}
          actions={
            choices.length ? (
              <LifecycleActions
                lease={{ id: lease.lease.id, loanNumber: lease.lease.loanNumber }}
                choices={choices}
                moves={{ deliver: deliverLeaseAction, fund: fundLeaseAction, cancel: cancelLeaseAction }}
              />
            ) : null
          }
        />
      ) : page.leaseBlocker ? (
        <Alert tone="warning" data-testid="lease-blocked">
          {page.leaseBlocker}
        </Alert>
      ) : !mayCreate ? (
        <Card data-testid="lease-read-only">
          <CardBody className="text-sm text-slate-600">
            This application is approved and has no lease yet. Leases are created by sales staff and managers; once one is created you can
            see it here.
          </CardBody>
        </Card>
      ) : (
        <LeaseBuilderOnDemand
          applicationId={application.id}
          approvedOptions={page.approvedOptions}
          defaultPaymentFrequency={page.defaultPaymentFrequency}
          hvacStore={store.productType === 'hvac'}
          storeName={store.name}
          salesPerson={{ name: profile.name, email: profile.email }}
          previewLease={previewLeaseAction}
          createLease={createLeaseAction}
        />
      )}
    </div>
  );
}
