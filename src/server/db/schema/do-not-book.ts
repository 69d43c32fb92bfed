import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DoNotBookKind } from '../../../shared/schemas/do-not-book';
import type { ClientRatingTag } from '../../../shared/schemas/portal';
import { bookings } from './bookings';
import { performers } from './catalogue';
import { createdAt, textList } from './columns';
import { users } from './staff';

/*
 * The do-not-book list and the performers' private ratings of clients (issue 30, decision 037).
 * No column holds a phone, an e-mail or an address: an entry is an HMAC-SHA256 of the normalised
 * identifier under a key kept apart from this table, and its last characters for staff to read.
 */

export const doNotBookEntries = pgTable(
  'do_not_book_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<DoNotBookKind>().notNull(),
    /** Hex HMAC-SHA256 of "kind:normalised value" (features/do-not-book/identifiers.ts). */
    valueHash: text('value_hash').notNull(),
    /** The normalised value's last 4 characters (an e-mail's before the @), for display. */
    hint: text('hint').notNull(),
    reason: text('reason').notNull(),
    addedById: uuid('added_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as written: the account may be removed later. */
    addedByEmail: text('added_by_email').notNull(),
    reviewOn: date('review_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('do_not_book_entries_hash_key').on(t.kind, t.valueHash),
    check('do_not_book_entries_kind', sql`${t.kind} in ('phone', 'email', 'address')`),
  ],
);

/** A booking that matched an entry when it was made; goes with the entry when an owner deletes it. */
export const doNotBookMatches = pgTable(
  'do_not_book_matches',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => doNotBookEntries.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.entryId] }), index('do_not_book_matches_entry_idx').on(t.entryId)],
);

/** A performer's private rating of a booking's client: once per booking and performer, never shown to the client. */
export const clientRatings = pgTable(
  'client_ratings',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    performerId: uuid('performer_id')
      .notNull()
      .references(() => performers.id, { onDelete: 'cascade' }),
    stars: integer('stars').notNull(),
    tags: textList('tags').$type<ClientRatingTag[]>(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.performerId] }),
    check('client_ratings_stars', sql`${t.stars} between 1 and 5`),
  ],
);

/** A low rating proposed to the owners as a do-not-book entry: pending until one accepts or dismisses it. */
export const doNotBookProposals = pgTable(
  'do_not_book_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id').notNull(),
    performerId: uuid('performer_id').notNull(),
    state: text('state').$type<'pending' | 'accepted' | 'dismissed'>().notNull().default('pending'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByEmail: text('decided_by_email'),
  },
  (t) => [
    // The rating it came from: one proposal per rating, gone with it.
    uniqueIndex('do_not_book_proposals_rating_key').on(t.bookingId, t.performerId),
    foreignKey({
      name: 'do_not_book_proposals_rating_fk',
      columns: [t.bookingId, t.performerId],
      foreignColumns: [clientRatings.bookingId, clientRatings.performerId],
    }).onDelete('cascade'),
    index('do_not_book_proposals_state_idx').on(t.state, t.createdAt),
  ],
);
