/** What other features may use of the bookings: the double-booking check (messages name confirmed overlaps). */
export { findBookingConflicts } from './admin-repository';
