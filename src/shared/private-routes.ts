import { LOCALES, localizedPath } from './locale';

/**
 * Private routes (issue 26): what shows personal or staff data. The page cache never keeps them,
 * every answer on them says `Cache-Control: no-store`, and robots.txt keeps crawlers out; all three
 * read this one definition. A page is private under every language prefix ('/es' included, even
 * where the page does not exist in that language), and in any letter case, as the router matches.
 */

/**
 * Pages: a booking's confirmation (the client's name, contacts, address), the staff area, sign-in,
 * an invitation, the performer portal (decision 033), and the client's review page (decision 040).
 */
export const PRIVATE_PAGES = [
  '/booking-confirmation',
  '/admin',
  '/login',
  '/invitation',
  '/portal',
  '/review',
] as const;

/**
 * API paths: bookings (personal data), a client's review, the session's user, sign-in and sign-out, the admin and
 * portal APIs, and a performer's calendar feed (its address is its key).
 */
const PRIVATE_API = [
  '/api/bookings',
  '/api/reviews',
  '/api/auth',
  '/api/admin',
  '/api/login',
  '/api/logout',
  '/api/portal',
  '/calendar',
] as const;

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const bases = LOCALES.map((locale) => literal(localizedPath(locale, ''))).filter(Boolean);
const PRIVATE = new RegExp(
  `^(?:(?:${bases.join('|')})?(?:${PRIVATE_PAGES.map(literal).join('|')})|${PRIVATE_API.map(literal).join('|')})(?:[/?#]|$)`,
  'i',
);

/**
 * True for a path (with or without its query) or a route pattern that is private; `%`-escapes
 * are read as the router reads them, so '/booking-%63onfirmation/…' is private too.
 */
export function isPrivatePath(url: string): boolean {
  if (PRIVATE.test(url)) return true;
  try {
    return PRIVATE.test(decodeURIComponent(url.split('?')[0] ?? ''));
  } catch {
    return false;
  }
}

/** Every private page's path in every language ('/admin', '/es/admin', …): the robots.txt Disallow lines. */
export const PRIVATE_PAGE_PATHS: readonly string[] = LOCALES.flatMap((locale) =>
  PRIVATE_PAGES.map((page) => localizedPath(locale, page)),
);
