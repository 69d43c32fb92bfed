import { useQuery } from '@tanstack/react-query';
import { dateTime } from '../shell/format';
import { type SafetyLogEntry, safetyLogQuery } from './api';
import { safetyLogLine } from './tonight-words';

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
  const line = safetyLogLine(entry);
  // A check-in's actor is the performer herself, already named.
  const actor = entry.actor && entry.actor !== entry.performerName ? entry.actor : null;
  return (
    <>
      <div className="flex flex-wrap items-baseline gap-x-2">
        <span className={`mr-auto font-semibold ${line.alarm ? 'text-rose-200' : ''}`}>
          {line.label}
          {entry.performerName && <span className="font-normal text-zinc-300"> · {entry.performerName}</span>}
        </span>
        <time dateTime={entry.at} className="text-zinc-300">
          {dateTime(entry.at)}
        </time>
      </div>
      {actor && <p className="mt-1 text-zinc-300">By {actor}</p>}
      {line.note && <p className="mt-1 break-words whitespace-pre-line text-zinc-200">{line.note}</p>}
    </>
  );
}
