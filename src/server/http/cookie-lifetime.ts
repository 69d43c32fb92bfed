/**
 * A session cookie's lifetime as Max-Age: whole seconds from the app's clock's `from` to `until`.
 * Max-Age, not Expires: the browser counts it on its own clock, so a phone set a week wrong (or
 * a test app on a fixed clock) keeps the cookie exactly as long as the server keeps the session.
 */
export const cookieLifetime = (from: Date, until: Date) =>
  Math.max(0, Math.round((until.getTime() - from.getTime()) / 1000));
