import { randomBytes } from 'node:crypto';
import { businessDay } from '../../../shared/business-day';
import { addDays, bookingReference } from '../../../shared/event-time';
import { type Locale, localizedPath } from '../../../shared/locale';
import { REVIEW_LINK_DAYS } from '../../../shared/reviews';
import {
  type AdminReview,
  REVIEW_MESSAGES,
  type ReviewInput,
  type ReviewModeration,
} from '../../../shared/schemas/review';
import { isUuid } from '../../../shared/uuid';
import { bumpCatalogVersion } from '../../db/catalog-version';
import type { Database } from '../../db/client';
import type { ReviewState } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import type { Tx } from '../../jobs/queue';
import { hashToken } from '../../token-hash';
import type { Audit } from '../audit';
import {
  bookingsToInvite,
  findReview,
  insertInvitation,
  isPublicPerformer,
  listReviews,
  moderateReview,
  publishedReviewsOf,
  submitReview,
} from './repository';

/** What the review invitation needs: the booking it follows, and the link with its token. */
export type ReviewInvitationFacts = {
  bookingId: string;
  reference: string;
  locale: Locale;
  clientName: string;
  clientEmail: string;
  eventDate: string | null;
  /** `/review#<token>` (under `/es` for a Spanish booking): the token is in the fragment, never in a server log. */
  link: string;
};

const DAY = 24 * 3600_000;
/**
 * How far back the daily sweep looks: a booking whose day passed while no instance ran the sweep
 * is still invited at the next one, within a week (later, the client has moved on).
 */
const CATCH_UP_DAYS = 7;

export type ReviewMailer = { reviewInvited(tx: Tx, facts: ReviewInvitationFacts): Promise<void> };

type ReviewDeps = { db: Database; now: () => Date; publicUrl: string; mailer: ReviewMailer };

/** A member of staff as the review keeps them: by e-mail (the account may be removed later). */
export type Moderator = { email: string };

const gone = () => new HttpError(410, REVIEW_MESSAGES.gone, 'LINK_GONE');

/** What staff changes and the audit log keeps of a review (the text stays with the review). */
const moderationState = (r: AdminReview) => ({
  state: r.state,
  moderatedBy: r.moderatedBy,
  moderationReason: r.moderationReason,
});

/** Reviews from real bookings (issue 31, decision 040). */
export function createReviews({ db, now, publicUrl, mailer }: ReviewDeps) {
  /** The review page in the booking's language, with the token in the fragment (never sent in a URL). */
  const linkOf = (locale: Locale, token: string) => `${publicUrl}${localizedPath(locale, '/review')}#${token}`;

  return {
    /**
     * The daily invitation sweep (10:00 South Florida time): each booking that took place before
     * today, within the last week, gets its review row with a fresh token (only its SHA-256 is
     * kept) and the client's e-mail, in one transaction. The booking's unique review row makes it
     * once, however often the sweep runs and on however many instances. Answers how many it invited.
     */
    async sweep(): Promise<number> {
      const at = now();
      const today = businessDay(at).date;
      let invited = 0;
      for (const booking of await bookingsToInvite(db, today, addDays(today, -CATCH_UP_DAYS))) {
        const token = randomBytes(32).toString('base64url');
        const made = await db.transaction(async (tx) => {
          const inserted = await insertInvitation(tx, {
            bookingId: booking.id,
            tokenHash: hashToken(token),
            expiresAt: new Date(at.getTime() + REVIEW_LINK_DAYS * DAY),
            createdAt: at,
          });
          if (!inserted) return false;
          await mailer.reviewInvited(tx, {
            bookingId: booking.id,
            reference: bookingReference(booking.id),
            locale: booking.locale,
            clientName: booking.clientName,
            clientEmail: booking.clientEmail,
            eventDate: booking.eventDate,
            link: linkOf(booking.locale, token),
          });
          return true;
        });
        if (made) invited += 1;
      }
      return invited;
    },

    /** POST /api/reviews: stored as submitted for staff to publish; a used, expired or unknown link is 410. */
    async submit(input: ReviewInput & { text: string }): Promise<void> {
      const at = now();
      const stored = await db.transaction(async (tx) =>
        submitReview(tx, hashToken(input.token), { stars: input.stars, text: input.text, locale: input.locale }, at),
      );
      if (!stored) throw gone();
    },

    /** GET /api/performers/{id}/reviews: her published reviews, newest first; 404 for no public performer. */
    async published(performerId: string) {
      if (!isUuid(performerId) || !(await isPublicPerformer(db, performerId))) throw notFound('Performer not found');
      return publishedReviewsOf(db, performerId);
    },

    list: (state: ReviewState | undefined) => listReviews(db, state),

    /**
     * PUT /api/admin/reviews/{id}: publish, or hide with a reason, audited with the request. The
     * public pages follow at once (the catalogue version moves when what they show changes).
     */
    async moderate(id: string, input: ReviewModeration, by: Moderator, audit: Audit): Promise<AdminReview> {
      const before = isUuid(id) ? await findReview(db, id) : null;
      if (!before) throw notFound('Review not found');
      if (before.state === 'invited') throw new HttpError(409, 'This review has not been written yet', 'NOT_WRITTEN');
      const state = input.published ? 'published' : 'hidden';
      const reason = input.reason?.trim() || null;
      return db.transaction(async (tx) => {
        if (!(await moderateReview(tx, id, { state, reason, by: by.email, at: now() }))) {
          throw new HttpError(409, 'This review has not been written yet', 'NOT_WRITTEN');
        }
        if ((before.state === 'published') !== (state === 'published')) await bumpCatalogVersion(tx);
        const after = await findReview(tx, id);
        if (!after) throw notFound('Review not found');
        await audit.record(tx, {
          entityType: 'reviews',
          entityId: id,
          before: moderationState(before),
          after: moderationState(after),
        });
        return after;
      });
    },
  };
}
export type Reviews = ReturnType<typeof createReviews>;
