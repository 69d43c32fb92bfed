import { z } from 'zod';
import { countDigits, EMAIL, PHONE } from '../booking-rules';
import { LOCALES } from '../locale';
import { performerSchema } from './performer';
import { performerInputSchema } from './performer-input';
import { emergencyContactInputSchema, emergencyContactSchema } from './safety';

/** PATCH /api/admin/performers/{id}/featured: the performer's new front-page flag. */
export const featuredAnswerSchema = z.object({ id: z.string(), name: z.string(), featured: z.boolean() });

/** PATCH /api/admin/performers/{id}/hide: the performer, now out of the gallery. */
export const visibilityAnswerSchema = z.object({ id: z.string(), name: z.string(), isActive: z.boolean() });

/** POST /api/admin/photos/upload: where to PUT the file (this server, or a presigned bucket URL). */
export const uploadTicketSchema = z.object({ uploadURL: z.string() });

/** PUT /api/admin/photos: the processed photo's '/objects/...' path. */
export const photoAddedSchema = z.object({ objectPath: z.string() });

/** POST /api/admin/performers/bulk: one action on the performers chosen in the table. */
const PERFORMER_BULK_ACTIONS = ['hide', 'show', 'feature', 'unfeature'] as const;
export type PerformerBulkAction = (typeof PERFORMER_BULK_ACTIONS)[number];
export const performerBulkSchema = z.object({
  ids: z.array(z.string()).min(1, 'Choose at least one performer').max(500, 'Choose at most 500 performers'),
  action: z.enum(PERFORMER_BULK_ACTIONS),
});
export const performerBulkAnswerSchema = z.object({ updated: z.number().int() });

/**
 * GET /api/admin/performers/{id}/open-bookings: the performer's active bookings (pending to
 * confirmed) whose event is today or later in Miami, or has no date, soonest first. Hide lists
 * them before it asks.
 */
export const performerOpenBookingsSchema = z.array(
  z.object({
    id: z.string(),
    reference: z.string(),
    clientName: z.string(),
    eventDate: z.string().nullable(),
    eventTime: z.string().nullable(),
    status: z.string(),
  }),
);
export type PerformerOpenBooking = z.infer<typeof performerOpenBookingsSchema>[number];

/** Empty text means "not set". */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/**
 * How staff reach a performer (decision 033): staff-only. Never part of `performerSchema`, which
 * every public answer uses, so no public route can carry them.
 */
const performerContactInputSchema = z.object({
  email: z
    .preprocess(
      blankToNull,
      z
        .string()
        .trim()
        .max(254, 'Enter a valid e-mail address')
        .regex(EMAIL, 'Enter a valid e-mail address')
        .transform((s) => s.toLowerCase())
        .nullable(),
    )
    .default(null),
  phone: z
    .preprocess(
      blankToNull,
      z
        .string()
        .trim()
        .max(30, 'Enter a valid phone number')
        .refine((s) => PHONE.test(s) && countDigits(s) >= 7 && countDigits(s) <= 15, 'Enter a valid phone number')
        .nullable(),
    )
    .default(null),
  language: z.enum(LOCALES, 'Language is English or Spanish').default('en'),
  /** Whole percent the business keeps of her line; null is the business's COMMISSION_PERCENT. */
  commissionPercent: z
    .preprocess(
      blankToNull,
      z
        .number('Commission is a whole percent from 0 to 100')
        .int('Commission is a whole percent from 0 to 100')
        .min(0, 'Commission is a whole percent from 0 to 100')
        .max(100, 'Commission is a whole percent from 0 to 100')
        .nullable(),
    )
    .default(null),
  /** Who an owner calls when her alarm goes unanswered (issue 30); left out of a save, it stays as it is. */
  emergencyContact: emergencyContactInputSchema.optional(),
});
export type PerformerContact = z.output<typeof performerContactInputSchema>;

/** POST and PUT /api/admin/performers: the public fields and the staff-only contact. */
export const adminPerformerInputSchema = performerInputSchema.extend(performerContactInputSchema.shape);
export type AdminPerformerInput = z.output<typeof adminPerformerInputSchema>;

/** Whether she can use the portal: no account, an invitation out, or joined (decision 033). */
const PORTAL_ACCESS = ['none', 'invited', 'active'] as const;
export type PortalAccess = (typeof PORTAL_ACCESS)[number];

/** Every admin read of a performer: the published performer, her contact and her portal access. */
export const adminPerformerSchema = performerSchema.extend({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  language: z.enum(LOCALES),
  commissionPercent: z.number().int().nullable(),
  emergencyContact: emergencyContactSchema.nullable(),
  portalAccess: z.enum(PORTAL_ACCESS),
});
export type AdminPerformer = z.infer<typeof adminPerformerSchema>;
export const adminPerformerListSchema = z.array(adminPerformerSchema);

/** POST /api/admin/performers/{id}/invitation: when the e-mailed portal link stops working. */
export const portalInvitationSchema = z.object({ expiresAt: z.string() });
