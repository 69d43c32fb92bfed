import { z } from 'zod';
import {
  countDigits,
  DATE,
  EMAIL,
  isCalendarDate,
  looksLikeLink,
  MESSAGES,
  PHONE,
  REQUEST_BREAKS,
  TIME,
} from '../booking-rules';
import { hasHiddenChars } from '../control-chars';
import { normalizeReference, REFERENCE } from '../event-time';
import { LOCALES } from '../locale';
import { optionsOf } from '../performer-attributes';
import { DEFAULT_DURATION_HOURS, DURATION_HOURS, durationMinutes, hoursFromMinutes, SERVICE_TYPES } from '../pricing';

/** Wizard step 1 (docs/product.md, Forms). */
export const selectStepSchema = z.object({
  performerIds: z.array(z.string()).min(1, MESSAGES.performers).max(10, MESSAGES.tooManyPerformers),
});

const required = (message: string) => z.string({ error: message }).trim().min(1, message);
/** No control or text-direction characters (they reorder what staff read); `allowed` keeps line breaks. */
const noHiddenChars =
  (allowed = '') =>
  (text: string) =>
    !hasHiddenChars(text, allowed);
const specialRequests = z
  .string()
  .max(2000, MESSAGES.requestsTooLong)
  .refine(noHiddenChars(REQUEST_BREAKS), MESSAGES.hiddenChars);

/** Wizard step 2: the messages are the spec's, word for word. */
export const detailsStepSchema = z.object({
  eventDate: required(MESSAGES.eventDate).regex(DATE, MESSAGES.eventDate).refine(isCalendarDate, MESSAGES.eventDate),
  eventTime: required(MESSAGES.eventTime).regex(TIME, MESSAGES.eventTime),
  serviceAreaId: required(MESSAGES.serviceArea).max(64, MESSAGES.serviceArea),
  eventTypeId: required(MESSAGES.eventType).max(64, MESSAGES.eventType),
  eventLocation: required(MESSAGES.eventLocation)
    .max(300, MESSAGES.locationTooLong)
    .refine(noHiddenChars(), MESSAGES.hiddenChars),
  serviceType: z.enum(SERVICE_TYPES),
  specialRequests,
});

/** Wizard step 3. */
export const contactStepSchema = z.object({
  clientName: required(MESSAGES.name)
    .max(100, MESSAGES.nameTooLong)
    .refine(noHiddenChars(), MESSAGES.hiddenChars)
    // The name is written into the e-mails the business sends: never a link to anywhere.
    .refine((name) => !looksLikeLink(name), MESSAGES.nameWithLink),
  clientEmail: required(MESSAGES.email).max(254, MESSAGES.emailInvalid).regex(EMAIL, MESSAGES.emailInvalid),
  clientPhone: required(MESSAGES.phone)
    .regex(PHONE, MESSAGES.phoneInvalid)
    .refine((s) => countDigits(s) >= 7 && countDigits(s) <= 15, MESSAGES.phoneInvalid),
});

const DANCE_STYLES = optionsOf('danceStyles');
const MUSIC_STYLES = optionsOf('musicPreferences');

/** POST /api/bookings (docs/product.md, Calls). Totals, deposits and statuses are never read from the client. */
export const bookingRequestSchema = z
  .object({
    performerIds: z
      .array(z.uuid('Unknown performer'), { error: MESSAGES.performers })
      .min(1, MESSAGES.performers)
      .max(10, MESSAGES.tooManyPerformers)
      .refine((ids) => new Set(ids).size === ids.length, 'A performer is listed twice'),
    ...contactStepSchema.shape,
    ...detailsStepSchema.shape,
    serviceType: z.enum(SERVICE_TYPES).default('hourly'),
    specialRequests: specialRequests.default(''),
    /** Minutes; absent means the default (docs/product.md, Prices and limits): 2 hours, or 15 minutes for a stripper gram. */
    eventDuration: z.number().int().optional(),
    estimatedGuests: z.number().int().min(0).max(10_000).default(0),
    preferredDanceStyles: z.array(z.enum(DANCE_STYLES)).max(DANCE_STYLES.length).default([]),
    preferredMusicStyles: z.array(z.enum(MUSIC_STYLES)).max(MUSIC_STYLES.length).default([]),
    /** The language the visitor booked in: the client's e-mails and reminders use it. */
    locale: z.enum(LOCALES).default('en'),
    /**
     * The client ticked the party rules at the wizard's last step (decision 037). Optional, as the
     * spec's API does not ask for it: a request without it (or with false) is stored, and the desk
     * sees "rules not accepted".
     */
    acceptRules: z.boolean({ error: 'acceptRules is true or false' }).optional(),
    /** Honeypot: a field people never see. Bots fill it; such a request is accepted and dropped. */
    website: z.string().max(500).optional(),
  })
  .transform((b) => ({
    ...b,
    eventDuration: b.eventDuration ?? durationMinutes(b.serviceType, DEFAULT_DURATION_HOURS),
  }))
  .refine((b) => hoursFromMinutes(b.serviceType, b.eventDuration) !== null, {
    path: ['eventDuration'],
    message: `Duration must be one of ${DURATION_HOURS.join(', ')} hours, or 15 minutes for a stripper gram`,
  });
export type BookingRequest = z.output<typeof bookingRequestSchema>;
export type BookingRequestInput = z.input<typeof bookingRequestSchema>;

/** GET /api/bookings/{id}: what the confirmation page reads (docs/product.md, Calls), plus the Cash App link. */
export const bookingConfirmationSchema = z.object({
  id: z.string(),
  status: z.string(),
  paymentStatus: z.string(),
  clientName: z.string(),
  clientEmail: z.string(),
  clientPhone: z.string().nullable(),
  serviceType: z.string(),
  numberOfPerformers: z.number().int(),
  eventDate: z.string().nullable(),
  eventTime: z.string().nullable(),
  /** Minutes. */
  eventDuration: z.number().int(),
  preferredDanceStyles: z.array(z.string()),
  preferredMusicStyles: z.array(z.string()),
  customMessage: z.string(),
  totalAmount: z.string(),
  depositAmount: z.string(),
  remainingAmount: z.string(),
  cashAppLink: z.string(),
  createdAt: z.string(),
  /** The first 8 characters of the id in capitals: what the client puts in the Cash App note. */
  reference: z.string(),
  /** The booked performers' names, in the order chosen. */
  performerNames: z.array(z.string()),
  /**
   * The names of those who accepted the booking in their portal (decision 033), in the order chosen;
   * never who declined or has not answered.
   */
  confirmedPerformers: z.array(z.string()),
  eventLocation: z.string(),
  /**
   * What the client may want to know of each booked performer (issue 31), in the order chosen:
   * what her show includes (each language; '' when not written) and when our team checked her ID
   * and age (null when not recorded).
   */
  performerFacts: z.array(
    z.object({
      name: z.string(),
      showIncludes: z.string(),
      showIncludesEs: z.string(),
      idCheckedAt: z.string().nullable(),
    }),
  ),
  /**
   * True from 30 days after the event (its date in South Florida): the answer then carries the
   * status and the amounts only; the client's name, contacts, address, requests and preferences,
   * the performers and the date are blank (issue 26).
   */
  limited: z.boolean(),
});
export type BookingConfirmation = z.infer<typeof bookingConfirmationSchema>;

/** POST /api/bookings/lookup: "find my booking" by the e-mail it was made with and its reference. */
export const bookingLookupSchema = z.object({
  email: z
    .string({ error: MESSAGES.email })
    .trim()
    .min(1, MESSAGES.email)
    .max(254, MESSAGES.emailInvalid)
    .regex(EMAIL, MESSAGES.emailInvalid),
  reference: z
    .string({ error: MESSAGES.reference })
    .transform(normalizeReference)
    .pipe(z.string().min(1, MESSAGES.reference).regex(REFERENCE, MESSAGES.referenceInvalid)),
});
export type BookingLookup = z.input<typeof bookingLookupSchema>;
/** The same answer whether or not a booking matched, so the call tells nobody which bookings exist. */
export const LOOKUP_ANSWER =
  'If a booking matches that e-mail address and reference, we have sent its link to that address. It can take a few minutes to arrive.';
export const bookingLookupAnswerSchema = z.object({ message: z.string() });
