import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Locale } from '../../../shared/locale';
import { eventTypes, performers, serviceAreas } from './catalogue';
import { createdAt, textList } from './columns';
import { users } from './staff';

/* Bookings, their performer lines and staff notes. */

export type StatusChange = { from: string | null; to: string; by: string; at: string };

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: text('status').notNull().default('pending'),
    paymentStatus: text('payment_status').notNull().default('unpaid'),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email').notNull(),
    clientPhone: text('client_phone'),
    /** The visitor's language when booking ('en' or 'es'): the client's e-mails go out in it. */
    locale: text('locale').$type<Locale>().notNull().default('en'),
    serviceType: text('service_type').notNull(),
    eventDate: date('event_date', { mode: 'string' }),
    eventTime: text('event_time'),
    /** Minutes. */
    eventDuration: integer('event_duration').notNull(),
    eventLocation: text('event_location').notNull().default(''),
    eventTypeId: text('event_type_id').references(() => eventTypes.id, { onDelete: 'set null' }),
    serviceAreaId: text('service_area_id').references(() => serviceAreas.id, { onDelete: 'set null' }),
    estimatedGuests: integer('estimated_guests').notNull().default(0),
    specialRequests: text('special_requests').notNull().default(''),
    preferredDanceStyles: textList('preferred_dance_styles'),
    preferredMusicStyles: textList('preferred_music_styles'),
    totalAmount: numeric('total_amount', { precision: 10, scale: 2 }).notNull(),
    depositAmount: numeric('deposit_amount', { precision: 10, scale: 2 }).notNull(),
    remainingAmount: numeric('remaining_amount', { precision: 10, scale: 2 }).notNull(),
    cashAppLink: text('cash_app_link').notNull(),
    statusHistory: jsonb('status_history').$type<StatusChange[]>().notNull().default([]),
    /**
     * Changes staff made to the event itself (date, time, duration, place, guests, price): added
     * to the status moves for the calendar file's SEQUENCE, so every update outranks the last.
     */
    revision: integer('revision').notNull().default(0),
    /** The cancellation policy in force when it was booked (decision 034): its version, and its words in the booking's language. */
    cancellationPolicyVersion: integer('cancellation_policy_version').notNull().default(1),
    /** Null for bookings made before policies were stored: the default (version 1) was in force. */
    cancellationPolicyText: text('cancellation_policy_text'),
    /**
     * The party rules the client ticked at the wizard's last step (decision 037): their version
     * (shared/party-rules.ts) and when. Null when the request came without them.
     */
    rulesVersion: integer('rules_version'),
    rulesAcceptedAt: timestamp('rules_accepted_at', { withTimezone: true }),
    /**
     * The SHA-256 of the "Confirm your e-mail" link's token (decision 037), until it is used; the
     * token itself is only in the client's first e-mail.
     */
    emailConfirmHash: text('email_confirm_hash'),
    /** When the client clicked "Confirm your e-mail"; null until then. */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The booking desk's sorts (each with the id that breaks ties, so a page is read off the index),
    // its status filter, and the duplicate check (same e-mail, any case, close dates).
    index('bookings_status_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('bookings_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('bookings_event_date_idx').on(t.eventDate, t.eventTime, t.id),
    index('bookings_client_name_idx').on(sql`lower(${t.clientName})`, t.id),
    index('bookings_email_idx').on(sql`lower(${t.clientEmail})`, t.eventDate),
    uniqueIndex('bookings_email_confirm_hash_key').on(t.emailConfirmHash),
    // Returning clients by phone (decision 037): the phone's last ten digits, however it was typed.
    index('bookings_phone_key_idx').on(sql`right(regexp_replace(${t.clientPhone}, '[^0-9]', '', 'g'), 10)`),
  ],
);

/** Staff notes on a booking (the booking desk): never shown to the client. */
export const bookingNotes = pgTable(
  'booking_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as written: the author's account may be removed later. */
    authorEmail: text('author_email').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('booking_notes_booking_idx').on(t.bookingId, t.createdAt)],
);

/** One line per booked performer, with that performer's price frozen at booking time. */
export const bookingPerformers = pgTable(
  'booking_performers',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    performerId: uuid('performer_id').references(() => performers.id, { onDelete: 'set null' }),
    performerName: text('performer_name').notNull(),
    hourlyRate: numeric('hourly_rate', { precision: 10, scale: 2 }),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.position] }),
    index('booking_performers_performer_idx').on(t.performerId),
  ],
);
