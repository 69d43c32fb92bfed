import { canConfirmDeposit } from '../../../shared/booking-status';
import {
  type LedgerKind,
  ledgerTotals,
  type PaymentMethod,
  paymentStatusOf,
  refusal,
  toCents,
  toDollars,
} from '../../../shared/ledger';
import type { Ledger, LedgerEntry } from '../../../shared/schemas/ledger';
import { isUuid } from '../../../shared/uuid';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../http/errors';
import type { Audit } from '../audit';
import { type BookingNotifier, moveBooking } from '../bookings';
import { refundOwedOn } from './cancellation';
import {
  entriesOf,
  findEntry,
  insertEntry,
  type LedgerBooking,
  lockBooking,
  referenceTaken,
  updateBookingMoney,
} from './repository';

/** Who wrote an entry: a staff member, a performer (`performer:<id>`) or the payments mailbox. */
export type Recorder = { id: string | null; label: string };

export type EntryInput = {
  kind: Exclude<LedgerKind, 'reversal'>;
  amount: number;
  method: PaymentMethod;
  reference?: string | undefined;
  at?: string | Date | undefined;
  note?: string | undefined;
};

const bookingNotFound = () => notFound('Booking not found');
const refused = (message: string) => new HttpError(409, message, 'LEDGER_REFUSED');
/** A payment's own date may be a little ahead of the server's clock; a day ahead is a typo. */
const FUTURE_SLACK_MS = 10 * 60_000;

/**
 * Each booking's ledger (decision 035): entries are only ever added, each in one transaction with
 * the booking row locked, the payment status it gives, the move to confirmed a covered deposit
 * makes (as Confirm Deposit Received does, with its e-mails) and the audit row.
 */
export function createLedger({
  db,
  now,
  notifier,
  performerOwed = async () => 0,
}: {
  db: Database;
  now: () => Date;
  notifier: BookingNotifier;
  /** What the booking's performers are still owed for it (features/payouts). */
  performerOwed?: (tx: Database, bookingId: string) => Promise<number>;
}) {
  const totalsOf = (booking: LedgerBooking, entries: LedgerEntry[], owed = 0, refundOwed = 0) =>
    ledgerTotals(entries, {
      basePrice: booking.basePrice,
      cancelled: booking.status === 'cancelled',
      performerShares: owed,
      refundOwed,
    });

  async function locked(tx: Database, bookingId: string) {
    const booking = isUuid(bookingId) ? await lockBooking(tx, bookingId) : null;
    if (!booking) throw bookingNotFound();
    return booking;
  }

  /** Writes the booking's money columns from its entries, and confirms it once its deposit is in. */
  async function follow(tx: Database, booking: LedgerBooking, by: Recorder, at: Date, moveOn: boolean) {
    const entries = await entriesOf(tx, booking.id);
    const totals = totalsOf(booking, entries);
    const deposit = Number(booking.depositAmount);
    const asked = booking.status !== 'pending' || booking.paymentStatus === 'depositPending';
    const paymentStatus = paymentStatusOf(totals, deposit, asked);
    await updateBookingMoney(tx, booking.id, { paymentStatus, total: totals.total, deposit, at });
    const covered = paymentStatus === 'depositPaid' || paymentStatus === 'fullPaid';
    if (moveOn && covered && canConfirmDeposit(booking.status)) {
      const moved = await moveBooking(tx, booking.id, booking.status, {
        status: 'confirmed',
        paymentStatus,
        by: by.label,
        at,
      });
      if (!moved) throw new Error(`booking ${booking.id} changed under its lock`);
      await notifier.statusChanged(tx, booking.id, booking.status, 'confirmed', at, booking.statusHistory.length + 1);
    }
    return { entries, totals, paymentStatus };
  }

  function occurredAt(at: EntryInput['at'], recordedAt: Date): Date {
    const when = at === undefined ? recordedAt : new Date(at);
    if (Number.isNaN(when.getTime())) throw new HttpError(400, 'Enter a valid date and time', 'VALIDATION_ERROR');
    if (when.getTime() > recordedAt.getTime() + FUTURE_SLACK_MS)
      throw new HttpError(400, 'A payment cannot be dated in the future', 'VALIDATION_ERROR');
    return when;
  }

  /** Adds one entry inside the caller's transaction (a receipt matched, a deposit confirmed). */
  async function recordIn(
    tx: Database,
    bookingId: string,
    input: EntryInput,
    by: Recorder,
    { audit, moveOn = true }: { audit: Audit | null; moveOn?: boolean },
  ) {
    const booking = await locked(tx, bookingId);
    const at = now();
    const reference = input.reference?.trim() || null;
    if (reference && (input.kind === 'deposit' || input.kind === 'balance') && (await referenceTaken(tx, reference)))
      throw new HttpError(409, 'A payment with this reference is already recorded', 'DUPLICATE_REFERENCE');
    const before = await entriesOf(tx, bookingId);
    const why = refusal(before, { kind: input.kind, amount: input.amount, reversesId: null }, booking.basePrice);
    if (why) throw refused(why);
    const entry = await insertEntry(tx, {
      bookingId,
      kind: input.kind,
      amount: input.amount,
      method: input.kind === 'adjustment' ? null : input.method,
      reference,
      note: input.note?.trim() || null,
      reversesId: null,
      occurredAt: occurredAt(input.at, at),
      recordedAt: at,
      recordedById: by.id,
      recordedBy: by.label,
    });
    const after = await follow(tx, booking, by, at, moveOn && (input.kind === 'deposit' || input.kind === 'balance'));
    await audit?.record(tx, { entityType: 'ledger_entries', entityId: entry.id, before: null, after: entry });
    return { entry, ...after };
  }

  return {
    recordIn,

    async read(bookingId: string): Promise<Ledger> {
      return db.transaction(async (tx) => {
        const booking = await locked(tx, bookingId);
        const entries = await entriesOf(tx, bookingId);
        const [owed, refundOwed] = [
          await performerOwed(tx, bookingId),
          await refundOwedOn(tx, bookingId, booking.status),
        ];
        return { entries, totals: totalsOf(booking, entries, owed, refundOwed) };
      });
    },

    record: (bookingId: string, input: EntryInput, by: Recorder, audit: Audit) =>
      db.transaction((tx) => recordIn(tx, bookingId, input, by, { audit })),

    /**
     * Confirm Deposit Received: the deposit's entry (the amount still due on the deposit unless
     * staff say otherwise), which must cover the deposit; the booking moves to confirmed.
     */
    async confirmDeposit(
      bookingId: string,
      input: { amount?: number | undefined; method?: PaymentMethod | undefined; reference?: string | undefined },
      by: Recorder,
      audit: Audit,
    ) {
      return db.transaction(async (tx) => {
        const booking = await locked(tx, bookingId);
        if (!canConfirmDeposit(booking.status))
          throw new HttpError(
            409,
            `A booking that is ${booking.status} cannot be moved to confirmed`,
            'INVALID_TRANSITION',
          );
        const paid = totalsOf(booking, await entriesOf(tx, bookingId)).paid;
        const owed = toDollars(Math.max(0, toCents(booking.depositAmount) - toCents(paid)));
        const amount = input.amount ?? owed;
        if (amount <= 0 || toCents(amount) < toCents(owed))
          throw refused(`The deposit still due is $${owed.toFixed(2)}; record a smaller amount as a payment instead`);
        return recordIn(
          tx,
          bookingId,
          { kind: 'deposit', amount, method: input.method ?? 'cashapp', reference: input.reference },
          by,
          { audit },
        );
      });
    },

    /** Undoes an entry by a reversal naming it; a reversal is never reversed, an entry only once. */
    async reverse(entryId: string, reason: string, by: Recorder, audit: Audit) {
      const target = isUuid(entryId) ? await findEntry(db, entryId) : null;
      if (!target) throw notFound('Payment not found');
      return db.transaction(async (tx) => {
        const booking = await locked(tx, target.bookingId);
        const before = await entriesOf(tx, target.bookingId);
        const amount = Number(target.amount);
        const why = refusal(before, { kind: 'reversal', amount, reversesId: target.id }, booking.basePrice);
        if (why) throw refused(why);
        const at = now();
        const entry = await insertEntry(tx, {
          bookingId: target.bookingId,
          kind: 'reversal',
          amount,
          method: target.method,
          reference: target.reference,
          note: reason.trim(),
          reversesId: target.id,
          occurredAt: at,
          recordedAt: at,
          recordedById: by.id,
          recordedBy: by.label,
        });
        const after = await follow(tx, booking, by, at, false);
        await audit.record(tx, { entityType: 'ledger_entries', entityId: entry.id, before: null, after: entry });
        return { entry, ...after };
      });
    },
  };
}
export type LedgerService = ReturnType<typeof createLedger>;
