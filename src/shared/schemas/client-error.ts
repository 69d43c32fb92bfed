import { z } from 'zod';
import { CLIENT_ERROR_KINDS, CLIENT_ERROR_LIMITS } from '../client-errors';

/**
 * POST /api/client-errors: one uncaught error of a page, as the beacon saw it. The page is its
 * path only (no query string, no fragment: they may hold a token or an address); the server
 * replaces ids in it. The user agent is the request's header, not a field.
 */
export const clientErrorReportSchema = z.strictObject({
  kind: z.enum(CLIENT_ERROR_KINDS),
  name: z.string().max(CLIENT_ERROR_LIMITS.name).optional(),
  message: z.string().min(1).max(CLIENT_ERROR_LIMITS.message),
  stack: z.string().max(CLIENT_ERROR_LIMITS.stack).optional(),
  page: z
    .string()
    .max(CLIENT_ERROR_LIMITS.page)
    .regex(/^\/[^?#]*$/, 'A path from the site root, without query string or fragment'),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
