import { SIGNED_IN_HINT } from '../../../shared/auth-cookie';
import type { LoginAnswer, User } from '../../../shared/schemas/auth';
import type { AuthenticationOptions } from '../../../shared/schemas/passkeys';
import { ApiError, type CallContext, getJson, sendJson, typed } from '../../lib/http';
import { queryKeys } from '../../lib/query-keys';
import type { Resource } from '../../lib/resource';

// Read on public pages too (the profile's admin button): typed by the shared schemas, not parsed.

/**
 * GET /api/auth/user: the signed-in user, or null for a visitor (a 401 is an answer here, not a
 * failure). Staff pages read it through their own query (features/admin/public-reads.ts).
 */
export async function fetchCurrentUser(ctx?: CallContext): Promise<User | null> {
  // Visitors have no session hint: no need to ask (and no 401 in their console).
  if (typeof document !== 'undefined' && !document.cookie.split('; ').some((c) => c.startsWith(`${SIGNED_IN_HINT}=`))) {
    return null;
  }
  try {
    return await getJson(typed<User>(), '/api/auth/user', ctx);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

/** The signed-in user on a public page (the profile's featured toggle). */
export const currentUserResource = (): Resource<User | null> => ({
  key: queryKeys.currentUser,
  load: fetchCurrentUser,
});

/** The sign-in navigation of docs/product.md (Calls), coming back to `returnTo` afterwards. */
export function loginUrl(returnTo: string): string {
  return `/api/login?returnTo=${encodeURIComponent(returnTo)}`;
}

/** The sign-in steps. Each sets the session cookie when it finishes the sign-in. */
export const authApi = {
  /** The password: enough, or the account asks for its second step. */
  signIn: (email: string, password: string) =>
    sendJson(typed<LoginAnswer>(), 'POST', '/api/login', { email, password }),
  /** The authenticator app's code, or a recovery code. */
  signInWithCode: (code: string) => sendJson(typed<{ user: User }>(), 'POST', '/api/login/code', { code }),
  passkeyOptions: () => sendJson(typed<AuthenticationOptions>(), 'POST', '/api/login/passkey/options'),
  /** The device's answer to the passkey options (as @simplewebauthn/browser encodes it). */
  signInWithPasskey: (response: unknown) =>
    sendJson(typed<{ user: User }>(), 'POST', '/api/login/passkey', { response }),
};

/** What to tell someone whose sign-in step failed: the server's words, or why it could not be asked. */
export function signInErrorText(err: unknown): string {
  if (err instanceof ApiError) return err.serverMessage ?? `Sign-in failed (${err.status}). Please try again.`;
  if (err instanceof TypeError) return 'Could not reach the server. Check your connection and try again.';
  return 'Sign-in failed. Please try again.';
}
