import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { MessageChannel, MessageStatus } from '../../../shared/schemas/message';
import { bookings } from './bookings';
import { createdAt } from './columns';
import { users } from './staff';

/* What running the product keeps: the audit log, rate-limit counts, and the outbox of messages. */

/** Every admin change: who, what, when, and the entity before and after (issue: reliability and security). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** Method and route, e.g. 'PUT /api/admin/bookings/:id/status'. */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_entity_idx').on(t.entityType, t.entityId), index('audit_log_at_idx').on(t.at.desc())],
);

/**
 * Request counts per rate-limit bucket (a route family) and client key, shared by every app
 * instance on PostgreSQL (http/shared-rate-limit.ts). The embedded database keeps them in memory.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key] }), index('rate_limits_window_idx').on(t.windowStart)],
);

/**
 * Failed sign-in steps per account and client address, for the slow-down
 * (features/auth/throttle.ts), shared on PostgreSQL. `accountKey` is 'password:<e-mail>' or
 * 'code:<user id>'; failures decay with time since the last one.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    accountKey: text('account_key').notNull(),
    address: text('address').notNull(),
    failures: integer('failures').notNull(),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountKey, t.address] }), index('login_failures_blocked_idx').on(t.blockedUntil)],
);

/**
 * Every e-mail and webhook call the product makes (the outbox). A row is written in the same
 * transaction as the change that causes it, with a pg-boss job that delivers it; the row keeps
 * what was composed, so staff can read it whether or not it could be sent (features/messages).
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** One message per cause and channel: a second attempt to queue the same one is a no-op. */
    idempotencyKey: text('idempotency_key').notNull(),
    channel: text('channel').notNull().$type<MessageChannel>(),
    kind: text('kind').notNull(),
    /** The booking it is about; kept (as null) when the booking is deleted. */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    bookingReference: text('booking_reference'),
    /** E-mail: the addresses, comma-separated. Webhook: the URL. */
    recipient: text('recipient').notNull(),
    /** E-mail only; null for channels without one. */
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    /** E-mail attachments, content included (a few kB of calendar data). */
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; content: string }[]>()
      .notNull()
      .default([]),
    status: text('status').notNull().default('queued').$type<MessageStatus>(),
    tries: integer('tries').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('messages_channel_key_unique').on(t.channel, t.idempotencyKey),
    index('messages_booking_idx').on(t.bookingId),
    index('messages_created_idx').on(t.createdAt.desc()),
    index('messages_status_idx').on(t.status),
  ],
);

/**
 * Backups the app took or was told about (decision 048): the embedded database's online backups
 * (scheduled daily with BACKUP_DIR, or asked for by an owner), and on PostgreSQL the pg_dump runs
 * an operator records with `db:backup -- --reported <where>`. The System page shows the last one.
 */
export const backups = pgTable(
  'backups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** 'schedule', 'owner' (on demand) or 'reported' (taken outside the app). */
    origin: text('origin').$type<'schedule' | 'owner' | 'reported'>().notNull(),
    /** The owner who asked for it (e-mail), for origin 'owner'. */
    requestedBy: text('requested_by'),
    status: text('status').$type<'queued' | 'done' | 'failed'>().notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The backup's folder name in BACKUP_DIR, or where a reported one is. */
    location: text('location'),
    bytes: bigint('bytes', { mode: 'number' }),
    error: text('error'),
  },
  (t) => [index('backups_requested_at_idx').on(t.requestedAt.desc())],
);

/**
 * The owners' alerts (decision 047): one row per condition watched, mail failing and the job
 * queue behind. The periodic check locks its row, so however many instances check at once, each
 * incident is raised once and cleared once; its messages are keyed by the incident's number.
 */
export const ownerAlerts = pgTable('owner_alerts', {
  kind: text('kind').primaryKey().$type<'mail-failing' | 'queue-behind'>(),
  /** Incidents so far; the current (or last) one's number. */
  incident: integer('incident').notNull().default(0),
  /** When the current incident was raised; null while the condition is clear. */
  raisedAt: timestamp('raised_at', { withTimezone: true }),
  /** When the last incident was cleared. */
  clearedAt: timestamp('cleared_at', { withTimezone: true }),
});
