import { eventWhenInWords } from '../../../shared/event-time';
import { formatMoney } from '../../../shared/money';
import type { BookingConfirmation } from '../../../shared/schemas/booking';

const names = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });

function duration(b: BookingConfirmation): string {
  const minutes = `${b.eventDuration} minutes`;
  return b.serviceType === 'hourly'
    ? `${minutes} (${b.eventDuration / 60} hour${b.eventDuration === 60 ? '' : 's'})`
    : minutes;
}

/** Label and value pairs, leaving out what the client did not give. */
function detailRows(b: BookingConfirmation): [string, string][] {
  const optional = (label: string, value: string): [string, string][] => (value ? [[label, value]] : []);
  return [
    ...optional('Performers', names.format(b.performerNames)),
    ['Number of performers', String(b.numberOfPerformers)],
    ['Date and time', eventWhenInWords(b.eventDate, b.eventTime)],
    ...optional('Location', b.eventLocation),
    ['Duration', duration(b)],
    ['Service', b.serviceType === 'hourly' ? 'Hourly performance' : 'Stripper gram'],
    ['Name', b.clientName],
    ['Email', b.clientEmail],
    ...optional('Phone', b.clientPhone ?? ''),
    ...optional('Dance styles', b.preferredDanceStyles.join(', ')),
    ...optional('Music', b.preferredMusicStyles.join(', ')),
    ...optional('Special requests', b.customMessage),
  ];
}

/** The booking's details and its amounts. The toast keeps clear of the amounts (data-toast-avoid, toast-view.tsx). */
export function ConfirmationDetails({ booking: b }: { booking: BookingConfirmation }) {
  return (
    <section aria-labelledby="details-heading" className="rounded-2xl bg-zinc-900 p-6 ring-1 ring-zinc-800">
      <h2 id="details-heading" className="text-xl font-bold">
        Booking details
      </h2>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        {detailRows(b).map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-zinc-400">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <dl data-toast-avoid className="mt-5 space-y-1 border-t border-zinc-700 pt-4">
        <div className="flex justify-between text-lg font-bold">
          <dt>Total</dt>
          <dd>{formatMoney(b.totalAmount)}</dd>
        </div>
        <div className="flex justify-between text-emerald-300">
          <dt>Deposit (50%)</dt>
          <dd>{formatMoney(b.depositAmount)}</dd>
        </div>
        <div className="flex justify-between text-zinc-300">
          <dt>Remaining</dt>
          <dd>{formatMoney(b.remainingAmount)}</dd>
        </div>
      </dl>
    </section>
  );
}
