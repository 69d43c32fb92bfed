/*
 * Reviews from real bookings (issue 31, decision 040): the rules both sides read, without zod, so
 * the review page (a public page) carries none of it (schemas/review.ts has the calls' shapes).
 */

export const REVIEW_TEXT_MAX = 2000;
/** How long a review link works, from the invitation. */
export const REVIEW_LINK_DAYS = 30;
/** The review link's token: 32 random bytes, base64url (43 characters), read from the page's fragment. */
export const REVIEW_TOKEN = /^[A-Za-z0-9_-]{43}$/;
