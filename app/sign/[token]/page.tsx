import { randomUUID } from 'node:crypto';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { publicDatabase } from '@/lib/api/public-database';
import { clientIpOf } from '@/lib/api/public-rate-limit';
import { RateLimitedError } from '@/lib/core/errors';
import { limitPublicLink } from '@/lib/core/rate-limits';
import { loadSigningSession, type SigningSession } from '@/lib/core/esign';
import { logger } from '@/lib/logger';
import { LinkProblemView } from '@/components/esign/link-problem';
import { LocalTime } from '@/components/esign/local-time';
import { signTexts } from '@/components/esign/sign-texts';
import { SigningForm } from '@/components/esign/signing-form';
import { signAction } from './actions';

type Props = { params: Promise<{ token: string }> };

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Sign your lease' };

/**
 * The session, or — for anything the core did not expect — a log line with the request id and the cause
 * (class, code, stack; never the message, which may quote PII), then the error rethrown to the
 * boundary (error.tsx), which shows the reference. Nothing is swallowed.
 */
async function loadSessionLogged(token: string): Promise<SigningSession> {
  try {
    return await loadSigningSession(await publicDatabase(), token);
  } catch (error) {
    const requestId = (await headers()).get('x-request-id') ?? randomUUID();
    logger.error('signing page failed', { requestId, error });
    throw new Error(`Signing page failed (reference ${requestId})`, { cause: error });
  }
}

/**
 * The public signing page (SPEC §8). The token in the path is the only credential; the core says
 * whether it is open and, if so, what the signer sees. A spent, voided, expired or unknown link gets a
 * calm page saying what happened — never an error.
 */
export default async function SignPage({ params }: Props) {
  const { token } = await params;
  try {
    await limitPublicLink(await publicDatabase(), clientIpOf(await headers()));
  } catch (error) {
    if (error instanceof RateLimitedError) return <TooManyRequests />;
    throw error;
  }
  const session = await loadSessionLogged(token);
  if (session.status !== 'open') return <LinkProblemView status={session.status} />;

  const t = signTexts[session.language];
  const contractUrl = `/sign/${encodeURIComponent(token)}/contract`;
  const { summary } = session;
  const numbers: [string, string | number, string][] = [
    [t.numbers.cashPrice, summary.cashPrice, 'cash-price'],
    [t.numbers.initialPayment, summary.initialPayment, 'initial-payment'],
    [t.numbers.paymentAmount, summary.paymentAmount, 'payment-amount'],
    [t.numbers.numberOfPayments, summary.numberOfPayments, 'number-of-payments'],
    [t.numbers.frequency, summary.frequency, 'frequency'],
    [t.numbers.firstPaymentDate, summary.firstPaymentDate, 'first-payment-date'],
    [t.numbers.totalOfPayments, summary.totalOfPayments, 'total-of-payments'],
    [t.numbers.costOfLease, summary.costOfLease, 'cost-of-lease'],
  ];

  return (
    <div lang={t.htmlLang} className="space-y-6" data-testid="signing-page" data-language={session.language}>
      <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <p className="inline-flex items-center gap-1.5 rounded-full bg-indigo-50 px-2.5 py-1 text-xs font-medium text-indigo-700">
          <svg viewBox="0 0 20 20" aria-hidden className="h-3.5 w-3.5">
            <path d="M6 9V6.5a4 4 0 118 0V9M5 9h10v8H5z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          </svg>
          {t.secureSigning}
        </p>
        <h1 className="mt-3 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{t.title}</h1>
        <p className="mt-2 text-slate-600" data-testid="signing-intro">
          {t.intro({ name: session.applicantName, store: session.storeName })}
        </p>
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-500">{t.loanNumber}</dt>
            <dd className="font-mono font-semibold text-slate-900" data-testid="signing-loan-number">
              {session.loanNumber}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">{t.store}</dt>
            <dd className="font-medium text-slate-900" data-testid="signing-store">
              {session.storeName}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">{t.linkExpires}</dt>
            <dd className="text-slate-900">
              <LocalTime iso={session.expiresAt} locale={session.language === 'es' ? 'es-US' : 'en-US'} />
            </dd>
          </div>
        </dl>
      </section>

      <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6" aria-labelledby="key-numbers">
        <h2 id="key-numbers" className="text-lg font-semibold text-slate-900">
          {t.keyNumbers}
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-px overflow-hidden rounded-xl bg-slate-200 ring-1 ring-slate-200 sm:grid-cols-4">
          {numbers.map(([label, value, id]) => (
            <div key={id} className="bg-white p-3 sm:p-4">
              <dt className="text-xs text-slate-500">{label}</dt>
              <dd className="mt-1 text-base font-semibold tabular-nums text-slate-900 sm:text-lg" data-testid={`sign-${id}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6" aria-labelledby="contract-heading">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="contract-heading" className="text-lg font-semibold text-slate-900">
            {t.contract}
          </h2>
          <a
            href={contractUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="text-sm font-medium text-indigo-700 underline-offset-2 hover:underline"
            data-testid="open-contract"
          >
            {t.openContract} ↗
          </a>
        </div>
        <p className="mt-1 text-sm text-slate-600">{t.contractHelp}</p>
        <iframe
          src={contractUrl}
          title={t.contract}
          className="mt-4 h-[60vh] min-h-80 w-full rounded-lg bg-slate-100 ring-1 ring-slate-200"
          referrerPolicy="no-referrer"
          data-testid="contract-frame"
        />
      </section>

      <SigningForm
        token={token}
        language={session.language}
        expectedName={session.applicantName}
        loanNumber={session.loanNumber}
        storeName={session.storeName}
        sign={signAction}
      />
    </div>
  );
}

/** Past the per-IP limit of public links (lib/core/rate-limits/limit-public-link). */
function TooManyRequests() {
  return (
    <section role="alert" data-testid="signing-rate-limited" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h1 className="text-xl font-semibold text-slate-900">Too many requests / Demasiadas solicitudes</h1>
      <p className="mt-2 text-slate-600">Wait a minute, then reload this page. / Espere un minuto y vuelva a cargar esta página.</p>
    </section>
  );
}
