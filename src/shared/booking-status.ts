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

export const PAYMENT_STATUSES = ['unpaid', 'pending', 'depositPending', 'depositPaid', 'fullPaid'] as const;

export type BadgeColor = 'green' | 'blue' | 'yellow' | 'orange' | 'red' | 'gray';

/** The confirmation page's status badge; anything else is shown raw in gray. */
export function statusBadge(status: string): { label: string; color: BadgeColor } {
  switch (status) {
    case 'confirmed':
      return { label: 'Confirmed', color: 'green' };
    case 'depositPaid':
      return { label: 'Deposit Paid', color: 'blue' };
    case 'depositPending':
      return { label: 'Awaiting Deposit', color: 'yellow' };
    case 'pending':
      return { label: 'Pending', color: 'orange' };
    case 'cancelled':
      return { label: 'Cancelled', color: 'red' };
    default:
      return { label: status, color: 'gray' };
  }
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

const isStatus = (s: string): s is BookingStatus => (BOOKING_STATUSES as readonly string[]).includes(s);

export const canMove = (from: string, to: string, paymentStatus: string) =>
  isStatus(from) &&
  isStatus(to) &&
  STATUS_MOVES[from].includes(to) &&
  !(to === 'depositPending' && hasReceivedMoney(paymentStatus));
export const canConfirmDeposit = (from: string) => isStatus(from) && CONFIRM_DEPOSIT_FROM.includes(from);
export const canArchive = (from: string) => isStatus(from) && ARCHIVE_FROM.includes(from);
export const canDelete = (from: string, paymentStatus: string) =>
  isStatus(from) && DELETE_FROM.includes(from) && !hasReceivedMoney(paymentStatus);

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

/** Bookings that hold their performers' time: a new booking that overlaps one of these is a conflict. */
export const ACTIVE_STATUSES: readonly BookingStatus[] = ['pending', 'depositPending', 'depositPaid', 'confirmed'];
export const isActiveStatus = (s: string) => isStatus(s) && ACTIVE_STATUSES.includes(s);
/** Minutes kept free around each booking for travel and set-up when looking for conflicts. */
export const CONFLICT_BUFFER_MINUTES = 60;

/** The confirmation page's stage, from the booking's status (its heading and "What's Next" follow it). */
export type BookingStage = 'received' | 'awaitingDeposit' | 'depositPaid' | 'confirmed' | 'cancelled' | 'archived';
export function bookingStage(status: string): BookingStage {
  switch (status) {
    case 'depositPending':
      return 'awaitingDeposit';
    case 'depositPaid':
    case 'confirmed':
    case 'cancelled':
    case 'archived':
      return status;
    default:
      return 'received';
  }
}
