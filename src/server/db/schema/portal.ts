import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Locale } from '../../../shared/locale';
import type { OfferState } from '../../../shared/offers';
import { bookings } from './bookings';
import { performers } from './catalogue';
import { createdAt, textList } from './columns';
import { users } from './staff';

/*
 * Performers in the loop (decision 033): what staff keep about how to reach a performer, her
 * account and sessions (apart from staff's), the offers she answers, and push subscriptions.
 * Contact details live in their own table so that no public read of `performers` can carry them,
 * and a change to them does not touch the catalogue's version (public caches stay warm).
 */

/** How staff reach a performer: staff-only, never in a public answer or page. */
export const performerContacts = pgTable(
  'performer_contacts',
  {
    performerId: uuid('performer_id')
      .primaryKey()
      .references(() => performers.id, { onDelete: 'cascade' }),
    email: text('email'),
    phone: text('phone'),
    language: text('language').$type<Locale>().notNull().default('en'),
    /** Her own commission in whole percent; null means the business's COMMISSION_PERCENT. */
    commissionPercent: integer('commission_percent'),
    /** Who staff call for her when an alarm goes unanswered (issue 30): both set, or neither. */
    emergencyContactName: text('emergency_contact_name'),
    emergencyContactPhone: text('emergency_contact_phone'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // She signs in by e-mail: one performer per address, whatever its letter case.
    uniqueIndex('performer_contacts_email_key').on(sql`lower(${t.email})`),
    check('performer_contacts_commission_range', sql`${t.commissionPercent} between 0 and 100`),
    check(
      'performer_contacts_emergency_both',
      sql`(${t.emergencyContactName} is null) = (${t.emergencyContactPhone} is null)`,
    ),
  ],
);

/** A performer who joined from her invitation; staff end her access by deleting the row. */
export const performerAccounts = pgTable('performer_accounts', {
  performerId: uuid('performer_id')
    .primaryKey()
    .references(() => performers.id, { onDelete: 'cascade' }),
  /** What she asked to be called in the portal; her stage name otherwise. */
  firstName: text('first_name'),
  /** Her duress PIN's argon2id hash (issue 30): an "I'm OK" with it raises a silent alarm. */
  duressPinHash: text('duress_pin_hash'),
  joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A performer's passkeys: a table apart from staff's, so a staff sign-in never accepts hers and
 * the portal never accepts theirs. Ending her access (deleting the account) removes them.
 */
export const performerPasskeys = pgTable(
  'performer_passkeys',
  {
    /** The credential id, base64url. */
    id: text('id').primaryKey(),
    performerId: uuid('performer_id')
      .notNull()
      .references(() => performerAccounts.performerId, { onDelete: 'cascade' }),
    /** COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: textList('transports'),
    deviceType: text('device_type').notNull().default('singleDevice'),
    backedUp: boolean('backed_up').notNull().default(false),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('performer_passkeys_performer_idx').on(t.performerId)],
);

export const PERFORMER_TOKEN_PURPOSES = ['invitation', 'sign-in', 'calendar'] as const;
export type PerformerTokenPurpose = (typeof PERFORMER_TOKEN_PURPOSES)[number];

/**
 * Secrets sent to a performer, of which only the SHA-256 is kept: the invitation (72 hours, once),
 * the e-mailed sign-in link (15 minutes, once) and her calendar feed (until revoked).
 */
export const performerTokens = pgTable(
  'performer_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    performerId: uuid('performer_id')
      .notNull()
      .references(() => performers.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<PerformerTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Null for a calendar feed, which lasts until revoked. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Set once, when an invitation or a sign-in link is used, or when anything is revoked. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('performer_tokens_performer_idx').on(t.performerId, t.purpose)],
);

/** A performer's signed-in phone: only the token's hash is kept, as for staff sessions. */
export const performerSessions = pgTable(
  'performer_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    performerId: uuid('performer_id')
      .notNull()
      .references(() => performerAccounts.performerId, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('performer_sessions_performer_idx').on(t.performerId),
    index('performer_sessions_expires_idx').on(t.expiresAt),
  ],
);

/**
 * One booked performer asked to take one booking before a deadline. Sending again makes a new row,
 * so what she was asked and when stays on record; the newest row per booking and performer is the
 * one that counts.
 */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    performerId: uuid('performer_id')
      .notNull()
      .references(() => performers.id, { onDelete: 'cascade' }),
    state: text('state').$type<OfferState>().notNull().default('sent'),
    /** Her share of her line's price after the commission, at the time of the offer. */
    shareAmount: numeric('share_amount', { precision: 10, scale: 2 }).notNull(),
    commissionPercent: integer('commission_percent').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    reason: text('reason'),
  },
  (t) => [
    index('offers_booking_idx').on(t.bookingId, t.performerId, t.sentAt.desc()),
    index('offers_performer_idx').on(t.performerId, t.sentAt.desc()),
    // At most one open offer per booking and performer: a second send withdraws the first.
    uniqueIndex('offers_one_open').on(t.bookingId, t.performerId).where(sql`${t.state} = 'sent'`),
  ],
);

/** A browser that agreed to receive Web Push, for one performer or one staff member. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    performerId: uuid('performer_id').references(() => performerAccounts.performerId, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('push_subscriptions_performer_idx').on(t.performerId),
    index('push_subscriptions_user_idx').on(t.userId),
    check('push_subscriptions_one_owner', sql`(${t.performerId} is null) <> (${t.userId} is null)`),
  ],
);

/** Values the server makes once and keeps (the VAPID key pair when no setting gives one). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
