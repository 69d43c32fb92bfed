import { BUSINESS_TIME_ZONE } from '../../../shared/business-day';
import { eventStart } from '../../../shared/event-time';
import { INTL_LOCALE, type Locale } from '../../../shared/locale';
import type { PortalBooking, PortalOffer } from '../../../shared/schemas/portal';

/*
 * The portal's rules that need no page (decision 033): how long an offer is still open, which
 * booking is next, and what of a booking the server has not released yet. The server decides
 * every one of these; the page only reads its answers against the clock.
 */

/** What is left of an offer's time to answer: closed, or the whole hours and minutes left. */
export type TimeLeft = { closed: true } | { closed: false; hours: number; minutes: number };

/** The time left to answer an offer that must be answered by `expiresAt` (an instant), at `now`. */
export function timeLeft(expiresAt: string, now: Date): TimeLeft {
  const ms = new Date(expiresAt).getTime() - now.getTime();
  if (!(ms > 0)) return { closed: true };
  // Rounded down, but never "0 min" while there is still time: the last minute reads as 1.
  const total = Math.max(1, Math.floor(ms / 60_000));
  return { closed: false, hours: Math.floor(total / 60), minutes: total % 60 };
}

/** Whether she can still accept or decline: sent, and its deadline not yet passed. */
export function isOpen(offer: Pick<PortalOffer, 'state' | 'expiresAt'>, now: Date): boolean {
  return offer.state === 'sent' && !timeLeft(offer.expiresAt, now).closed;
}

/** The offers to answer first (soonest deadline first), then the others, latest sent first. */
export function sortOffers<T extends Pick<PortalOffer, 'state' | 'expiresAt' | 'sentAt'>>(
  offers: readonly T[],
  now: Date,
): { open: T[]; answered: T[] } {
  const open = offers.filter((o) => isOpen(o, now)).sort((a, b) => a.expiresAt.localeCompare(b.expiresAt));
  const answered = offers.filter((o) => !isOpen(o, now)).sort((a, b) => b.sentAt.localeCompare(a.sentAt));
  return { open, answered };
}

/** Statuses of a booking that will not happen: never "next", shown with the past ones. */
const CALLED_OFF = new Set(['cancelled', 'archived']);

type Timed = Pick<PortalBooking, 'eventDate' | 'eventTime' | 'eventDuration' | 'status'>;

const startOf = (b: Timed) => (b.eventDate ? eventStart(b.eventDate, b.eventTime).getTime() : null);

/** Whether a booking's event is over at `now` (an event without a date is not). */
function hasEnded(b: Timed, now: Date): boolean {
  const start = startOf(b);
  return start !== null && start + b.eventDuration * 60_000 <= now.getTime();
}

/**
 * Her bookings in order: `upcoming` (not over, not called off; soonest first, undated last),
 * `next` the first of them, and `past` (over or called off; latest first).
 */
export function splitBookings<T extends Timed>(
  bookings: readonly T[],
  now: Date,
): { next: T | null; upcoming: T[]; past: T[] } {
  const upcoming = bookings
    .filter((b) => !CALLED_OFF.has(b.status) && !hasEnded(b, now))
    .sort((a, b) => (startOf(a) ?? Number.POSITIVE_INFINITY) - (startOf(b) ?? Number.POSITIVE_INFINITY));
  const past = bookings
    .filter((b) => CALLED_OFF.has(b.status) || hasEnded(b, now))
    .sort((a, b) => (startOf(b) ?? 0) - (startOf(a) ?? 0));
  return { next: upcoming[0] ?? null, upcoming, past };
}

/** Statuses of a booking that never took place: its client cannot be rated (the server's rule too). */
const NEVER_HELD = new Set(['pending', 'depositPending', 'cancelled']);

/** Whether she may rate the booking's client now (decision 037): it took place, and she has not yet. */
export function canRateClient(b: Timed & Pick<PortalBooking, 'clientRating'>, now: Date): boolean {
  return b.clientRating === null && !NEVER_HELD.has(b.status) && hasEnded(b, now);
}

/**
 * What the server still holds back of a booking, so the page can say when it comes: the address
 * and the client's first name until the deposit is paid, the phone until the night itself.
 */
export function withheld(b: Pick<PortalBooking, 'address' | 'clientPhone'>): 'address' | 'phone' | null {
  if (b.address === null) return 'address';
  if (b.clientPhone === null) return 'phone';
  return null;
}

const deadlineFormats = new Map<Locale, Intl.DateTimeFormat>();

/** "Thu, Nov 26, 3:45 PM": an instant on South Florida's clock, where her events are. */
export function instantInWords(instant: string, locale: Locale): string {
  let format = deadlineFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      timeZone: BUSINESS_TIME_ZONE,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    deadlineFormats.set(locale, format);
  }
  return format.format(new Date(instant));
}

/** Her unavailable dates with one more (sorted, each once); a malformed date changes nothing. */
export function withDate(dates: readonly string[], date: string): string[] {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return [...dates];
  return [...new Set([...dates, date])].sort();
}

const clockFormats = new Map<Locale, Intl.DateTimeFormat>();

/** "8:45 PM": an instant's time on South Florida's clock (a check-in due tonight). */
export function timeInWords(instant: string, locale: Locale): string {
  let format = clockFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      timeZone: BUSINESS_TIME_ZONE,
      hour: 'numeric',
      minute: '2-digit',
    });
    clockFormats.set(locale, format);
  }
  return format.format(new Date(instant));
}

/** Whether the check-in she is expected to press is late at `now`. */
export const isLate = (next: { dueAt: string } | null, now: Date) =>
  next !== null && new Date(next.dueAt).getTime() < now.getTime();
