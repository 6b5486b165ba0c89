import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { requireStaffCtx } from '@/lib/auth/current-actor';
import { can } from '@/lib/core/access';
import { listOutboxMessages } from '@/lib/core/messaging/list-outbox-messages';
import { OutboxList } from '@/components/applications/outbox-list';
import { buttonClass } from '@/components/ui/button';

export const metadata: Metadata = { title: 'Message outbox' };

const PAGE_SIZE = 25;
const paramsSchema = z.object({
  before: z.coerce.number().int().positive().optional().catch(undefined),
  application: z.coerce.number().int().positive().optional().catch(undefined),
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The development outbox (SPEC §9): what would have been e-mailed or texted while no adapter is set. Admins only. */
export default async function OutboxPage({ searchParams }: Props) {
  const ctx = await requireStaffCtx('/outbox');
  // The core refuses anyone else too; here the page does not exist for them.
  if (!can(ctx.actor, 'outbox.read')) notFound();
  const params = paramsSchema.parse(await searchParams);
  const messages = await listOutboxMessages(ctx, { limit: PAGE_SIZE + 1, before: params.before, applicationId: params.application });
  const page = messages.slice(0, PAGE_SIZE);
  const older = messages.length > PAGE_SIZE ? page.at(-1)!.id : null;
  const query = (extra: Record<string, number | undefined>) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries({ application: params.application, ...extra })) if (value !== undefined) search.set(key, String(value));
    const text = search.toString();
    return text ? `/outbox?${text}` : '/outbox';
  };

  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-xl font-semibold tracking-tight text-slate-900">Message outbox</h1>
        <p className="mt-1 text-sm text-slate-600">
          With no SMTP server or SMS gateway configured, e-mails and text messages are kept here instead of being sent. Newest first.
          {params.application ? (
            <>
              {' '}
              Showing application #{params.application} only. <Link href="/outbox" className="text-indigo-700 underline underline-offset-2">Show all</Link>
            </>
          ) : null}
        </p>
      </div>
      <OutboxList
        messages={page.map((m) => ({
          id: m.id,
          channel: m.channel,
          recipient: m.recipient,
          subject: m.subject,
          body: m.body,
          template: m.template,
          language: m.language,
          applicationId: m.applicationId,
          createdAt: m.createdAt.toISOString(),
        }))}
      />
      <div className="flex justify-between">
        {params.before ? (
          <Link href={query({})} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
            Newest
          </Link>
        ) : (
          <span />
        )}
        {older ? (
          <Link href={query({ before: older })} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
            Older messages
          </Link>
        ) : null}
      </div>
    </div>
  );
}
