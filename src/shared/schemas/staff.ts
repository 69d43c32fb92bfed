import { z } from 'zod';
import { EMAIL } from '../booking-rules';
import { hasControlChars } from '../control-chars';
import { MIN_PASSWORD_LENGTH, STAFF_ROLES } from './auth';

/** How long an invitation link works (the 72 hours). */
export const INVITATION_TTL_HOURS = 72;

const role = z.enum(STAFF_ROLES, { error: 'Choose owner or agent' });

/** GET /api/admin/staff: the people who can sign in to the admin (owners only). */
const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  role,
  mfaEnrolled: z.boolean(),
  createdAt: z.string(),
  /** The last time any of their sessions was used; null when none is live. */
  lastActiveAt: z.string().nullable(),
  /** The owner looking at the list. */
  you: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListSchema = z.array(staffMemberSchema);

/** GET /api/admin/staff/invitations: invitations sent and not used or withdrawn yet. */
export const staffInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role,
  invitedByEmail: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Past its 72 hours: the link no longer works; send a new one. */
  expired: z.boolean(),
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;
export const staffInvitationListSchema = z.array(staffInvitationSchema);

/** POST /api/admin/staff/invitations. */
export const invitationRequestSchema = z.object({
  email: z
    .string({ error: 'Enter an e-mail address' })
    .trim()
    .min(1, 'Enter an e-mail address')
    .max(254, 'Enter a valid e-mail address')
    .regex(EMAIL, 'Enter a valid e-mail address'),
  role,
});
export type InvitationRequest = z.infer<typeof invitationRequestSchema>;

/** PATCH /api/admin/staff/{id}. */
export const roleChangeSchema = z.object({ role });

/** The token of an invitation link: 32 random bytes, base64url. */
const token = z.string({ error: 'The invitation link is incomplete' }).regex(/^[A-Za-z0-9_-]{43}$/, {
  error: 'The invitation link is incomplete. Open it again from the e-mail.',
});

/** POST /api/login/invitation: what an invitation is for, before it is accepted. */
export const invitationLookupSchema = z.object({ token });
export const invitationSummarySchema = z.object({ email: z.string(), role, expiresAt: z.string() });
export type InvitationSummary = z.infer<typeof invitationSummarySchema>;

/** POST /api/login/invitation/accept: the new account's name and password. */
export const invitationAcceptSchema = z.object({
  token,
  firstName: z
    .string({ error: 'Enter your first name' })
    .trim()
    .min(1, 'Enter your first name')
    .max(80, 'The name is too long')
    .refine((v) => !hasControlChars(v), 'The name holds characters that cannot be stored'),
  password: z
    .string({ error: 'Choose a password' })
    .min(MIN_PASSWORD_LENGTH, `The password needs at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(1024, 'The password is too long'),
});
export type InvitationAccept = z.infer<typeof invitationAcceptSchema>;
