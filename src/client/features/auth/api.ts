import { queryOptions } from '@tanstack/react-query';
import { SIGNED_IN_HINT } from '../../../shared/auth-cookie';
import type { User } from '../../../shared/schemas/auth';
import { ApiRequestError, getJson } from '../../lib/http';

/** GET /api/auth/user: the signed-in user, or null for a visitor (a 401 is an answer here, not a failure). */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: ['auth', 'user'],
    queryFn: async (): Promise<User | null> => {
      // Visitors have no session hint: no need to ask (and no 401 in their console).
      if (
        typeof document !== 'undefined' &&
        !document.cookie.split('; ').some((c) => c.startsWith(`${SIGNED_IN_HINT}=`))
      ) {
        return null;
      }
      try {
        return await getJson<User>('/api/auth/user');
      } catch (err) {
        if (err instanceof ApiRequestError && err.status === 401) return null;
        throw err;
      }
    },
    retry: false,
  });

/** The sign-in navigation of spec section 7, coming back to `returnTo` afterwards. */
export function loginUrl(returnTo: string): string {
  return `/api/login?returnTo=${encodeURIComponent(returnTo)}`;
}
