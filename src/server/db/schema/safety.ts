import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AlarmKind, AlarmStage, CheckinKind } from '../../../shared/safety';
import { bookings } from './bookings';
import { performers } from './catalogue';
import { users } from './staff';

/*
 * A safe night (issue 30, decision 038): her check-ins, the alarms they and she raise, and the
 * locations she shares for the night. Each belongs to a booking and goes with it.
 */

/** A check-in she pressed. `duress` (an "ok" with her duress PIN) is for staff only, never the portal. */
export const safetyCheckins = pgTable(
  'safety_checkins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    performerId: uuid('performer_id')
      .notNull()
      .references(() => performers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CheckinKind>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    duress: boolean('duress').notNull().default(false),
  },
  (t) => [index('safety_checkins_night_idx').on(t.bookingId, t.performerId, t.at)],
);

/**
 * An alarm at the desk: a missed check-in (or a no-show risk) at its due time, a panic or a silent
 * duress alarm. Unacknowledged after 5 minutes it goes to the owners (`escalated_at`). A missed
 * check-in is raised once per booking, performer, check-in and due time, however many timers fire.
 */
export const safetyAlarms = pgTable(
  'safety_alarms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    performerId: uuid('performer_id')
      .notNull()
      .references(() => performers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AlarmKind>().notNull(),
    stage: text('stage').$type<AlarmStage>().notNull().default('desk'),
    /** The check-in that was missed, and when it was due (missed-checkin and no-show-risk). */
    missedKind: text('missed_kind').$type<CheckinKind>(),
    dueAt: timestamp('due_at', { withTimezone: true }),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull(),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedById: uuid('acknowledged_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as written: the account may be removed later. */
    acknowledgedBy: text('acknowledged_by'),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('safety_alarms_one_per_miss')
      .on(t.bookingId, t.performerId, t.missedKind, t.dueAt)
      .where(sql`${t.missedKind} is not null`),
    index('safety_alarms_open_idx').on(t.raisedAt).where(sql`${t.acknowledgedAt} is null`),
    index('safety_alarms_booking_idx').on(t.bookingId, t.raisedAt),
  ],
);

/** Where she was, while she shared it for the night; deleted 7 days after the booking. */
export const safetyLocations = pgTable(
  'safety_locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    performerId: uuid('performer_id')
      .notNull()
      .references(() => performers.id, { onDelete: 'cascade' }),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    accuracy: doublePrecision('accuracy').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('safety_locations_night_idx').on(t.bookingId, t.performerId, t.at)],
);
