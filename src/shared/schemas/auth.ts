import { z } from 'zod';

/** GET /api/auth/user: who is signed in. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  isAdmin: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const MIN_PASSWORD_LENGTH = 12;

/** POST /api/login. */
export const loginRequestSchema = z.object({
  email: z.string().trim().min(1, 'Enter your e-mail').max(254),
  password: z.string().min(1, 'Enter your password').max(1024),
});

/** Only same-site paths are followed after sign-in: '/admin', never '//evil.test' or 'https://…'. */
export function safeReturnPath(value: unknown, fallback = '/admin'): string {
  if (typeof value !== 'string' || value.length > 500) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c === '\\')) return fallback;
  return value;
}
