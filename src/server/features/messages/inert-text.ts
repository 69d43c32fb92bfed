/**
 * Client-written text as mail programs show it without making it a link. A zero-width joiner
 * (U+200D, invisible) after each dot, colon and @ (and their full-width forms) breaks every
 * pattern a linkifier looks for: a scheme (`https:` then `//`), `www.`, a domain's dot before its
 * ending, an e-mail address's @. The reader sees the same text; nothing in it can be tapped.
 * Issue 26: names, locations and requests carried strangers' links in the business's e-mails.
 */
export const inert = (text: string) => text.replace(/[.:@\u3002\uFF0E\uFF1A\uFF20]/g, (mark) => `${mark}\u200D`);

/** The booking as a client e-mail shows it: everything the client wrote made inert. */
export const withInertClientText = <F extends { clientName: string; eventLocation: string; specialRequests: string }>(
  f: F,
): F => ({
  ...f,
  clientName: inert(f.clientName),
  eventLocation: inert(f.eventLocation),
  specialRequests: inert(f.specialRequests),
});
