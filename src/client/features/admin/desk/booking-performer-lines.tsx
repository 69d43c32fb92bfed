import type { AdminBooking } from '../../../../shared/schemas/admin-booking';
import type { BookingAction } from './booking-actions';

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
