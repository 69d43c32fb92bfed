import { Link } from 'wouter';
import { durationInWords, eventWhenInWords } from '../../../../shared/event-time';
import { Badge } from '../../../components/ui/badge';
import { bookingCardHref } from '../shell/booking-anchor';
import type { NightBooking, NightPerformer } from './api';
import { checkinInWords, clockTime, relativeTime } from './tonight-words';

/** Late with nothing at all from her is "Missing"; late after a check-in is "Late". */
function checkinState(p: NightPerformer): { label: string; tone: 'red' | 'green' | 'gray' } {
  if (p.late) return { label: p.lastCheckin ? 'Late' : 'Missing', tone: 'red' };
  if (p.lastCheckin?.kind === 'home-safe') return { label: 'Home safe', tone: 'green' };
  return { label: p.lastCheckin ? 'On time' : 'Not started', tone: 'gray' };
}

function PerformerNight({ performer, now }: { performer: NightPerformer; now: string }) {
  const state = checkinState(performer);
  return (
    <li className={`rounded-lg p-3 ring-1 ${performer.late ? 'bg-rose-950/60 ring-rose-600' : 'ring-zinc-700'}`}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="mr-auto font-semibold">{performer.name}</span>
        <Badge tone={state.tone}>{state.label}</Badge>
      </div>
      <p className="mt-1 text-sm text-zinc-200">
        Last check-in:{' '}
        {performer.lastCheckin ? (
          <>
            {checkinInWords(performer.lastCheckin.kind)} at{' '}
            <time dateTime={performer.lastCheckin.at}>{clockTime(performer.lastCheckin.at)}</time>
          </>
        ) : (
          'none yet'
        )}
      </p>
      {performer.next && (
        <p className={`mt-0.5 text-sm ${performer.late ? 'font-semibold text-rose-200' : 'text-zinc-300'}`}>
          {performer.late ? 'Overdue' : 'Next'}: {checkinInWords(performer.next.kind)} by{' '}
          <time dateTime={performer.next.dueAt}>{clockTime(performer.next.dueAt)}</time> (
          {relativeTime(performer.next.dueAt, now)})
        </p>
      )}
    </li>
  );
}

/** The night's confirmed bookings, each with where its performers are in their check-ins. */
export function NightBookings({ bookings, now }: { bookings: NightBooking[]; now: string }) {
  if (bookings.length === 0) return <p className="mt-3 text-zinc-300">No confirmed bookings tonight.</p>;
  return (
    <ul className="mt-3 grid gap-4 lg:grid-cols-2">
      {bookings.map((b) => {
        const late = b.performers.some((p) => p.late);
        return (
          <li key={b.id}>
            <article
              aria-labelledby={`night-${b.id}`}
              className={`h-full rounded-2xl bg-zinc-900 p-4 ring-1 ${late ? 'ring-rose-500' : 'ring-zinc-700'}`}
            >
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <h3 id={`night-${b.id}`} className="mr-auto text-lg font-bold">
                  {b.clientName}
                </h3>
                <Link
                  href={bookingCardHref(b.id)}
                  aria-label={`Booking ${b.reference}`}
                  className="inline-flex min-h-6 items-center font-mono font-semibold text-amber-300 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-amber-300"
                >
                  {b.reference}
                </Link>
              </div>
              {/* The board's duration is in minutes (the desk's booking answer has hours). */}
              <p className="mt-1 text-sm text-zinc-300">
                {eventWhenInWords(b.eventDate, b.eventTime)} · {durationInWords(b.eventDuration)} · {b.city}
              </p>
              <ul className="mt-3 space-y-2" aria-label={`Performers of booking ${b.reference}`}>
                {b.performers.map((p) => (
                  <PerformerNight key={p.performerId} performer={p} now={now} />
                ))}
              </ul>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
