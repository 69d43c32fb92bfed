import { z } from 'zod';
import { DANCE_STYLES, MUSIC_PREFERENCES } from '../filter-options';
import { DURATION_HOURS, hoursFromMinutes, SERVICE_TYPES } from '../pricing';

/** The spec's "simple {email} pattern": something@something.something, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits with the usual separators; 7 to 15 digits in all (E.164 allows 15). */
const PHONE = /^\+?[\d\s().-]{7,25}$/;
const countDigits = (s: string) => s.replace(/\D/g, '').length;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const isCalendarDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

/** Wizard step 1 (spec section 5). */
export const selectStepSchema = z.object({
  performerIds: z
    .array(z.string())
    .min(1, 'Please select at least one performer')
    .max(10, 'Select at most 10 performers'),
});

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/** Wizard step 2: the messages are the spec's, word for word. */
export const detailsStepSchema = z.object({
  eventDate: required('Event date is required')
    .regex(DATE, 'Event date is required')
    .refine(isCalendarDate, 'Event date is required'),
  eventTime: required('Event time is required').regex(TIME, 'Event time is required'),
  serviceAreaId: required('Service area is required').max(64),
  eventTypeId: required('Event type is required').max(64),
  eventLocation: required('Event location is required').max(300, 'Keep the location under 300 characters'),
  serviceType: z.enum(SERVICE_TYPES),
  specialRequests: z.string().max(2000, 'Keep special requests under 2000 characters'),
});

/** Wizard step 3. */
export const contactStepSchema = z.object({
  clientName: required('Your name is required').max(100, 'Keep the name under 100 characters'),
  clientEmail: required('Your email is required')
    .max(254, 'Please enter a valid email address')
    .regex(EMAIL, 'Please enter a valid email address'),
  clientPhone: required('Your phone number is required')
    .regex(PHONE, 'Please enter a valid phone number')
    .refine((s) => countDigits(s) >= 7 && countDigits(s) <= 15, 'Please enter a valid phone number'),
});

/** POST /api/bookings (spec section 3). Totals, deposits and statuses are never read from the client. */
export const bookingRequestSchema = z
  .object({
    performerIds: z
      .array(z.uuid('Unknown performer'))
      .min(1, 'Please select at least one performer')
      .max(10, 'Select at most 10 performers')
      .refine((ids) => new Set(ids).size === ids.length, 'A performer is listed twice'),
    ...contactStepSchema.shape,
    ...detailsStepSchema.shape,
    serviceType: z.enum(SERVICE_TYPES).default('hourly'),
    specialRequests: z.string().max(2000).default(''),
    eventDuration: z.number().int(),
    estimatedGuests: z.number().int().min(0).max(10_000).default(0),
    preferredDanceStyles: z.array(z.enum(DANCE_STYLES)).max(DANCE_STYLES.length).default([]),
    preferredMusicStyles: z.array(z.enum(MUSIC_PREFERENCES)).max(MUSIC_PREFERENCES.length).default([]),
    /** Honeypot: a field people never see. Bots fill it; such a request is accepted and dropped. */
    website: z.string().max(500).optional(),
  })
  .refine((b) => hoursFromMinutes(b.serviceType, b.eventDuration) !== null, {
    path: ['eventDuration'],
    message: `Duration must be one of ${DURATION_HOURS.join(', ')} hours, or 15 minutes for a stripper gram`,
  });
export type BookingRequest = z.output<typeof bookingRequestSchema>;
export type BookingRequestInput = z.input<typeof bookingRequestSchema>;

/** GET /api/bookings/{id}: what the confirmation page reads (spec section 3), plus the Cash App link. */
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
});
export type BookingConfirmation = z.infer<typeof bookingConfirmationSchema>;
