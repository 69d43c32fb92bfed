import { z } from 'zod';

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
