import { z } from 'zod';
import type { CheckinKind, GeoPoint } from '../../../shared/safety';
import {
  authenticationOptionsSchema,
  passkeyListSchema,
  passkeySchema,
  registrationOptionsSchema,
} from '../../../shared/schemas/passkeys';
import {
  availabilityAnswerSchema,
  type ClientRatingInput,
  clientRatingAnswerSchema,
  offerAnswerSchema,
  type PortalAvailability,
  portalBookingSchema,
  portalMeSchema,
  portalOfferSchema,
} from '../../../shared/schemas/portal';
import { type CheckinAnswer, checkinAnswerSchema, panicAnswerSchema } from '../../../shared/schemas/safety';
import { portalPhotoCheckSchema } from '../../../shared/schemas/trust-checks';
import { getJson, send, sendEmpty, sendJson } from '../../lib/http';

/*
 * The portal's calls (/api/portal, decision 033), answers read with the shared schemas. Plain
 * calls through lib/http.ts: the portal's pages load what they show in the browser, after the
 * signed-in performer is known, and keep it in their own state (use-portal-data.ts).
 */

export const readMe = () => getJson(portalMeSchema, '/api/portal/me');
export type PortalMe = Awaited<ReturnType<typeof readMe>>;
export const readOffers = () => getJson(z.array(portalOfferSchema), '/api/portal/offers');
export const readBookings = () => getJson(z.array(portalBookingSchema), '/api/portal/bookings');

export const acceptOffer = (id: string) =>
  sendJson(offerAnswerSchema, 'POST', `/api/portal/offers/${encodeURIComponent(id)}/accept`);
export const declineOffer = (id: string, reason: string) =>
  sendJson(offerAnswerSchema, 'POST', `/api/portal/offers/${encodeURIComponent(id)}/decline`, {
    ...(reason.trim() ? { reason: reason.trim() } : {}),
  });

/** Her private rating of a past booking's client (decision 037): once; never shown to the client. */
export const rateClient = (bookingId: string, rating: ClientRatingInput) =>
  sendJson(
    clientRatingAnswerSchema,
    'POST',
    `/api/portal/bookings/${encodeURIComponent(bookingId)}/client-rating`,
    rating,
  );

/** A new private calendar address (the old one stops working). */
export const newCalendarFeed = () => sendJson(z.object({ url: z.string() }), 'POST', '/api/portal/calendar-feed');

export const saveAvailability = (availability: PortalAvailability) =>
  sendJson(availabilityAnswerSchema, 'PUT', '/api/portal/availability', availability);

export const joinPortal = (token: string, firstName: string) =>
  sendEmpty('POST', '/api/portal/join', { token, ...(firstName.trim() ? { firstName: firstName.trim() } : {}) });
export const askForSignInLink = (email: string) =>
  sendJson(z.object({ message: z.string() }), 'POST', '/api/portal/sign-in-link', { email });
export const signIn = (token: string) => sendEmpty('POST', '/api/portal/sign-in', { token });
/** The service worker's cache of her answers (public/portal/sw.js): emptied when she signs out. */
const WORKER_CACHE = 'portal-answers';

/** Signs out, and forgets what the service worker kept for offline reading on this phone. */
export async function signOut() {
  await sendEmpty('POST', '/api/portal/sign-out');
  if ('caches' in window) await caches.delete(WORKER_CACHE);
}

/** Her passkeys (decision 033): listed, added and removed while signed in; signing in with one. */
export const readPasskeys = () => getJson(passkeyListSchema, '/api/portal/passkeys');
export const passkeyRegistrationOptions = () =>
  sendJson(registrationOptionsSchema, 'POST', '/api/portal/passkeys/options');
export const addPasskey = (name: string, response: unknown) =>
  sendJson(passkeySchema, 'POST', '/api/portal/passkeys', { name, response });
export const removePasskey = (id: string) => sendEmpty('DELETE', `/api/portal/passkeys/${encodeURIComponent(id)}`);
export const passkeySignInOptions = () => sendJson(authenticationOptionsSchema, 'POST', '/api/portal/passkey/options');
export const signInWithPasskey = (response: unknown) => sendEmpty('POST', '/api/portal/passkey', { response });

/** The night (issue 30): a check-in (a PIN only when she typed one), panic, her position, her duress PIN. */
const nightPath = (bookingId: string, what: string) => `/api/portal/bookings/${encodeURIComponent(bookingId)}/${what}`;
export const checkIn = (
  bookingId: string,
  body: { kind: CheckinKind; pin?: string; location?: GeoPoint },
): Promise<CheckinAnswer> => sendJson(checkinAnswerSchema, 'POST', nightPath(bookingId, 'checkins'), body);
export const pressPanic = (bookingId: string, location: GeoPoint | null) =>
  sendJson(panicAnswerSchema, 'POST', nightPath(bookingId, 'panic'), location ? { location } : {});
export const shareLocation = (bookingId: string, location: GeoPoint) =>
  sendEmpty('POST', nightPath(bookingId, 'location'), location);
export const saveDuressPin = (pin: string) => sendEmpty('PUT', '/api/portal/duress-pin', { pin });

/** Her photo check (issue 31): the code to hold up, and where the last live photo stands. */
export const readPhotoCheck = () => getJson(portalPhotoCheckSchema, '/api/portal/photo-verification');
/** The live photo itself as the request's body, in its own image type. */
export async function sendLivePhoto(code: string, photo: Blob) {
  const res = await send(`/api/portal/photo-verification?code=${encodeURIComponent(code)}`, {
    method: 'POST',
    body: photo,
    headers: { 'content-type': photo.type || 'image/jpeg' },
  });
  return portalPhotoCheckSchema.parse(JSON.parse(await res.text()));
}
