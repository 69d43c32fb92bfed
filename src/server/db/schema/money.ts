import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LedgerKind, PaymentMethod } from '../../../shared/ledger';
import type { ReceiptReason, ReceiptState } from '../../../shared/receipts';
import { bookings } from './bookings';
import { performers } from './catalogue';
import { users } from './staff';

/*
 * Money (decision 035): each booking's ledger, append-only. A mistake is undone by a reversal
 * entry that names the entry it undoes, never by an update or a delete; the booking's payment
 * status is computed from the entries standing.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A booking with entries cannot be deleted (restrict): money on record stays on record. */
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<LedgerKind>().notNull(),
    /** Dollars; positive, except an adjustment (a discount is negative). A reversal repeats its entry's. */
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    method: text('method').$type<PaymentMethod>(),
    /** Cash App's transaction id or the payment's note; a reversal's or adjustment's reason in `note`. */
    reference: text('reference'),
    note: text('note'),
    reversesId: uuid('reverses_id'),
    /** When the money moved (as staff say, or the receipt's date); recordedAt is when it was written. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    recordedById: uuid('recorded_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as written: a staff e-mail, `performer:<id>` or `mailbox`. */
    recordedBy: text('recorded_by').notNull(),
  },
  (t) => [
    index('ledger_entries_booking_idx').on(t.bookingId, t.recordedAt),
    index('ledger_entries_occurred_idx').on(t.occurredAt),
    index('ledger_entries_reference_idx').on(sql`lower(${t.reference})`),
    // One reversal per entry, whatever the race.
    uniqueIndex('ledger_entries_one_reversal').on(t.reversesId),
    check('ledger_entries_reversal_names_one', sql`(${t.kind} = 'reversal') = (${t.reversesId} is not null)`),
  ],
);

/** Money paid out to a performer for her share of one or more bookings (decision 035). */
export const performerPayouts = pgTable(
  'performer_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    performerId: uuid('performer_id')
      .notNull()
      .references(() => performers.id, { onDelete: 'restrict' }),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    method: text('method').$type<PaymentMethod>().notNull(),
    reference: text('reference'),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    recordedById: uuid('recorded_by_id').references(() => users.id, { onDelete: 'set null' }),
    recordedBy: text('recorded_by').notNull(),
  },
  (t) => [
    index('performer_payouts_performer_idx').on(t.performerId, t.paidAt),
    check('performer_payouts_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Which bookings a payout covers, and how much of her share on each. */
export const payoutBookings = pgTable(
  'payout_bookings',
  {
    payoutId: uuid('payout_id')
      .notNull()
      .references(() => performerPayouts.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.payoutId, t.bookingId] }), index('payout_bookings_booking_idx').on(t.bookingId)],
);

/**
 * Why a booking was cancelled and what it owes back (decisions 034, 035): one row per booking,
 * written again at each cancellation. It counts only while the booking is cancelled (or archived
 * after it): a reopened booking owes no refund.
 */
export const bookingCancellations = pgTable('booking_cancellations', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  cancelledBy: text('cancelled_by').$type<'client' | 'business' | 'performer'>().notNull(),
  reason: text('reason'),
  /** The refund this cancellation gives, by the booking's policy. */
  refundAmount: numeric('refund_amount', { precision: 10, scale: 2 }).notNull(),
  /** Refunds the booking should have in all once it is settled (earlier refunds + this one). */
  refundOwed: numeric('refund_owed', { precision: 10, scale: 2 }).notNull(),
  policyVersion: integer('policy_version').notNull(),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }).notNull(),
  recordedBy: text('recorded_by').notNull(),
});

/*
 * Cash App receipts read from the payments mailbox (decision 036): one row per message, whatever
 * became of it. `message_key` is unique, so the same receipt read twice (a restart mid-poll, two
 * instances) is one row and at most one ledger entry.
 */
export const paymentReceipts = pgTable(
  'payment_receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `mid:<Message-ID>` for a verified receipt, `sha256:<hash of the raw bytes>` otherwise. */
    messageKey: text('message_key').notNull(),
    /** The receipt's own date (its Date header), or when it was read when it has none. */
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
    fromAddress: text('from_address').notNull(),
    /** Dollars as the receipt states them; null when none could be read. */
    amount: numeric('amount', { precision: 10, scale: 2 }),
    sender: text('sender'),
    note: text('note'),
    transactionId: text('transaction_id'),
    /** The raw message, kept as evidence under receipts/ in object storage (never served). */
    storageKey: text('storage_key').notNull(),
    state: text('state').$type<ReceiptState>().notNull(),
    /** Why a receipt was not matched (a code, RECEIPT_REASONS); null once matched. */
    reason: text('reason').$type<ReceiptReason>(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    ledgerEntryId: uuid('ledger_entry_id').references(() => ledgerEntries.id, { onDelete: 'restrict' }),
  },
  (t) => [
    uniqueIndex('payment_receipts_message_key').on(t.messageKey),
    index('payment_receipts_state_idx').on(t.state, t.receivedAt),
    check('payment_receipts_state', sql`${t.state} in ('matched', 'unmatched', 'rejected')`),
  ],
);

/**
 * Where the reading of each mailbox stands: the last UID recorded under its UIDVALIDITY, and a
 * lease so that one poll runs at a time across instances without holding a transaction open.
 */
export const paymentMailboxes = pgTable('payment_mailboxes', {
  /** The mailbox as `user@host/path`, never with its password. */
  id: text('id').primaryKey(),
  uidValidity: text('uid_validity'),
  /** UIDs are unsigned 32-bit numbers: above integer's range. */
  lastUid: bigint('last_uid', { mode: 'number' }).notNull().default(0),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  leaseOwner: text('lease_owner'),
});
