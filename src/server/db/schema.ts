import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Locale } from '../../shared/locale';
import type { StaffRole } from '../../shared/schemas/auth';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const textList = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

/** Service areas and event types use readable ids (the slug of their name) so URLs stay short. */
export const serviceAreas = pgTable('service_areas', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  createdAt: createdAt(),
});

export const eventTypes = pgTable('event_types', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  createdAt: createdAt(),
});

export const performers = pgTable(
  'performers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    hourlyRate: numeric('hourly_rate', { precision: 10, scale: 2 }),
    appearanceFee: numeric('appearance_fee', { precision: 10, scale: 2 }),
    specialties: textList('specialties'),
    photos: textList('photos'),
    gender: text('gender'),
    ageRange: text('age_range'),
    height: text('height'),
    bodyType: text('body_type'),
    hairColor: text('hair_color'),
    eyeColor: text('eye_color'),
    ethnicity: text('ethnicity'),
    danceStyles: textList('dance_styles'),
    musicPreferences: textList('music_preferences'),
    availability: text('availability'),
    eveningOnly: boolean('evening_only').notNull().default(false),
    weekendsOnly: boolean('weekends_only').notNull().default(false),
    unavailableDates: date('unavailable_dates', { mode: 'string' }).array().notNull().default(sql`'{}'::date[]`),
    /** Derived from hourly_rate on every save; stored so the bucket filter can use an index. */
    hourlyRateRange: text('hourly_rate_range'),
    appearanceFeeRange: text('appearance_fee_range'),
    isActive: boolean('is_active').notNull().default(true),
    featured: boolean('featured').notNull().default(false),
    rating: real('rating'),
    /** Count of booking requests naming this performer: the 'popular' sort. */
    bookingCount: integer('booking_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('performers_slug_key').on(t.slug),
    index('performers_active_rating_idx').on(t.isActive, t.rating.desc().nullsLast()),
    index('performers_active_rate_idx').on(t.isActive, t.hourlyRate),
    index('performers_active_created_idx').on(t.isActive, t.createdAt.desc()),
    index('performers_featured_idx').on(t.featured).where(sql`${t.featured} and ${t.isActive}`),
    index('performers_dance_styles_idx').using('gin', t.danceStyles),
    index('performers_music_idx').using('gin', t.musicPreferences),
  ],
);

export const performerServiceAreas = pgTable(
  'performer_service_areas',
  {
    performerId: uuid('performer_id')
      .notNull()
      .references(() => performers.id, { onDelete: 'cascade' }),
    serviceAreaId: text('service_area_id')
      .notNull()
      .references(() => serviceAreas.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.performerId, t.serviceAreaId] }),
    index('performer_service_areas_area_idx').on(t.serviceAreaId),
  ],
);

export const performerEventTypes = pgTable(
  'performer_event_types',
  {
    performerId: uuid('performer_id')
      .notNull()
      .references(() => performers.id, { onDelete: 'cascade' }),
    eventTypeId: text('event_type_id')
      .notNull()
      .references(() => eventTypes.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.performerId, t.eventTypeId] }),
    index('performer_event_types_type_idx').on(t.eventTypeId),
  ],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** What a staff member may do (decision 028): 'owner' everything, 'agent' no deletes of performers. */
    role: text('role').$type<StaffRole>().notNull().default('agent'),
    createdAt: createdAt(),
    /** Base32 TOTP secret; set while enrolling, in force once totpEnabledAt is set. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last 30-second step a code was accepted for: a code is good once (no replay). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

/** Ten one-time recovery codes per TOTP enrolment; only their SHA-256 is stored. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * An owner's invitation to join the staff (features/staff): the link in its e-mail carries a
 * token of which only the SHA-256 is kept; good for 72 hours and once.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedById: uuid('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as written: the inviting account may be removed later. */
    invitedByEmail: text('invited_by_email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set once, when the link is used; a used link opens nothing. */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** Set when an owner withdraws it, or sends a new one to the same address. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_invitations_email_idx').on(sql`lower(${t.email})`)],
);

/** WebAuthn credentials (passkeys) of staff accounts. */
export const passkeys = pgTable(
  'passkeys',
  {
    /** The credential id, base64url. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/**
 * Short-lived sign-in state shared by every instance: the second step after a password
 * ('mfa'), and WebAuthn challenges ('passkey-register', 'passkey-login'). The browser holds a
 * random token; only its SHA-256 is stored.
 */
export const authChallenges = pgTable(
  'auth_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    challenge: text('challenge'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('auth_challenges_expires_idx').on(t.expiresAt)],
);

/** The session token itself never touches the database: only its SHA-256 hash does. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

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

/**
 * One-time permissions to upload one photo (spec: POST /api/admin/photos/upload answers an
 * upload URL). Short-lived, single-use; only the token's hash is stored.
 */
export const uploadTickets = pgTable('upload_tickets', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Set when the bytes arrive; a second PUT is refused. */
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
  /** Set when the photo is processed into variants; the ticket cannot be used again. */
  processedAt: timestamp('processed_at', { withTimezone: true }),
});

/**
 * One row, bumped by triggers on every change to what public pages show (performers, their links,
 * areas, event types): server-rendered pages are cached per version, so no page outlives a change.
 */
export const catalogVersion = pgTable('catalog_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

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
    /** One message per cause: a second attempt to queue the same one is a no-op. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    channel: text('channel').notNull().$type<'email' | 'webhook'>(),
    kind: text('kind').notNull(),
    /** The booking it is about; kept (as null) when the booking is deleted. */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    bookingReference: text('booking_reference'),
    /** E-mail: the addresses, comma-separated. Webhook: the URL. */
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** E-mail attachments, content included (a few kB of calendar data). */
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; content: string }[]>()
      .notNull()
      .default([]),
    status: text('status').notNull().default('queued').$type<'queued' | 'sent' | 'failed' | 'logged' | 'skipped'>(),
    tries: integer('tries').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_booking_idx').on(t.bookingId),
    index('messages_created_idx').on(t.createdAt.desc()),
    index('messages_status_idx').on(t.status),
  ],
);
