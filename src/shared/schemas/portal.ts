import { z } from 'zod';
import { EMAIL } from '../booking-rules';
import { hasHiddenChars } from '../control-chars';
import { LOCALES } from '../locale';
import { OFFER_STATES } from '../offers';
import { clientSignalsSchema, rulesAcceptanceShape } from './client-signals';
import { portalNightSchema } from './safety';

/** A link's token as we make them (32 random bytes, base64url); anything else was cut short. */
const LINK_INCOMPLETE = 'This link is incomplete. Open it again from the e-mail, or ask for a new one.';
const token = z.string(LINK_INCOMPLETE).regex(/^[A-Za-z0-9_-]{43}$/, LINK_INCOMPLETE);

/** POST /api/portal/join: the invitation's token, and what she wants to be called (optional). */
export const portalJoinSchema = z.object({
  token,
  firstName: z
    .string()
    .trim()
    .max(50, 'A first name has at most 50 characters')
    .refine((s) => !hasHiddenChars(s), 'A first name cannot hold control characters')
    .optional()
    .transform((s) => s || null),
});

/** POST /api/portal/sign-in-link: the address staff keep for her. */
export const portalSignInLinkSchema = z.object({
  email: z
    .string('Enter your e-mail address')
    .trim()
    .min(1, 'Enter your e-mail address')
    .max(254, 'Enter a valid e-mail address')
    .regex(EMAIL, 'Enter a valid e-mail address'),
});

/** POST /api/portal/sign-in: the e-mailed link's token. */
export const portalSignInSchema = z.object({ token });

/** Her schedule as the portal reads it back. */
export const availabilityAnswerSchema = z.object({
  unavailableDates: z.array(z.string()),
  eveningOnly: z.boolean(),
  weekendsOnly: z.boolean(),
});

/** GET /api/portal/me: who is signed in to the portal. */
export const portalMeSchema = z.object({
  performerId: z.string(),
  name: z.string(),
  firstName: z.string().nullable(),
  language: z.enum(LOCALES),
  availability: availabilityAnswerSchema,
  /** Whether she has set a duress PIN (the PIN itself is never shown back). */
  hasDuressPin: z.boolean(),
});

/** GET /api/portal/offers: one offer as she sees it (no address, no client, her share). */
export const portalOfferSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  state: z.enum(OFFER_STATES),
  shareAmount: z.string(),
  sentAt: z.string(),
  expiresAt: z.string(),
  answeredAt: z.string().nullable(),
  reason: z.string().nullable(),
  eventDate: z.string().nullable(),
  eventTime: z.string().nullable(),
  eventDuration: z.number().int(),
  serviceArea: z.string().nullable(),
  eventType: z.string().nullable(),
  estimatedGuests: z.number().int(),
  specialRequests: z.string(),
  bookingStatus: z.string(),
  /** The party rules the client accepted (or nulls), shown with the offer in her language. */
  ...rulesAcceptanceShape,
  signals: clientSignalsSchema,
});
export type PortalOffer = z.infer<typeof portalOfferSchema>;

/** POST /api/portal/offers/{id}/decline: why, if she wants to say. */
export const offerDeclineSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(500, 'A reason has at most 500 characters')
    .refine((s) => !hasHiddenChars(s, '\n'), 'A reason cannot hold control characters')
    .optional()
    .transform((s) => s || null),
});

/** What accepting or declining answers. */
export const offerAnswerSchema = z.object({ id: z.string(), state: z.enum(OFFER_STATES), answeredAt: z.string() });

/**
 * GET /api/portal/bookings: a booking she is on. The address and the client's first name are null
 * until the deposit is in; the phone is null except on the night (decision 033).
 */
export const portalBookingSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.string(),
  eventDate: z.string().nullable(),
  eventTime: z.string().nullable(),
  eventDuration: z.number().int(),
  serviceArea: z.string().nullable(),
  eventType: z.string().nullable(),
  estimatedGuests: z.number().int(),
  specialRequests: z.string(),
  shareAmount: z.string(),
  address: z.string().nullable(),
  clientFirstName: z.string().nullable(),
  clientPhone: z.string().nullable(),
  /** Her check-ins on the night (issue 30): null unless the booking is confirmed and tonight. */
  night: portalNightSchema.nullable(),
  ...rulesAcceptanceShape,
  signals: clientSignalsSchema,
  /** Her private rating of the client once given (never shown to the client); null before. */
  clientRating: z.object({ stars: z.number().int(), tags: z.array(z.string()) }).nullable(),
});
export type PortalBooking = z.infer<typeof portalBookingSchema>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDay = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && s >= '0001-01-01';
};

/** PUT /api/portal/availability: her own schedule; the gallery and the wizard use it at once. */
export const portalAvailabilitySchema = z.object({
  unavailableDates: z
    .array(z.string().regex(DATE, 'Dates are YYYY-MM-DD').refine(isCalendarDay, 'Not a date on the calendar'))
    .max(400, 'At most 400 dates')
    .transform((dates) => [...new Set(dates)].sort()),
  eveningOnly: z.boolean('Evenings only is true or false'),
  weekendsOnly: z.boolean('Weekends only is true or false'),
});
export type PortalAvailability = z.infer<typeof portalAvailabilitySchema>;

const isPushEndpoint = (value: string) => {
  try {
    const url = new URL(value);
    // Push services are https; plain http only on this machine (a local push service in tests).
    return (
      url.protocol === 'https:' ||
      (url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
    );
  } catch {
    return false;
  }
};

/**
 * POST /api/portal/push-subscriptions and /api/admin/push-subscriptions: a browser's
 * `PushSubscription` as its `toJSON()` gives it.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string().max(2000).refine(isPushEndpoint, 'Not a push service address'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'Not a P-256 public key'),
    auth: z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'Not a 16-byte secret'),
  }),
});

/** What a performer may say about a client after a booking (issue 30): private, never shown to the client. */
export const CLIENT_RATING_TAGS = [
  'unsafe',
  'touching',
  'unpaid-balance',
  'underage-guests',
  'not-as-described',
] as const;
export type ClientRatingTag = (typeof CLIENT_RATING_TAGS)[number];

/** POST /api/portal/bookings/{bookingId}/client-rating. */
export const clientRatingInputSchema = z.object({
  stars: z
    .number({ error: 'Give 1 to 5 stars' })
    .int('Give 1 to 5 stars')
    .min(1, 'Give 1 to 5 stars')
    .max(5, 'Give 1 to 5 stars'),
  tags: z
    .array(z.enum(CLIENT_RATING_TAGS, { error: 'Unknown tag' }))
    .max(CLIENT_RATING_TAGS.length)
    .refine((tags) => new Set(tags).size === tags.length, 'Each tag once')
    .default([]),
  note: z
    .string()
    .trim()
    .max(1000, 'A note has at most 1000 characters')
    .refine((s) => !hasHiddenChars(s, '\n'), 'A note cannot hold control characters')
    .optional()
    .transform((s) => s || null),
});
export type ClientRatingInput = z.input<typeof clientRatingInputSchema>;
export type ClientRating = z.output<typeof clientRatingInputSchema>;
export const clientRatingAnswerSchema = z.object({
  stars: z.number().int(),
  tags: z.array(z.enum(CLIENT_RATING_TAGS)),
  /** Whether it proposed a do-not-book entry to the owners ('unsafe', or 2 stars or fewer). */
  proposed: z.boolean(),
});
