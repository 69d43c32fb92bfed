/** A name in a path (a performer's or a city's slug, a page): lower-case words, perhaps a short number last. */
const NAME = /^[a-z]+(?:-[a-z]+)*(?:-\d{1,3})?$/;

/**
 * The page a browser error came from, as a pattern (decision 047): each segment that is not a
 * plain name (a UUID, a number, a token, anything with an address or an escape in it) becomes
 * `:id`. `/booking-confirmation/5f…` and `/admin/bookings/5f…` then group as one page each, and
 * a path that carries a token or an address never reaches the report.
 */
export function pagePattern(path: string): string {
  return path
    .split('/')
    .map((segment) => (segment === '' || NAME.test(segment) ? segment : ':id'))
    .join('/');
}
