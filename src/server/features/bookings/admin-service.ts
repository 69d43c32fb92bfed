import type { z } from 'zod';
import {
  type BookingStatus,
  canArchive,
  canDelete,
  canMove,
  hasReceivedMoney,
  paymentStatusAfter,
  statusAfterMove,
} from '../../../shared/booking-status';
import type { CancelledBy } from '../../../shared/cancellation-policy';
import type { AdminBooking } from '../../../shared/schemas/admin-booking';
import type { User } from '../../../shared/schemas/auth';
import type { confirmDepositInputSchema } from '../../../shared/schemas/ledger';
import { isUuid } from '../../../shared/uuid';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../http/errors';
import type { Audit } from '../audit';
import type { BookingFilter } from './admin-query';
import {
  addBookingNote,
  type BookingListQuery,
  countAdminBookings,
  deleteBookingIfStatus,
  exportAdminBookings,
  findAdminBooking,
  listAdminBookings,
  moveBooking,
} from './admin-repository';
import type { BookingNotifier } from './service';

/** What staff say of the deposit that arrived (the panel prefills the amount). */
type DepositInput = z.infer<typeof confirmDepositInputSchema>;

/** Who made a change: the signed-in staff member. */
type Actor = Pick<User, 'id' | 'email' | 'firstName'>;

const bookingNotFound = () => notFound('Booking not found');
const conflict = (message: string) => new HttpError(409, message, 'INVALID_TRANSITION');
const changedMeanwhile = () => conflict('The booking was changed by someone else just now; reload and try again');

/** The booking team's actions, each checked against the status table in src/shared/booking-status.ts. */
export function createAdminBookingService({
  db,
  now,
  notifier,
  ledger,
  cancellations,
}: {
  db: Database;
  now: () => Date;
  notifier: BookingNotifier;
  /** Records a cancellation and its refund in the move's transaction (features/ledger). */
  cancellations: {
    record(
      tx: Database,
      id: string,
      input: { cancelledBy: CancelledBy; reason: string | null },
      at: Date,
      by: string,
    ): Promise<number>;
  };
  /** The ledger (features/ledger), which records the deposit and confirms the booking. */
  ledger: {
    confirmDeposit(
      id: string,
      input: NonNullable<DepositInput>,
      by: { id: string; label: string },
      audit: Audit,
    ): Promise<unknown>;
  };
}) {
  async function load(id: string, tx: Database = db): Promise<AdminBooking> {
    const booking = isUuid(id) ? await findAdminBooking(tx, id, now()) : null;
    if (!booking) throw bookingNotFound();
    return booking;
  }

  async function move(
    id: string,
    allowed: (b: AdminBooking) => boolean,
    target: BookingStatus | ((b: AdminBooking) => BookingStatus),
    {
      user,
      audit,
      payment,
      within,
    }: {
      user: Actor;
      audit: Audit;
      payment?: string;
      /** More to do in the move's transaction (a cancellation's refund); its answer is returned beside the booking. */
      within?: (tx: Database, at: Date) => Promise<number>;
    },
  ): Promise<AdminBooking & { refundDue?: number }> {
    const booking = await load(id);
    const to = typeof target === 'function' ? target(booking) : target;
    if (!allowed(booking)) {
      throw conflict(
        to === 'depositPending' && hasReceivedMoney(booking.paymentStatus)
          ? 'The deposit for this booking is already paid; it is not asked for again'
          : `A booking that is ${booking.status} cannot be moved to ${to}`,
      );
    }
    // The move, the messages it causes and its audit row commit together, or none does.
    const at = now();
    return db.transaction(async (tx) => {
      const done = await moveBooking(tx, id, booking.status, {
        status: to,
        paymentStatus: payment ?? paymentStatusAfter(to, booking.paymentStatus),
        by: user.email,
        at,
      });
      if (!done) throw changedMeanwhile();
      const refundDue = within ? await within(tx, at) : undefined;
      await notifier.statusChanged(tx, id, booking.status, to, at, booking.statusHistory.length + 1);
      const after = await load(id, tx);
      await audit.record(tx, {
        entityType: 'bookings',
        entityId: id,
        before: booking,
        after: refundDue === undefined ? after : { ...after, refundDue },
      });
      return refundDue === undefined ? after : { ...after, refundDue };
    });
  }

  return {
    list: (query: BookingListQuery = {}) => listAdminBookings(db, query, now()),
    export: (filter: BookingFilter) => exportAdminBookings(db, filter, now()),
    counts: (filter: BookingFilter) => countAdminBookings(db, filter, now()),
    get: (id: string) => load(id),
    /** A staff note; it and its audit row commit together. */
    async addNote(id: string, text: string, user: Actor, audit: Audit) {
      await load(id);
      return db.transaction(async (tx) => {
        const note = await addBookingNote(tx, {
          bookingId: id,
          authorId: user.id,
          authorEmail: user.email,
          text,
          at: now(),
        });
        await audit.record(tx, { entityType: 'booking_notes', entityId: note.id, before: null, after: note });
        return note;
      });
    },
    /** A move of the status table; a reopened booking lands on the status its payment matches. */
    setStatus: (
      id: string,
      to: BookingStatus,
      user: Actor,
      audit: Audit,
      why: { cancelledBy?: CancelledBy | undefined; reason?: string | undefined } = {},
    ) =>
      move(
        id,
        (b) => canMove(b.status, to, b.paymentStatus),
        (b) => statusAfterMove(b.status, to, b.paymentStatus),
        {
          user,
          audit,
          // Cancelling records who and why, and the refund the booking's policy gives.
          within:
            to === 'cancelled'
              ? (tx, at) =>
                  cancellations.record(
                    tx,
                    id,
                    { cancelledBy: why.cancelledBy ?? 'business', reason: why.reason ?? null },
                    at,
                    user.email,
                  )
              : undefined,
        },
      ),
    /**
     * The deposit arrived: its ledger entry is recorded and the booking is confirmed (spec: "the
     * booking becomes confirmed"), also from pending, for a client who paid before being asked.
     */
    async confirmDeposit(id: string, input: DepositInput, user: Actor, audit: Audit) {
      await load(id);
      await ledger.confirmDeposit(id, input ?? {}, { id: user.id, label: user.email }, audit);
      return load(id);
    },
    archive: (id: string, user: Actor, audit: Audit) =>
      move(id, (b) => canArchive(b.status), 'archived', { user, audit }),
    /** Deletes a pending booking that received no money; the webhook hears of it in the same transaction. */
    async remove(id: string, audit: Audit): Promise<void> {
      const booking = await load(id);
      if (!canDelete(booking.status, booking.paymentStatus)) {
        throw conflict(
          hasReceivedMoney(booking.paymentStatus)
            ? 'A booking that received money cannot be deleted; cancel and archive it'
            : `A booking that is ${booking.status} cannot be deleted; archive it`,
        );
      }
      await db.transaction(async (tx) => {
        await notifier.bookingDeleted(tx, id, now());
        if (!(await deleteBookingIfStatus(tx, id, booking.status))) throw changedMeanwhile();
        await audit.record(tx, { entityType: 'bookings', entityId: id, before: booking, after: null });
      });
    },
  };
}
export type AdminBookingService = ReturnType<typeof createAdminBookingService>;
