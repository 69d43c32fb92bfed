import { z } from 'zod';

/** Staff roles: an owner may do everything; an agent runs bookings and performers but deletes no performer. */
export const STAFF_ROLES = ['owner', 'agent'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** GET /api/auth/user: who is signed in. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  isAdmin: z.boolean(),
  role: z.enum(STAFF_ROLES),
  /** A second factor (authenticator app or passkey) is set up. */
  mfaEnrolled: z.boolean(),
  /** STAFF_MFA_REQUIRED is on and there is no second factor yet: only /admin/account is open. */
  mfaSetupRequired: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const MIN_PASSWORD_LENGTH = 12;

/** POST /api/login. */
export const loginRequestSchema = z.object({
  email: z.string().trim().min(1, 'Enter your e-mail').max(254),
  password: z.string().min(1, 'Enter your password').max(1024),
});

/** A finished sign-in: the session cookie is set, and this is who signed in. */
export const signedInSchema = z.object({ user: userSchema });

/**
 * POST /api/login answers the user when the password is enough, or asks for the second step:
 * the authenticator app's code (POST /api/login/code), or the account's passkey.
 */
export const loginAnswerSchema = z.union([signedInSchema, z.object({ secondFactor: z.enum(['totp', 'passkey']) })]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** A six-digit code from the app, or one of the recovery codes (spaces and dashes ignored). */
export const codeSchema = z
  .string()
  .trim()
  .min(1, 'Enter the code')
  .max(64)
  .transform((v) => v.replace(/[\s-]/g, '').toLowerCase());

/** POST /api/login/code. */
export const loginCodeRequestSchema = z.object({ code: codeSchema });

/** GET /api/admin/account: the signed-in account and its second factors. */
export const accountSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  totpEnabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  mfaEnrolled: z.boolean(),
  mfaRequired: z.boolean(),
});
export type AccountSummary = z.infer<typeof accountSchema>;

/** POST /api/admin/account/totp/setup: a new secret to scan (not in force until confirmed). */
export const totpSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string(), qrCode: z.string() });
export type TotpSetup = z.infer<typeof totpSetupSchema>;

/** POST /api/admin/account/totp/enable answers the ten recovery codes, shown once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** POST /api/admin/account/totp/disable: a fresh password and a code. */
export const totpDisableRequestSchema = z.object({
  password: z.string().min(1, 'Enter your password').max(1024),
  code: codeSchema,
});

/** POST /api/admin/account/password: the current password, and the new one (12 characters or more). */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password').max(1024),
    newPassword: z
      .string()
      .min(MIN_PASSWORD_LENGTH, `The new password needs at least ${MIN_PASSWORD_LENGTH} characters`)
      .max(1024, 'The new password is too long'),
  })
  .refine((b) => b.currentPassword !== b.newPassword, {
    message: 'The new password is the same as the current one',
    path: ['newPassword'],
  });

/** GET /api/admin/account/sessions: where this account is signed in (ids are derived, never the token). */
const accountSessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  current: z.boolean(),
});
export const accountSessionListSchema = z.array(accountSessionSchema);
export const sessionsEndedSchema = z.object({ ended: z.number().int() });

/** Only same-site paths are followed after sign-in: '/admin', never '//evil.test' or 'https://…'. */
export function safeReturnPath(value: unknown, fallback = '/admin'): string {
  if (typeof value !== 'string' || value.length > 500) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c === '\\')) return fallback;
  return value;
}
