import {
  type BookingStatus,
  canArchive,
  canConfirmDeposit,
  canDelete,
  canMove,
  paymentStatusAfter,
} from '../../../shared/booking-status';
import type { AdminBooking } from '../../../shared/schemas/admin-booking';
import type { User } from '../../../shared/schemas/auth';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../http/errors';
import { deleteBookingIfStatus, findAdminBooking, listAdminBookings, moveBooking } from './admin-repository';
import type { BookingNotifier } from './service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const bookingNotFound = () => notFound('Booking not found');
const conflict = (message: string) => new HttpError(409, message, 'INVALID_TRANSITION');

/** The booking team's actions, each checked against the status table in src/shared/booking-status.ts. */
export function createAdminBookingService({
  db,
  now,
  notifier,
}: {
  db: Database;
  now: () => Date;
  notifier: BookingNotifier;
}) {
  async function load(id: string): Promise<AdminBooking> {
    const booking = UUID.test(id) ? await findAdminBooking(db, id) : null;
    if (!booking) throw bookingNotFound();
    return booking;
  }

  async function move(id: string, allowed: (from: string) => boolean, to: BookingStatus, user: User, payment?: string) {
    const booking = await load(id);
    if (!allowed(booking.status)) {
      throw conflict(`A booking that is ${booking.status} cannot be moved to ${to}`);
    }
    // The move and the messages it causes commit together, or neither does.
    const at = now();
    const moved = await db.transaction(async (tx) => {
      const done = await moveBooking(tx, id, booking.status, {
        status: to,
        paymentStatus: payment ?? paymentStatusAfter(to, booking.paymentStatus),
        by: user.email,
        at,
      });
      if (done) await notifier.statusChanged(tx, id, booking.status, to, at);
      return done;
    });
    if (!moved) throw conflict('The booking was changed by someone else just now; reload and try again');
    return load(id);
  }

  return {
    list: () => listAdminBookings(db),
    setStatus: (id: string, to: BookingStatus, user: User) => move(id, (from) => canMove(from, to), to, user),
    /** The deposit arrived: paid, and the booking is confirmed (spec: "the booking becomes confirmed"). */
    confirmDeposit: (id: string, user: User) => move(id, canConfirmDeposit, 'confirmed', user, 'depositPaid'),
    archive: (id: string, user: User) => move(id, canArchive, 'archived', user),
    async remove(id: string): Promise<void> {
      const booking = await load(id);
      if (!canDelete(booking.status))
        throw conflict(`A booking that is ${booking.status} cannot be deleted; archive it`);
      if (!(await deleteBookingIfStatus(db, id, booking.status))) {
        throw conflict('The booking was changed by someone else just now; reload and try again');
      }
    },
  };
}
export type AdminBookingService = ReturnType<typeof createAdminBookingService>;
