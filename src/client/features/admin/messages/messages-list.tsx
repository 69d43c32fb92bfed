import type { AdminMessage } from '../../../../shared/schemas/message';
import { BookingLink, Created, StatusBadge, type ViewState, ViewToggle, viewId } from './message-parts';
import { RetryButton } from './message-retry';
import { MessageView } from './message-view';
import { channelInWords, kindInWords, recipientInWords, shownError } from './message-words';

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-zinc-300 uppercase';
const td = 'px-3 py-3 align-top';

/** Wide screens: one row per message, its rendering in a full-width row beneath when open. */
export function MessagesTable({ messages, view }: { messages: AdminMessage[]; view: ViewState }) {
  return (
    <div className="overflow-x-auto rounded-2xl ring-1 ring-zinc-700">
      <table className="w-full text-sm">
        <caption className="sr-only">Messages, newest first</caption>
        <thead className="bg-zinc-900">
          <tr>
            {['Created', 'Channel', 'Kind', 'Recipient', 'Subject', 'Booking', 'Status', 'Tries', 'Last error'].map(
              (h) => (
                <th key={h} scope="col" className={th}>
                  {h}
                </th>
              ),
            )}
            <th scope="col" className={th}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-800">
          {messages.map((m) => (
            <MessageRows key={m.id} message={m} view={view} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MessageRows({ message: m, view }: { message: AdminMessage; view: ViewState }) {
  return (
    <>
      <tr className="bg-zinc-950">
        <td className={`${td} whitespace-nowrap`}>
          <Created message={m} />
        </td>
        <td className={td}>{channelInWords(m.channel)}</td>
        <td className={td}>{kindInWords(m.kind)}</td>
        <td className={`${td} break-all`}>{recipientInWords(m.recipient)}</td>
        <td className={td}>{m.subject}</td>
        <td className={td}>
          <BookingLink message={m} />
        </td>
        <td className={td}>
          <StatusBadge message={m} />
        </td>
        <td className={`${td} text-right tabular-nums`}>{m.tries}</td>
        <td className={`${td} break-words text-rose-200`}>{shownError(m) ?? ''}</td>
        <td className={td}>
          <div className="flex gap-2">
            <ViewToggle message={m} view={view} />
            <RetryButton message={m} />
          </div>
        </td>
      </tr>
      {view.isOpen(m.id) && (
        <tr className="bg-zinc-900">
          <td colSpan={10} className="p-4">
            <MessageView message={m} id={viewId(m)} />
          </td>
        </tr>
      )}
    </>
  );
}

/** Narrow screens: one card per message, the same facts as the table's columns. */
export function MessagesCards({ messages, view }: { messages: AdminMessage[]; view: ViewState }) {
  return (
    <ul className="space-y-3">
      {messages.map((m) => {
        const error = shownError(m);
        return (
          <li key={m.id} className="rounded-2xl bg-zinc-900 p-4 text-sm ring-1 ring-zinc-700">
            <div className="flex flex-wrap items-start gap-2">
              <p className="mr-auto font-semibold">
                {kindInWords(m.kind)} <span className="font-normal text-zinc-300">({channelInWords(m.channel)})</span>
              </p>
              <div>
                <StatusBadge message={m} />
              </div>
            </div>
            <p className="mt-1 break-words">{m.subject}</p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="text-zinc-400">To</dt>
              <dd className="break-all">{recipientInWords(m.recipient)}</dd>
              <dt className="text-zinc-400">Created</dt>
              <dd>
                <Created message={m} />
              </dd>
              <dt className="text-zinc-400">Booking</dt>
              <dd>
                <BookingLink message={m} />
              </dd>
              <dt className="text-zinc-400">Tries</dt>
              <dd>{m.tries}</dd>
              {error && (
                <>
                  <dt className="text-zinc-400">Last error</dt>
                  <dd className="break-words text-rose-200">{error}</dd>
                </>
              )}
            </dl>
            <div className="mt-3 flex gap-2">
              <ViewToggle message={m} view={view} />
              <RetryButton message={m} />
            </div>
            {view.isOpen(m.id) && (
              <div className="mt-3">
                <MessageView message={m} id={viewId(m)} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
