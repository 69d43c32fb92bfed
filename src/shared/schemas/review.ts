import { z } from 'zod';
import { REQUEST_BREAKS } from '../booking-rules';
import { hasHiddenChars } from '../control-chars';
import { LOCALES } from '../locale';
import { REVIEW_TEXT_MAX, REVIEW_TOKEN } from '../reviews';

/*
 * Reviews from real bookings (issue 31, decision 040): the client's link is single use and lasts
 * 30 days; staff publish or hide each review; the profile shows the published ones.
 */

const REVIEW_STATES = ['invited', 'submitted', 'published', 'hidden'] as const;

export const REVIEW_MESSAGES = {
  token: 'This link is incomplete. Open it again from the e-mail.',
  stars: 'Choose one to five stars',
  text: 'Write a few words about your event',
  textTooLong: `A review holds at most ${REVIEW_TEXT_MAX} characters`,
  hiddenChars: 'This text holds invisible control or text-direction characters. Please type it again.',
  /** 410: the one answer for a link that was used, has expired or never existed. */
  gone: 'This link has been used or has expired',
} as const;

/** POST /api/reviews: the token from the link's fragment, one to five stars, and the text. */
export const reviewInputSchema = z.object({
  token: z.string(REVIEW_MESSAGES.token).regex(REVIEW_TOKEN, REVIEW_MESSAGES.token),
  stars: z
    .number(REVIEW_MESSAGES.stars)
    .int(REVIEW_MESSAGES.stars)
    .min(1, REVIEW_MESSAGES.stars)
    .max(5, REVIEW_MESSAGES.stars),
  text: z
    .string(REVIEW_MESSAGES.text)
    .trim()
    .min(1, REVIEW_MESSAGES.text)
    .max(REVIEW_TEXT_MAX, REVIEW_MESSAGES.textTooLong)
    .refine((s) => !hasHiddenChars(s, REQUEST_BREAKS), REVIEW_MESSAGES.hiddenChars),
  /** The page's language, which the client wrote in; the booking's when left out. */
  locale: z.enum(LOCALES).optional(),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

/** The answer to a posted review: it waits for staff before anyone sees it. */
export const reviewPostedSchema = z.object({ state: z.literal('submitted') });

/** GET /api/performers/{id}/reviews: one published review, signed with a first name and initial. */
const publicReviewSchema = z.object({
  stars: z.number().int(),
  text: z.string(),
  authorName: z.string(),
  /** The month it was written, South Florida time: "2026-11". */
  month: z.string(),
  locale: z.enum(LOCALES),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;
export const publicReviewListSchema = z.array(publicReviewSchema);

/** GET /api/admin/reviews?state=…: staff read every review but the invitations by default. */
export const adminReviewQuerySchema = z.object({
  state: z.enum(REVIEW_STATES).optional(),
});

export const adminReviewSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  bookingReference: z.string(),
  performerNames: z.array(z.string()),
  state: z.enum(REVIEW_STATES),
  stars: z.number().int().nullable(),
  text: z.string().nullable(),
  locale: z.enum(LOCALES).nullable(),
  authorName: z.string().nullable(),
  expiresAt: z.string(),
  submittedAt: z.string().nullable(),
  moderatedAt: z.string().nullable(),
  moderatedBy: z.string().nullable(),
  moderationReason: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const adminReviewListSchema = z.array(adminReviewSchema);

const REASON_NEEDED = 'Say why the review is hidden';
/** PUT /api/admin/reviews/{id}: publish, or hide with a reason (kept with the review and in the audit log). */
export const reviewModerationSchema = z
  .object({
    published: z.boolean('Choose publish or hide'),
    reason: z
      .string()
      .trim()
      .max(500, 'A reason holds at most 500 characters')
      .refine((s) => !hasHiddenChars(s, '\n'), 'A reason cannot hold control characters')
      .optional(),
  })
  .refine((m) => m.published || (m.reason ?? '').length > 0, { message: REASON_NEEDED, path: ['reason'] });
export type ReviewModeration = z.input<typeof reviewModerationSchema>;
