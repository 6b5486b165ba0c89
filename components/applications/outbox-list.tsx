import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatTimestamp } from './format';

export type OutboxMessageView = {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  template: string;
  language: string;
  applicationId: number | null;
  createdAt: string;
};

/** Messages of the development outbox, whole, as they would have left. */
export function OutboxList({ messages }: { messages: OutboxMessageView[] }) {
  if (!messages.length) {
    return <Card className="p-6 text-center text-sm text-slate-600">No messages.</Card>;
  }
  return (
    <ul className="space-y-3" data-testid="outbox">
      {messages.map((m) => (
        <li key={m.id} data-testid="outbox-message" data-application-id={m.applicationId ?? ''} data-channel={m.channel}>
          <Card className="p-4">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <Badge tone={m.channel === 'email' ? 'blue' : 'violet'}>{m.channel === 'email' ? 'E-mail' : 'SMS'}</Badge>
              <span className="font-medium text-slate-900">{m.recipient}</span>
              {m.subject ? <span className="text-slate-600">{m.subject}</span> : null}
              <span className="text-xs text-slate-500">
                {m.template} · {m.language}
              </span>
              <span className="ml-auto flex items-center gap-3 text-xs text-slate-500">
                {m.applicationId ? (
                  <Link href={`/applications/${m.applicationId}`} className="text-indigo-700 hover:underline">
                    Application #{m.applicationId}
                  </Link>
                ) : null}
                <time dateTime={m.createdAt}>{formatTimestamp(m.createdAt)}</time>
              </span>
            </div>
            <pre className="mt-3 whitespace-pre-wrap break-words rounded-md bg-slate-50 p-3 font-sans text-sm text-slate-800 ring-1 ring-inset ring-slate-200" data-testid="outbox-body">
              {m.body}
            </pre>
          </Card>
        </li>
      ))}
    </ul>
  );
}
