import { eventStart } from './event-time';

/**
 * What the desk and the performers are told about who booked (issue 30, decision 037): never the
 * client. The thresholds are the product's (docs/product.md, Knowing who the client is).
 */

/** A start at or after 23:00, or before 05:00 (South Florida wall-clock time), is a late start. */
const LATE_START_FROM = '23:00';
const LATE_START_UNTIL = '05:00';
/** More guests than this is a large party. */
export const LARGE_PARTY_GUESTS = 30;
/** A request made less than this many hours before the event's start is short notice. */
export const SHORT_NOTICE_HOURS = 24;

/** The risk markers, in the order they are shown. */
export const RISK_MARKERS = ['first-booking', 'late-start', 'large-party', 'short-notice'] as const;
export type RiskMarker = (typeof RISK_MARKERS)[number];

export type ClientSignals = {
  /** The client clicked "Confirm your e-mail" in the first message. */
  emailConfirmed: boolean;
  /** At least one earlier booking by the same e-mail or phone took place. */
  returningClient: boolean;
  /** How many bookings by the same e-mail or phone took place before. */
  completedBefore: number;
  markers: RiskMarker[];
};

export type SignalFacts = {
  eventDate: string | null;
  eventTime: string | null;
  estimatedGuests: number;
  /** When the request was made. */
  createdAt: Date;
  /** Bookings the same e-mail or phone made before this one, whatever became of them. */
  earlierBookings: number;
};

/** "HH:MM" at or after 23:00 or before 05:00. */
export const isLateStart = (time: string | null) =>
  time !== null && (time >= LATE_START_FROM || time < LATE_START_UNTIL);

/** The risk markers of one booking, from what it says and what came before it. */
export function riskMarkers(f: SignalFacts): RiskMarker[] {
  const found = new Set<RiskMarker>();
  if (f.earlierBookings === 0) found.add('first-booking');
  if (isLateStart(f.eventTime)) found.add('late-start');
  if (f.estimatedGuests > LARGE_PARTY_GUESTS) found.add('large-party');
  if (f.eventDate) {
    const hoursAhead = (eventStart(f.eventDate, f.eventTime).getTime() - f.createdAt.getTime()) / 3_600_000;
    if (hoursAhead < SHORT_NOTICE_HOURS) found.add('short-notice');
  }
  return RISK_MARKERS.filter((m) => found.has(m));
}
