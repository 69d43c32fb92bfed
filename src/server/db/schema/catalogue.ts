import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, textList } from './columns';
import { users } from './staff';

/* The catalogue: performers, their areas and event types, photo uploads, and its version. */

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
    /** Spanish bio (issue 31): shown on the Spanish site when set; the English one otherwise. */
    descriptionEs: text('description_es').notNull().default(''),
    /** What the show includes, written by staff in each language (issue 31). */
    showIncludes: text('show_includes').notNull().default(''),
    showIncludesEs: text('show_includes_es').notNull().default(''),
    /** Staff's record that they checked her ID and age: who and when; the document is never stored. */
    idCheckedAt: timestamp('id_checked_at', { withTimezone: true }),
    idCheckedBy: text('id_checked_by'),
    /** When staff last marked her gallery verified against a live photo, and who (kept as written). */
    photosVerifiedAt: timestamp('photos_verified_at', { withTimezone: true }),
    photosVerifiedBy: text('photos_verified_by'),
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
