/** Booking and payment statuses (docs/product.md, Statuses). */
export const BOOKING_STATUSES = [
  'pending',
  'depositPending',
  'depositPaid',
  'confirmed',
  'cancelled',
  'archived',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const isBookingStatus = (s: string): s is BookingStatus => (BOOKING_STATUSES as readonly string[]).includes(s);

export const PAYMENT_STATUSES = ['unpaid', 'pending', 'depositPending', 'depositPaid', 'fullPaid'] as const;

type BadgeColor = 'green' | 'blue' | 'yellow' | 'orange' | 'red' | 'gray';

type Badge = { label: string; color: BadgeColor };
/**
 * The confirmation page's status badges (docs/product.md): one per status, so a new status fails
 * tsc here until it has one. archived has no words of its own: the spec shows it raw in gray.
 */
const STATUS_BADGES: Record<BookingStatus, Badge> = {
  confirmed: { label: 'Confirmed', color: 'green' },
  depositPaid: { label: 'Deposit Paid', color: 'blue' },
  depositPending: { label: 'Awaiting Deposit', color: 'yellow' },
  pending: { label: 'Pending', color: 'orange' },
  cancelled: { label: 'Cancelled', color: 'red' },
  archived: { label: 'archived', color: 'gray' },
};

/** The confirmation page's status badge; a value that is no status (stored data) is shown raw in gray. */
export function statusBadge(status: string): Badge {
  return isBookingStatus(status) ? STATUS_BADGES[status] : { label: status, color: 'gray' };
}

/** Payment statuses that still call for the deposit: the payment card shows and Cash App opens. */
export function awaitsDeposit(paymentStatus: string): boolean {
  return paymentStatus === 'pending' || paymentStatus === 'depositPending' || paymentStatus === 'unpaid';
}

/** Money is in: the deposit (or the whole amount) was received. Nothing asks for it again or deletes it. */
export const hasReceivedMoney = (paymentStatus: string) =>
  paymentStatus === 'depositPaid' || paymentStatus === 'fullPaid';

/**
 * The admin actions of docs/product.md, Statuses as one table. PUT status may only make these moves;
 * confirm-deposit, archive and delete have their own rows. Anything else is a 409. The payment
 * narrows it (canMove, canDelete): money received is never asked for again, and never deleted.
 */
export const STATUS_MOVES: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ['depositPending', 'cancelled'],
  depositPending: ['cancelled'],
  depositPaid: ['confirmed', 'cancelled'],
  confirmed: ['cancelled'],
  cancelled: ['pending'],
  archived: [],
};
/** A pending client may pay at once: staff record it without sending "please pay" first. */
const CONFIRM_DEPOSIT_FROM: readonly BookingStatus[] = ['pending', 'depositPending'];
const ARCHIVE_FROM: readonly BookingStatus[] = ['depositPending', 'depositPaid', 'confirmed', 'cancelled'];
const DELETE_FROM: readonly BookingStatus[] = ['pending'];

export const canMove = (from: string, to: string, paymentStatus: string) =>
  isBookingStatus(from) &&
  isBookingStatus(to) &&
  STATUS_MOVES[from].includes(to) &&
  !(to === 'depositPending' && hasReceivedMoney(paymentStatus));
export const canConfirmDeposit = (from: string) => isBookingStatus(from) && CONFIRM_DEPOSIT_FROM.includes(from);
export const canArchive = (from: string) => isBookingStatus(from) && ARCHIVE_FROM.includes(from);
export const canDelete = (from: string, paymentStatus: string) =>
  isBookingStatus(from) && DELETE_FROM.includes(from) && !hasReceivedMoney(paymentStatus);

/**
 * Where a move lands. Reopening (cancelled → pending) a booking whose deposit is in lands on
 * depositPaid: the money is kept and shown, and the team confirms again with Confirm Booking once
 * the performers are checked (their time was free while it was cancelled), which sends the
 * calendar update. Every other move lands where it was asked to.
 */
export function statusAfterMove(from: string, to: BookingStatus, paymentStatus: string): BookingStatus {
  return from === 'cancelled' && to === 'pending' && hasReceivedMoney(paymentStatus) ? 'depositPaid' : to;
}

/** Payment status that goes with a status move (asking for the deposit makes it due). */
export function paymentStatusAfter(to: BookingStatus, current: string): string {
  return to === 'depositPending' ? 'depositPending' : current;
}

/**
 * Whether a booking in each status holds its performers' time: a new booking that overlaps one
 * that does is a conflict, and the staff calendar shows it. A new status must say which it is.
 */
const HOLDS_TIME = {
  pending: true,
  depositPending: true,
  depositPaid: true,
  confirmed: true,
  cancelled: false,
  archived: false,
} as const satisfies Record<BookingStatus, boolean>;
export type ActiveStatus = { [S in BookingStatus]: (typeof HOLDS_TIME)[S] extends true ? S : never }[BookingStatus];
/** The statuses that hold their performers' time, in the order of BOOKING_STATUSES. */
export const ACTIVE_STATUSES: readonly ActiveStatus[] = BOOKING_STATUSES.filter(
  (s): s is ActiveStatus => HOLDS_TIME[s],
);
export const isActiveStatus = (s: string): s is ActiveStatus => isBookingStatus(s) && HOLDS_TIME[s];
/** Minutes kept free around each booking for travel and set-up when looking for conflicts. */
export const CONFLICT_BUFFER_MINUTES = 60;

/** The confirmation page's stage, from the booking's status (its heading and "What's Next" follow it). */
export type BookingStage = 'received' | 'awaitingDeposit' | 'depositPaid' | 'confirmed' | 'cancelled' | 'archived';
const STAGES: Record<BookingStatus, BookingStage> = {
  pending: 'received',
  depositPending: 'awaitingDeposit',
  depositPaid: 'depositPaid',
  confirmed: 'confirmed',
  cancelled: 'cancelled',
  archived: 'archived',
};
/** A value that is no status (stored data) reads as a request received. */
export function bookingStage(status: string): BookingStage {
  return isBookingStatus(status) ? STAGES[status] : 'received';
}
