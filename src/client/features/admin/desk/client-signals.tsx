import { LARGE_PARTY_GUESTS, type RiskMarker, SHORT_NOTICE_HOURS } from '../../../../shared/client-signals';
import type { AdminBooking } from '../../../../shared/schemas/admin-booking';
import { Badge } from '../../../components/ui/badge';
import { dateTime } from '../shell/format';

/** Each risk marker in the desk's words (shared/client-signals.ts holds the thresholds). */
const MARKER_WORDS: Record<RiskMarker, string> = {
  'first-booking': 'First booking',
  'late-start': 'Late start (11 PM to 5 AM)',
  'large-party': `Large party (over ${LARGE_PARTY_GUESTS} guests)`,
  'short-notice': `Short notice (under ${SHORT_NOTICE_HOURS} h)`,
};

const KIND_WORDS = { phone: 'phone', email: 'e-mail', address: 'address' } as const;

/**
 * The do-not-book flag (decision 037): at the top of the panel, loud, with the entry's reason. The
 * client was not told and the request was not refused: the team decides.
 */
export function DoNotBookFlag({ match }: { match: AdminBooking['doNotBookMatch'] }) {
  if (!match) return null;
  return (
    <div role="alert" className="mt-3 rounded-xl bg-rose-950 p-3 text-sm text-rose-50 ring-1 ring-rose-600">
      <p className="font-bold">On the do-not-book list</p>
      <p className="mt-1">
        This request's {KIND_WORDS[match.kind]} (…{match.hint}) is on the list: {match.reason}
      </p>
      <p className="mt-1 text-rose-200">Check with an owner before confirming. The client has not been told.</p>
    </div>
  );
}

/**
 * Who booked, as chips (decision 037): e-mail confirmed or not, returning or not, the risk
 * markers, and whether the party rules were accepted. Staff and performers see these, never the client.
 */
export function ClientSignals({ booking }: { booking: AdminBooking }) {
  const { signals } = booking;
  return (
    <section aria-label="About the client" className="mt-3">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Badge tone={signals.emailConfirmed ? 'green' : 'gray'}>
            {signals.emailConfirmed ? 'E-mail confirmed' : 'E-mail not confirmed'}
          </Badge>
        </li>
        <li>
          {signals.returningClient ? (
            <Badge tone="green">
              Returning client ({signals.completedBefore} {signals.completedBefore === 1 ? 'booking' : 'bookings'}{' '}
              before)
            </Badge>
          ) : (
            <Badge tone="gray">No completed booking before</Badge>
          )}
        </li>
        {signals.markers.map((m) => (
          <li key={m}>
            <Badge tone="orange">{MARKER_WORDS[m]}</Badge>
          </li>
        ))}
        <li>
          {booking.rulesAcceptedAt ? (
            <Badge tone="blue">Party rules accepted</Badge>
          ) : (
            <Badge tone="yellow">Rules not accepted</Badge>
          )}
        </li>
      </ul>
      {booking.rulesAcceptedAt && (
        <p className="mt-1 text-xs text-zinc-400">
          Party rules version {booking.rulesVersion} accepted {dateTime(booking.rulesAcceptedAt)}
        </p>
      )}
    </section>
  );
}
