import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Locale } from '../../../shared/locale';
import { bookings } from './bookings';
import { performers } from './catalogue';
import { createdAt } from './columns';

/*
 * Trust (issue 31): reviews from real bookings and the live photos that verify a gallery.
 */

export const REVIEW_STATES = ['invited', 'submitted', 'published', 'hidden'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/**
 * One review per completed booking. The row is made with the invitation (the link's token hash,
 * single use, 30 days); stars and text arrive when the client posts; staff publish or hide it.
 * A published review shows on the profile of every performer the booking named.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** SHA-256 of the link's token; null once it has been used. */
    tokenHash: text('token_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    state: text('state').$type<ReviewState>().notNull().default('invited'),
    stars: integer('stars'),
    text: text('text'),
    /** The language the client wrote in. */
    locale: text('locale').$type<Locale>(),
    /** How the review is signed on the profile: first name and initial, taken when posted. */
    authorName: text('author_name'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    /** Kept as written: the account may be removed later. */
    moderatedBy: text('moderated_by'),
    moderationReason: text('moderation_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_booking_key').on(t.bookingId),
    uniqueIndex('reviews_token_hash_key').on(t.tokenHash),
    index('reviews_state_idx').on(t.state, t.submittedAt.desc()),
    check('reviews_stars_range', sql`${t.stars} is null or ${t.stars} between 1 and 5`),
  ],
);

/**
 * A live photo she took in the portal holding the code shown on screen; staff compare it with her
 * gallery and decide. The photo is kept in photo storage under `photo_key` until decided.
 */
export const photoVerifications = pgTable(
  'photo_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    performerId: uuid('performer_id')
      .notNull()
      .references(() => performers.id, { onDelete: 'cascade' }),
    /** The code shown on her screen (short, readable). */
    code: text('code').notNull(),
    photoKey: text('photo_key'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    verified: boolean('verified'),
    note: text('note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('photo_verifications_performer_idx').on(t.performerId, t.createdAt.desc()),
    // One open check (not yet decided) per performer: its code is the one on her screen.
    uniqueIndex('photo_verifications_one_open').on(t.performerId).where(sql`${t.decidedAt} is null`),
  ],
);
