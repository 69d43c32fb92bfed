import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { MessageChannel } from '../../../../shared/schemas/message';
import {
  QUEUE_BEHIND_SECONDS,
  STUCK_MESSAGE_MINUTES,
  type SystemStatus,
  systemAttention,
} from '../../../../shared/schemas/system';
import { AdminSection } from '../shell/admin-section';
import { dateTime } from '../shell/format';
import { bytesInWords, secondsInWords } from './units';

const CHANNEL_WORDS: Record<MessageChannel, string> = { email: 'E-mail', webhook: 'Webhook', push: 'Push' };
const cell = 'px-3 py-2 text-left';
const number = 'px-3 py-2 text-right tabular-nums';
/** A figure that needs a look: bold, in a light red that keeps its contrast on the dark cards. */
const trouble = 'font-bold text-rose-300';

/** The summary at the top: what needs an owner's look, or that nothing does. */
export function AttentionSummary({ status }: { status: SystemStatus }) {
  const reasons = systemAttention(status);
  if (reasons.length === 0)
    return (
      <p role="status" className="rounded-xl bg-emerald-950 p-4 text-emerald-100 ring-1 ring-emerald-700">
        All clear: no failed or stuck messages, no queue behind, no server errors in the last hour.
      </p>
    );
  return (
    <div role="status" className="rounded-xl bg-rose-950 p-4 text-rose-100 ring-2 ring-rose-500">
      <p className="font-bold">Needs attention</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {reasons.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
    </div>
  );
}

function FigureTable({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <div className="mt-3 overflow-x-auto rounded-xl ring-1 ring-zinc-700">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-zinc-800 text-zinc-200">
          <tr>
            {head.map((h, i) => (
              <th key={h} scope="col" className={i === 0 ? cell : number}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export function QueueFigures({ status }: { status: SystemStatus }) {
  return (
    <AdminSection title="Job queue">
      <p className="mt-1 text-sm text-zinc-300">
        Jobs due and not yet taken by a worker. Over {QUEUE_BEHIND_SECONDS / 60} minutes of waiting, the queue is
        behind.
      </p>
      <FigureTable caption="Jobs waiting per queue" head={['Queue', 'Jobs waiting', 'Oldest waiting']}>
        {status.queues.map((q) => (
          <tr key={q.name} className="border-t border-zinc-800">
            <th scope="row" className={`${cell} font-mono font-normal`}>
              {q.name}
            </th>
            <td className={number}>{q.waiting}</td>
            <td className={`${number} ${q.oldestWaitingSeconds > QUEUE_BEHIND_SECONDS ? trouble : ''}`}>
              {q.waiting === 0 ? '—' : secondsInWords(q.oldestWaitingSeconds)}
            </td>
          </tr>
        ))}
      </FigureTable>
    </AdminSection>
  );
}

export function MessageFigures({ status }: { status: SystemStatus }) {
  return (
    <AdminSection title="Messages">
      <p className="mt-1 text-sm text-zinc-300">
        Failed: every try used. Stuck: still waiting {STUCK_MESSAGE_MINUTES} minutes after it was made.{' '}
        <Link
          href="/admin/messages"
          className="inline-flex min-h-6 items-center text-amber-300 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-amber-300"
        >
          See the messages
        </Link>
      </p>
      <FigureTable caption="Failed and stuck messages per channel" head={['Channel', 'Failed', 'Stuck']}>
        {status.messages.map((m) => (
          <tr key={m.channel} className="border-t border-zinc-800">
            <th scope="row" className={`${cell} font-normal`}>
              {CHANNEL_WORDS[m.channel]}
            </th>
            <td className={`${number} ${m.failed > 0 ? trouble : ''}`}>{m.failed}</td>
            <td className={`${number} ${m.stuck > 0 ? trouble : ''}`}>{m.stuck}</td>
          </tr>
        ))}
      </FigureTable>
    </AdminSection>
  );
}

function Figure({ term, children, alarm = false }: { term: string; children: ReactNode; alarm?: boolean }) {
  return (
    <div className="rounded-xl bg-zinc-800 p-3">
      <dt className="text-sm text-zinc-300">{term}</dt>
      <dd className={`mt-1 text-xl font-semibold ${alarm ? 'text-rose-300' : ''}`}>{children}</dd>
    </div>
  );
}

export function ServerFigures({ status }: { status: SystemStatus }) {
  const { requests, database } = status;
  return (
    <AdminSection title="This server">
      <p className="mt-1 text-sm text-zinc-300">
        Answers of the last {requests.windowMinutes} minutes are this instance's own; with several instances, each
        counts its own.
      </p>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <Figure term={`Server errors (5xx), last ${requests.windowMinutes} minutes`} alarm={requests.serverErrors > 0}>
          {requests.serverErrors}
        </Figure>
        <Figure term={`Slow answers (over ${requests.slowMs / 1000} s), last ${requests.windowMinutes} minutes`}>
          {requests.slow}
        </Figure>
        <Figure term={`Database size (${database.kind === 'pglite' ? 'embedded' : 'PostgreSQL'})`}>
          {bytesInWords(database.sizeBytes)}
        </Figure>
        <Figure term="Last backup">
          {status.lastBackup
            ? `${dateTime(status.lastBackup.at)}${status.lastBackup.location ? ` (${status.lastBackup.location})` : ''}`
            : 'None recorded'}
        </Figure>
        <Figure term="Version">{status.version}</Figure>
        <Figure term="Running for">{secondsInWords(status.uptimeSeconds)}</Figure>
      </dl>
    </AdminSection>
  );
}
