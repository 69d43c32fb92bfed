import { z } from 'zod';
import { DATE, isCalendarDate } from '../booking-rules';
import { BOOKING_STATUSES } from '../booking-status';
import { hasControlChars } from '../control-chars';
import { LOCALES } from '../locale';
import { OFFER_STATES } from '../offers';
import { detailsStepSchema } from './booking';
import { clientSignalsSchema, rulesAcceptanceShape } from './client-signals';
import { DO_NOT_BOOK_KINDS } from './do-not-book';

/** A staff note on a booking: what the client said on the phone, what was agreed. */
export const bookingNoteSchema = z.object({
  id: z.string(),
  text: z.string(),
  /** The staff member's e-mail address when the note was written. */
  author: z.string(),
  createdAt: z.string(),
});
export type BookingNote = z.infer<typeof bookingNoteSchema>;

/** POST /api/admin/bookings/{id}/notes. Line breaks and tabs are kept; other control characters are refused. */
export const NOTE_MAX_LENGTH = 2000;
export const bookingNoteInputSchema = z.object({
  text: z
    .string({ error: 'Write the note first' })
    .trim()
    .min(1, 'Write the note first')
    .max(NOTE_MAX_LENGTH, `A note holds at most ${NOTE_MAX_LENGTH} characters`)
    .refine((text) => !hasControlChars(text, '\t\n\r'), 'A note cannot hold control characters'),
});

/** GET /api/admin/bookings: one booking as the booking team sees it (docs/product.md, Calls, admin read). */
export const adminBookingSchema = z.object({
  id: z.string(),
  clientName: z.string(),
  clientEmail: z.string(),
  clientPhone: z.string().nullable(),
  /** The language the client booked in (their e-mails use it). */
  locale: z.enum(LOCALES),
  eventDate: z.string().nullable(),
  eventTime: z.string().nullable(),
  /** Hours (a stripper gram is 0.25). */
  eventDuration: z.number(),
  serviceType: z.string(),
  numberOfPerformers: z.number().int(),
  /**
   * The spec's name and price, and the performer's id (null once the performer is deleted) for their
   * calendar; whether the performer is hidden from the gallery now, and whether they list the
   * booking's service area and event type (true when that cannot be told any more).
   */
  performers: z.array(
    z.object({
      id: z.string().nullable(),
      name: z.string(),
      price: z.string(),
      hidden: z.boolean(),
      coversArea: z.boolean(),
      coversEventType: z.boolean(),
    }),
  ),
  serviceArea: z.string().nullable(),
  eventType: z.string().nullable(),
  estimatedGuests: z.number().int(),
  eventDetails: z.string(),
  customMessage: z.string(),
  totalAmount: z.string(),
  depositAmount: z.string(),
  cashAppLink: z.string(),
  status: z.string(),
  paymentStatus: z.string(),
  statusHistory: z.array(z.object({ from: z.string().nullable(), to: z.string(), by: z.string(), at: z.string() })),
  createdAt: z.string(),
  reference: z.string(),
  /**
   * Other active bookings (pending, depositPending, depositPaid, confirmed) that share a performer
   * and overlap this one in time, counting 60 minutes on each side. Empty for inactive bookings.
   */
  conflicts: z.array(
    z.object({
      id: z.string(),
      reference: z.string(),
      performerName: z.string(),
      /** The other booking's status: a confirmed one is a real double booking. */
      status: z.string(),
      eventDate: z.string().nullable(),
      eventTime: z.string().nullable(),
    }),
  ),
  /**
   * Other active bookings from the same e-mail address (any case) whose event date is within a day
   * of this one's: most likely the same request sent twice. Empty for inactive bookings.
   */
  duplicates: z.array(z.object({ id: z.string(), reference: z.string(), eventDate: z.string().nullable() })),
  /** Staff notes, oldest first. */
  notes: z.array(bookingNoteSchema),
  /**
   * The newest offer to each booked performer with a portal account (decision 033): whether she
   * accepted, declined (and why) or let it expire. None for performers without an account.
   */
  offers: z.array(
    z.object({
      performerId: z.string(),
      state: z.enum(OFFER_STATES),
      sentAt: z.string(),
      answeredAt: z.string().nullable(),
      expiresAt: z.string(),
      reason: z.string().nullable(),
    }),
  ),
  /**
   * The party rules the client accepted at the wizard's last step (decision 037): the version and
   * when. Both null when the request came without `acceptRules` ("rules not accepted").
   */
  ...rulesAcceptanceShape,
  /** Who booked, as the desk and performers see it (never the client): decision 037. */
  signals: clientSignalsSchema,
  /**
   * The do-not-book entry this request matched when it was made (its phone, e-mail or address):
   * flagged, never refused, and the client is never told. `hint` is the entry's last characters.
   * Null without a match.
   */
  doNotBookMatch: z
    .object({ entryId: z.string(), kind: z.enum(DO_NOT_BOOK_KINDS), reason: z.string(), hint: z.string() })
    .nullable(),
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;
export const adminBookingListSchema = z.array(adminBookingSchema);

const isoDate = (what: string) =>
  z
    .string()
    .regex(DATE, `${what} is a date written YYYY-MM-DD`)
    .refine(isCalendarDate, `${what} is not a date on the calendar`);

/**
 * The booking desk's views: the next 14 days' active bookings, soonest first; requests waiting on
 * us for over 24 hours; every active booking (the calendar).
 */
const ADMIN_BOOKING_VIEWS = ['upcoming', 'needs-action', 'active'] as const;
export type AdminBookingView = (typeof ADMIN_BOOKING_VIEWS)[number];
/** Sort keys; a leading '-' sorts descending. */
const ADMIN_BOOKING_SORTS = ['created', '-created', 'event', '-event', 'client', '-client', 'total', '-total'] as const;
export type AdminBookingSort = (typeof ADMIN_BOOKING_SORTS)[number];
const ADMIN_BOOKINGS_PAGE_MAX = 1000;

/**
 * GET /api/admin/bookings's query. Without any of it the answer is every booking, newest first (the
 * spec's list). `from`/`to` bound the event date; `q` matches the reference, name, e-mail or phone.
 */
export const adminBookingQuerySchema = z
  .object({
    q: z.string().trim().max(100, 'Search for at most 100 characters').optional(),
    status: z.enum(BOOKING_STATUSES).optional(),
    from: isoDate('from').optional(),
    to: isoDate('to').optional(),
    view: z.enum(ADMIN_BOOKING_VIEWS).optional(),
    /** Only bookings with this performer. */
    performerId: z.uuid('performerId is not a performer id').optional(),
    sort: z.enum(ADMIN_BOOKING_SORTS).optional(),
    limit: z.coerce.number().int().min(1).max(ADMIN_BOOKINGS_PAGE_MAX).optional(),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from is after to', path: ['to'] });
export type AdminBookingQuery = Partial<z.output<typeof adminBookingQuerySchema>>;

/** GET /api/admin/bookings.csv: the bookings whose event date is in the period, both days included. */
export const bookingExportQuerySchema = z
  .object({ from: isoDate('from'), to: isoDate('to') })
  .refine((q) => q.from <= q.to, { message: 'from is after to', path: ['to'] });

/** GET /api/admin/bookings/counts: how many bookings each status filter would show, for the same search. */
const count = z.number().int();
export const adminBookingCountsSchema = z.object({
  all: count,
  pending: count,
  depositPending: count,
  depositPaid: count,
  confirmed: count,
  cancelled: count,
  archived: count,
});
export type AdminBookingCounts = z.infer<typeof adminBookingCountsSchema>;

/**
 * PUT /api/admin/bookings/{id}/status. Cancelling also says who cancelled and why (decision 034);
 * without them (the spec's own call) the business is taken to have cancelled: the client is owed
 * everything paid, never less than the policy gives.
 */
export const statusChangeSchema = z.object({
  status: z.enum(BOOKING_STATUSES),
  cancelledBy: z.enum(['client', 'business', 'performer']).optional(),
  reason: z.string().trim().min(1).max(500).optional(),
});
/** What a move answers: the booking, and for a cancellation the refund it owes. */
export const statusAnswerSchema = adminBookingSchema.extend({ refundDue: z.number().optional() });

/**
 * PATCH /api/admin/bookings/{id}: staff change the event (decision 035). Only what is sent
 * changes; an adjustment is a discount (negative) or surcharge with its reason, kept in the ledger.
 */
export const bookingChangeSchema = z
  .object({
    eventDate: detailsStepSchema.shape.eventDate.optional(),
    eventTime: detailsStepSchema.shape.eventTime.optional(),
    eventDuration: z
      .number()
      .int()
      .min(15)
      .max(8 * 60)
      .optional(),
    eventLocation: detailsStepSchema.shape.eventLocation.optional(),
    estimatedGuests: z.number().int().min(0).max(10_000).optional(),
    adjustment: z
      .object({
        amount: z
          .number()
          .finite()
          .refine((n) => n !== 0 && Math.abs(n) <= 50_000, 'Enter an amount other than zero, up to 50,000')
          .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'Use at most two decimals'),
        reason: z.string().trim().min(1, 'Say why the price changes').max(500),
      })
      .optional(),
  })
  .refine((c) => Object.values(c).some((v) => v !== undefined), 'Say what changes');
