/**
 * What other features may use of the bookings: the double-booking check (messages name confirmed
 * overlaps), and the compare-and-set move with its notifier (the ledger confirms a paid booking).
 */
export { findBookingConflicts, moveBooking } from './admin-repository';
export type { BookingNotifier } from './service';
