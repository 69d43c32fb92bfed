import { and, desc, eq, exists, gt, isNull, sql } from 'drizzle-orm';
import { businessDay } from '../../../shared/business-day';
import { bookingReference } from '../../../shared/event-time';
import type { Locale } from '../../../shared/locale';
import type { AdminReview, PublicReview } from '../../../shared/schemas/review';
import type { Database } from '../../db/client';
import { bookingPerformers, bookings, performers, type ReviewState, reviews } from '../../db/schema';

const r = reviews;
const b = bookings;

/** The month a review was written, South Florida time ("2026-11"). */
const monthOf = (at: Date) => businessDay(at).date.slice(0, 7);
const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

/**
 * Bookings that took place (confirmed, or archived straight from confirmed; the same rule as the
 * client signals, decision 037) on a day from `since` to before `today`, with no review row yet.
 * What the invitation sweep makes rows for.
 */
export async function bookingsToInvite(db: Database, today: string, since: string) {
  return db
    .select({
      id: b.id,
      locale: b.locale,
      clientName: b.clientName,
      clientEmail: b.clientEmail,
      eventDate: b.eventDate,
    })
    .from(b)
    .where(
      and(
        sql`${b.eventDate} < ${today} and ${b.eventDate} >= ${since}`,
        sql`(${b.status} = 'confirmed' or (${b.status} = 'archived' and ${b.statusHistory} -> -1 ->> 'from' = 'confirmed'))`,
        sql`not exists (select 1 from ${r} where ${r.bookingId} = ${b.id})`,
      ),
    )
    .orderBy(b.eventDate, b.id);
}

/** Makes the invitation's row; false when the booking has one already (another sweep made it). */
export async function insertInvitation(
  tx: Database,
  row: { bookingId: string; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<boolean> {
  const made = await tx
    .insert(r)
    .values({ ...row, state: 'invited' })
    .onConflictDoNothing({ target: r.bookingId })
    .returning({ id: r.id });
  return made.length > 0;
}

/**
 * Takes the review in, once, in the caller's transaction: one conditional update that also forgets
 * the token's hash, so a second post (or a guess) finds nothing; the signature comes from the
 * booking's client name. Null when the link is unknown, used or expired.
 */
export async function submitReview(
  tx: Database,
  tokenHash: string,
  review: { stars: number; text: string; locale: Locale | undefined },
  at: Date,
): Promise<{ id: string } | null> {
  const [row] = await tx
    .update(r)
    .set({ stars: review.stars, text: review.text, tokenHash: null, state: 'submitted', submittedAt: at })
    .where(and(eq(r.tokenHash, tokenHash), eq(r.state, 'invited'), gt(r.expiresAt, at)))
    .returning({ id: r.id, bookingId: r.bookingId });
  if (!row) return null;
  const [booking] = await tx
    .select({ clientName: b.clientName, locale: b.locale })
    .from(b)
    .where(eq(b.id, row.bookingId));
  await tx
    .update(r)
    .set({ authorName: signature(booking?.clientName ?? ''), locale: review.locale ?? booking?.locale ?? 'en' })
    .where(eq(r.id, row.id));
  return { id: row.id };
}

/** "Maria Gomez" → "Maria G."; "maria" → "Maria"; what the profile signs a review with. */
export function signature(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const capital = (w: string) => w.charAt(0).toLocaleUpperCase('en-US') + w.slice(1);
  const first = words[0] ? capital(words[0]) : '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const initial = last ? `${[...last][0]?.toLocaleUpperCase('en-US')}.` : '';
  return [first, initial].filter(Boolean).join(' ') || 'A client';
}

/** A performer's published reviews, newest first: a review shows on each performer its booking named. */
export async function publishedReviewsOf(db: Database, performerId: string, limit = 100): Promise<PublicReview[]> {
  const rows = await db
    .select({ stars: r.stars, text: r.text, authorName: r.authorName, locale: r.locale, submittedAt: r.submittedAt })
    .from(r)
    .where(
      and(
        eq(r.state, 'published'),
        exists(
          db
            .select({ one: sql`1` })
            .from(bookingPerformers)
            .where(and(eq(bookingPerformers.bookingId, r.bookingId), eq(bookingPerformers.performerId, performerId))),
        ),
      ),
    )
    .orderBy(desc(r.submittedAt), desc(r.id))
    .limit(limit);
  return rows.map((row) => ({
    stars: row.stars ?? 0,
    text: row.text ?? '',
    authorName: row.authorName ?? '',
    month: monthOf(row.submittedAt ?? new Date(0)),
    locale: row.locale ?? 'en',
  }));
}

/** Whether a performer is on the public site (her reviews are not, otherwise). */
export async function isPublicPerformer(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: performers.id })
    .from(performers)
    .where(and(eq(performers.id, id), eq(performers.isActive, true)))
    .limit(1);
  return row !== undefined;
}

/** Drizzle leaves columns of a one-table select unqualified; inside a subquery they must not be. */
const reviewBookingId = sql.raw('"reviews"."booking_id"');
const performerNamesOf = sql<string[]>`coalesce((select array_agg(bp.performer_name order by bp.position)
  from ${bookingPerformers} bp where bp.booking_id = ${reviewBookingId}), '{}')`;

const adminColumns = {
  id: r.id,
  bookingId: r.bookingId,
  performerNames: performerNamesOf,
  state: r.state,
  stars: r.stars,
  text: r.text,
  locale: r.locale,
  authorName: r.authorName,
  expiresAt: r.expiresAt,
  submittedAt: r.submittedAt,
  moderatedAt: r.moderatedAt,
  moderatedBy: r.moderatedBy,
  moderationReason: r.moderationReason,
};
type AdminRow = {
  [K in keyof typeof adminColumns]: K extends 'performerNames'
    ? string[]
    : (typeof r.$inferSelect)[K & keyof typeof r.$inferSelect];
};

const toAdmin = (row: AdminRow): AdminReview => ({
  ...row,
  bookingReference: bookingReference(row.bookingId),
  performerNames: row.performerNames ?? [],
  expiresAt: new Date(row.expiresAt).toISOString(),
  submittedAt: iso(row.submittedAt),
  moderatedAt: iso(row.moderatedAt),
});

/** Staff's list: the reviews in a state (every one but the unanswered invitations by default), newest first. */
export async function listReviews(db: Database, state: ReviewState | undefined): Promise<AdminReview[]> {
  const rows = await db
    .select(adminColumns)
    .from(r)
    .where(state ? eq(r.state, state) : sql`${r.state} <> 'invited'`)
    .orderBy(sql`${r.submittedAt} desc nulls last`, desc(r.createdAt), desc(r.id))
    .limit(500);
  return rows.map(toAdmin);
}

export async function findReview(db: Database, id: string): Promise<AdminReview | null> {
  const [row] = await db.select(adminColumns).from(r).where(eq(r.id, id)).limit(1);
  return row ? toAdmin(row) : null;
}

/** Publishes or hides a review that was written (an unanswered invitation has nothing to show). */
export async function moderateReview(
  tx: Database,
  id: string,
  change: { state: 'published' | 'hidden'; reason: string | null; by: string; at: Date },
): Promise<boolean> {
  const done = await tx
    .update(r)
    .set({ state: change.state, moderationReason: change.reason, moderatedBy: change.by, moderatedAt: change.at })
    .where(and(eq(r.id, id), sql`${r.state} <> 'invited'`, isNull(r.tokenHash)))
    .returning({ id: r.id });
  return done.length > 0;
}
