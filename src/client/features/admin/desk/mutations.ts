import type { CallContext } from '../../../lib/http';
import { adminKeys } from '../shell/admin-keys';
import { type ActionCallbacks, type Answer, useAdminMutation } from '../shell/mutations';
import { bookingsApi } from './api';
import type { BookingRequest } from './booking-actions';

/**
 * A booking move also writes messages (and may end or start overlaps with other bookings); a
 * cancellation may owe a refund.
 */
const BOOKING_READS = [adminKeys.bookings, adminKeys.messages, adminKeys.refundsDue];

function sendBookingRequest(bookingId: string, request: BookingRequest, ctx: CallContext) {
  switch (request.kind) {
    case 'status':
      return bookingsApi.setBookingStatus(bookingId, request.to, request.cancel, ctx);
    case 'confirmDeposit':
      return bookingsApi.confirmDeposit(bookingId, request.deposit, ctx);
    case 'archive':
      return bookingsApi.archiveBooking(bookingId, ctx);
    case 'delete':
      return bookingsApi.deleteBooking(bookingId, ctx);
  }
}

/** Any action of the booking card (a status move, the deposit, archive, delete): they change the same reads. */
export const useBookingAction = <TAction extends { request: BookingRequest }>(
  callbacks: ActionCallbacks<unknown, { bookingId: string; action: TAction }> = {},
) =>
  useAdminMutation(
    ({ bookingId, action }: { bookingId: string; action: TAction }, ctx) =>
      sendBookingRequest(bookingId, action.request, ctx),
    BOOKING_READS,
    callbacks,
  );

/** A staff note on a booking: every booking read (the page, the counts, the open booking) is read again. */
export const useAddBookingNote = (
  callbacks: ActionCallbacks<Answer<typeof bookingsApi.addBookingNote>, { bookingId: string; text: string }> = {},
) => useAdminMutation(bookingsApi.addBookingNote, [adminKeys.bookings], callbacks);
