/** The element id of a booking's card on /admin/bookings; e-mails to the team link to it too. */
export const bookingAnchor = (id: string) => `booking-${id}`;

/** Where a booking's card is, from any admin page. */
export const bookingCardHref = (id: string) => `/admin/bookings#${bookingAnchor(id)}`;

/** The booking id a location hash points at ("#booking-{id}"), or null. */
export function bookingIdFromHash(hash: string): string | null {
  const match = /^#?booking-([\w-]{1,64})$/.exec(hash);
  return match?.[1] ?? null;
}
