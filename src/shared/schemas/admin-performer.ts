import { z } from 'zod';

/** PATCH /api/admin/performers/{id}/featured: the performer's new front-page flag. */
export const featuredAnswerSchema = z.object({ id: z.string(), name: z.string(), featured: z.boolean() });

/** PATCH /api/admin/performers/{id}/hide: the performer, now out of the gallery. */
export const visibilityAnswerSchema = z.object({ id: z.string(), name: z.string(), isActive: z.boolean() });

/** POST /api/admin/photos/upload: where to PUT the file (this server, or a presigned bucket URL). */
export const uploadTicketSchema = z.object({ uploadURL: z.string() });

/** PUT /api/admin/photos: the processed photo's '/objects/...' path. */
export const photoAddedSchema = z.object({ objectPath: z.string() });
