import { useQuery } from '@tanstack/react-query';
import { dateTime } from '../shell/format';
import { type SafetyLogEntry, safetyLogQuery } from './api';
import { safetyLogKindInWords } from './tonight-words';

/**
 * The booking's safety log in the desk's panel (issue 30): its check-ins, alarms, escalations and
 * acknowledgements, oldest first, shown once the booking has any. Locations are never listed.
 */
export function SafetyLogSection({ bookingId }: { bookingId: string }) {
  const log = useQuery(safetyLogQuery(bookingId));
  const headingId = `safety-log-${bookingId}`;
  if (log.isError)
    return (
      <p role="alert" className="mt-4 text-sm text-rose-200">
        The safety log could not be loaded: {log.error.message}
      </p>
    );
  if (!log.data || log.data.entries.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-4">
      <h3 id={headingId} className="text-sm font-semibold tracking-wide text-zinc-300 uppercase">
        Safety log
      </h3>
      <ol className="mt-2 space-y-2 text-sm">
        {log.data.entries.map((entry) => (
          <li
            key={`${entry.at} ${entry.kind} ${entry.performerName}`}
            className="rounded-lg bg-zinc-950 p-3 ring-1 ring-zinc-800"
          >
            <LogEntry entry={entry} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function LogEntry({ entry }: { entry: SafetyLogEntry }) {
  const words = safetyLogKindInWords(entry.kind);
  return (
    <>
      <div className="flex flex-wrap items-baseline gap-x-2">
        <span className={`mr-auto font-semibold ${words.alarm ? 'text-rose-200' : ''}`}>
          {words.label}
          {entry.performerName && <span className="font-normal text-zinc-300"> · {entry.performerName}</span>}
        </span>
        <time dateTime={entry.at} className="text-zinc-300">
          {dateTime(entry.at)}
        </time>
      </div>
      {entry.actor && <p className="mt-1 text-zinc-300">By {entry.actor}</p>}
      {entry.detail && <p className="mt-1 break-words whitespace-pre-line text-zinc-200">{entry.detail}</p>}
    </>
  );
}
