import Link from 'next/link';
import type { LeaseState } from '@/db/schema/enums';
import type { TimelineEntry } from '@/lib/core/audit/list-timeline';
import { reasonTexts } from '@/lib/core/scoring/reasons';
import { roleLabels } from '@/components/shell/labels';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import { formatTimestamp } from './format';
import { applicationStateLabels, leaseStateLabels } from './labels';

type Described = { title: string; detail?: string; tone: 'slate' | 'green' | 'amber' | 'red' | 'violet' | 'blue' };

const stateName = (code: unknown) => applicationStateLabels[code as keyof typeof applicationStateLabels]?.label ?? String(code);
const channelName = (c: unknown) => (c === 'sms' ? 'text message' : c === 'email' ? 'e-mail' : String(c));
const reasonText = (code: string) => (reasonTexts as Record<string, string>)[code] ?? `A reason not described yet (${code}).`;
const loan = (d: TimelineEntry['details']) => (d.loanNumber ? `Loan ${d.loanNumber}` : undefined);

/** What an audit row means, in words a store manager reads; details only from the allow-listed keys. */
export function describeEntry({ action, details: d }: Pick<TimelineEntry, 'action' | 'details'>): Described {
  switch (action) {
    case 'application.created':
      return { title: 'Application submitted', detail: d.hasCoApplicant ? 'With a co-applicant' : undefined, tone: 'slate' };
    case 'application.decided': {
      const facts = `Score ${d.score}${d.band ? `, band ${d.band}` : ''}, model v${d.modelVersion}`;
      const reasons = Array.isArray(d.reasonCodes) && d.reasonCodes.length ? ` — ${d.reasonCodes.map(reasonText).join(' ')}` : '';
      if (d.code === 'A') return { title: `Approved${d.optionsApproved ? ` (options ${String(d.optionsApproved).split('').join(', ')})` : ''}`, detail: `${facts}. Awaiting the applicant's verification.`, tone: 'green' };
      if (d.code === 'R') return { title: 'Sent to manual review', detail: `${facts}${reasons}`, tone: 'amber' };
      return { title: 'Declined', detail: `${facts}${reasons}`, tone: 'red' };
    }
    case 'application.co_applicant_added':
      return { title: 'Co-applicant added', detail: d.coapplicantScore != null ? `Co-applicant score ${d.coapplicantScore}` : undefined, tone: 'slate' };
    case 'application.verification_sent':
      return { title: `Verification code sent by ${channelName(d.channel)}`, detail: d.language === 'es' ? 'In Spanish' : undefined, tone: 'blue' };
    case 'application.verification_failed':
      return { title: d.locked ? 'Wrong code — code locked' : 'Wrong verification code', detail: typeof d.attempts === 'number' ? `Attempt ${d.attempts} of 5` : undefined, tone: 'amber' };
    case 'application.verified':
      return { title: 'Applicant verified', detail: 'The approval is ready for a lease.', tone: 'green' };
    case 'applicant.ssn_revealed':
      return { title: `Full SSN of the ${d.person === 'co_applicant' ? 'co-applicant' : 'applicant'} revealed`, tone: 'violet' };
    case 'application.state_changed':
      return { title: `State changed to ${stateName(d.to)}`, detail: d.from ? `From ${stateName(d.from)}` : undefined, tone: 'slate' };
    case 'lease.created':
      return { title: 'Lease created', detail: loan(d), tone: 'violet' };
    case 'lease.replaced':
      return { title: 'Lease replaced by a new one', detail: loan(d), tone: 'slate' };
    case 'lease.signed':
      return { title: 'Lease signed', detail: loan(d), tone: 'violet' };
    case 'lease.delivered':
      return { title: 'Goods delivered', detail: loan(d), tone: 'violet' };
    case 'lease.funded':
      return { title: 'Lease funded', detail: loan(d), tone: 'green' };
    case 'lease.cancelled':
      return { title: 'Lease cancelled', detail: loan(d), tone: 'red' };
    case 'lease.paid_out':
      return { title: 'Lease paid out', detail: loan(d), tone: 'green' };
    case 'esign.envelope_opened':
      return { title: `Signing link opened for ${d.esignType === 'embedded' ? 'in-store signing' : channelName(d.esignType)}`, detail: loan(d), tone: 'blue' };
    case 'esign.envelope_voided':
      return { title: 'Signing link voided', detail: loan(d), tone: 'slate' };
    case 'contract.downloaded':
      return { title: 'Contract opened', detail: loan(d), tone: 'slate' };
    default: {
      // Lease rows and anything newer than this list: the action itself, made readable.
      const [entity = '', verb = action] = action.split('.');
      const title = `${entity === 'lease' ? 'Lease' : entity.charAt(0).toUpperCase() + entity.slice(1)} ${verb.replace(/_/g, ' ')}`;
      return { title, detail: d.loanNumber ? `Loan ${d.loanNumber}` : undefined, tone: 'slate' };
    }
  }
}

export function actorName(actor: TimelineEntry['actor']): string {
  switch (actor.type) {
    case 'user':
      return actor.name ? `${actor.name}${actor.role ? ` (${roleLabels[actor.role as keyof typeof roleLabels] ?? actor.role})` : ''}` : 'A staff member';
    case 'api_token':
      return actor.name ? `API token “${actor.name}”` : 'An API token';
    case 'applicant':
      return 'The applicant';
    default:
      return 'Leaseline';
  }
}

const dots: Record<Described['tone'], string> = {
  slate: 'bg-slate-400',
  green: 'bg-emerald-500',
  amber: 'bg-amber-500',
  red: 'bg-red-500',
  violet: 'bg-violet-500',
  blue: 'bg-blue-500',
};

/**
 * The application's audit trail: who did what, when. Holds no PII (see listAuditTimeline). A leased
 * application starts with where its lease stands now, so its state is read without opening the lease.
 */
export function Timeline({ entries, lease }: { entries: TimelineEntry[]; lease?: { stateCode: LeaseState; href: string } | null }) {
  const now = lease ? leaseStateLabels[lease.stateCode] : null;
  return (
    <>
      {lease && now ? (
        <p className="mb-4 flex flex-wrap items-center gap-2 text-sm text-slate-700" data-testid="timeline-lease-state">
          Lease now: <Badge tone={now.tone}>{now.label}</Badge>
          <Link href={lease.href} className="font-medium text-indigo-700 underline-offset-2 hover:underline">
            Open the lease
          </Link>
        </p>
      ) : null}
      {entries.length ? <Entries entries={entries} /> : <p className="text-sm text-slate-600">Nothing recorded yet.</p>}
    </>
  );
}

function Entries({ entries }: { entries: TimelineEntry[] }) {
  return (
    <ol className="relative space-y-4 border-l border-slate-200 pl-5" data-testid="timeline">
      {entries.map((entry) => {
        const { title, detail, tone } = describeEntry(entry);
        const iso = entry.at.toISOString();
        return (
          <li key={entry.id} className="relative" data-testid="timeline-entry" data-action={entry.action}>
            <span aria-hidden className={cn('absolute -left-[1.63rem] top-1.5 h-2.5 w-2.5 rounded-full ring-4 ring-white', dots[tone])} />
            <p className="text-sm font-medium text-slate-900">{title}</p>
            {detail ? <p className="text-sm text-slate-600">{detail}</p> : null}
            <p className="mt-0.5 text-xs text-slate-500">
              <span data-testid="timeline-actor">{actorName(entry.actor)}</span> · <time dateTime={iso}>{formatTimestamp(iso)}</time>
            </p>
          </li>
        );
      })}
    </ol>
  );
}
