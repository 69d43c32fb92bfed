import { z } from 'zod';
import { EMAIL } from '../booking-rules';
import { hasHiddenChars } from '../control-chars';
import { LOCALES } from '../locale';

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

/** GET /api/portal/me: who is signed in to the portal. */
export const portalMeSchema = z.object({
  performerId: z.string(),
  name: z.string(),
  firstName: z.string().nullable(),
  language: z.enum(LOCALES),
});
