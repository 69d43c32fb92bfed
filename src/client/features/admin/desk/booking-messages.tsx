import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { Badge } from '../../../components/ui/badge';
import { adminMessagesQuery } from '../messages/api';
import { kindInWords, messageStatus, recipientInWords, shownError } from '../messages/message-words';
import { dateTime } from '../shell/format';

/** The e-mails and webhook calls about one booking, loaded the first time the section is opened. */
export function BookingMessages({ bookingId }: { bookingId: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <details className="mt-3 text-sm" onToggle={(e) => e.currentTarget.open && setOpened(true)}>
      <summary className="cursor-pointer rounded text-zinc-300 focus-visible:outline-2 focus-visible:outline-amber-300">
        Messages
      </summary>
      {opened && <MessageList bookingId={bookingId} />}
    </details>
  );
}

function MessageList({ bookingId }: { bookingId: string }) {
  const messages = useQuery(adminMessagesQuery({ bookingId }));
  return (
    <div className="mt-2 space-y-2">
      {messages.isPending ? (
        <p role="status">Loading messages...</p>
      ) : messages.isError ? (
        <p role="alert" className="text-rose-200">
          The messages could not be loaded: {messages.error.message}
        </p>
      ) : messages.data.length === 0 ? (
        <p className="text-zinc-300">No messages for this booking yet.</p>
      ) : (
        <ul className="space-y-2">
          {messages.data.map((m) => {
            const status = messageStatus(m);
            const error = shownError(m);
            return (
              <li key={m.id} className="rounded-lg bg-zinc-950 p-3 ring-1 ring-zinc-800">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="mr-auto font-semibold">{kindInWords(m.kind)}</span>
                  <Badge tone={status.tone}>{status.label}</Badge>
                </div>
                <p className="mt-1 break-words text-zinc-300">
                  To {recipientInWords(m.recipient)} · {m.tries === 1 ? '1 try' : `${m.tries} tries`} ·{' '}
                  <time dateTime={m.createdAt}>{dateTime(m.createdAt)}</time>
                </p>
                {status.note && <p className="mt-1 text-zinc-300">{status.note}</p>}
                {error && <p className="mt-1 break-words text-rose-200">Last error: {error}</p>}
              </li>
            );
          })}
        </ul>
      )}
      <Link
        href={`/admin/messages?bookingId=${encodeURIComponent(bookingId)}`}
        className="inline-block text-amber-300 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-amber-300"
      >
        Open in Messages
      </Link>
    </div>
  );
}
