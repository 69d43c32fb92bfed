import type { AdminBooking } from '../../../../shared/schemas/admin-booking';
import { Badge } from '../../../components/ui/badge';
import type { BookingAction } from './booking-actions';
import { offerInWords, performerOffers } from './offer-words';

type Line = AdminBooking['performers'][number];

const listOf = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/** The booked performers hidden from the gallery since (each name once). */
export const hiddenPerformerNames = (booking: AdminBooking) => [
  ...new Set(booking.performers.filter((p) => p.hidden).map((p) => p.name)),
];

/** The moves that confirm the booking: asked once more when a booked performer is hidden. */
export const confirmsBooking = (a: BookingAction) =>
  a.request.kind === 'confirmDeposit' || (a.request.kind === 'status' && a.request.to === 'confirmed');

export const hiddenPerformerQuestion = (names: string[]) =>
  `${listOf(names)} ${names.length === 1 ? 'is' : 'are'} hidden from the gallery. Check that ${
    names.length === 1 ? 'this performer' : 'they'
  } can still perform before confirming the booking.`;

/** What is wrong with one line, in words; empty when nothing is. */
function lineProblems(line: Line, booking: AdminBooking): string[] {
  return [
    ...(line.hidden ? [`${line.name} is hidden from the gallery.`] : []),
    ...(!line.coversArea && booking.serviceArea ? [`${line.name} does not cover ${booking.serviceArea}.`] : []),
    ...(!line.coversEventType && booking.eventType ? [`${line.name} does not list ${booking.eventType}.`] : []),
  ];
}

/**
 * The booked performers the team should look at before confirming: hidden since the booking, or
 * booked for an area or event type they do not list (the wizard warned the client, and let them go on).
 */
export function PerformerLineWarnings({ booking }: { booking: AdminBooking }) {
  const problems = booking.performers.flatMap((line) => lineProblems(line, booking));
  if (problems.length === 0) return null;
  return (
    <div className="mt-3 rounded-xl bg-amber-950 p-3 text-amber-50 ring-1 ring-amber-700">
      <p className="font-semibold">
        <span aria-hidden="true">⚠ </span>Check the performers
      </p>
      <ul aria-label="Performer warnings" className="mt-1 list-disc space-y-1 pl-5 text-sm">
        {problems.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Each booked performer's answer to her offer (decision 033), in words with a sign: sent and due,
 * accepted, declined and why, expired, withdrawn; or no portal account (staff phone her).
 */
export function PerformerOffers({ booking }: { booking: AdminBooking }) {
  const lines = performerOffers(booking);
  if (lines.length === 0) return null;
  return (
    <section className="mt-3" aria-labelledby={`offers-${booking.id}`}>
      <h3 id={`offers-${booking.id}`} className="text-xs tracking-wide text-zinc-400 uppercase">
        Performers' answers
      </h3>
      <ul className="mt-1 space-y-1 text-sm">
        {lines.map((line, i) => {
          const words = offerInWords(line.offer);
          return (
            // A performer may be booked on two lines: the index keeps the keys apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: lines keep their order
            <li key={`${line.id}-${i}`} className="flex flex-wrap items-center gap-2">
              <span className="font-semibold">{line.name}</span>
              <Badge tone={words.tone}>
                <span aria-hidden="true" className="mr-1">
                  {words.icon}
                </span>
                {words.text}
              </Badge>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
