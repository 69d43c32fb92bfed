import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { StaffRole } from '../../../shared/schemas/auth';
import { createdAt, textList } from './columns';

/* Staff accounts and how they sign in: passwords, sessions, second factors, invitations. */

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
 * ('mfa'), and WebAuthn challenges (staff's 'passkey-register', 'passkey-login'; the portal's
 * 'portal-passkey-register', 'portal-passkey-login'). The browser holds a
 * random token; only its SHA-256 is stored.
 */
export const authChallenges = pgTable(
  'auth_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The performer whose passkey is being added ('portal-passkey-register'). No foreign key (the
     * portal's tables depend on this file's): the row lives five minutes and is swept hourly.
     */
    performerId: uuid('performer_id'),
    challenge: text('challenge'),
    /** Wrong codes typed at this code step ('mfa'); the step ends at the fifth. */
    failures: integer('failures').notNull().default(0),
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
