import { hasHiddenChars } from './control-chars';

/**
 * The wizard's field rules (docs/product.md, Forms) without zod, so the booking page does not download
 * it. The zod schemas in schemas/booking.ts use the same patterns and messages, and
 * booking-rules.test.ts checks that both answer alike for random input.
 */

/**
 * The spec's "simple {email} pattern" (something@something.something), held to a plain address:
 * no spaces, line breaks, commas, angle brackets, quotes or a second @ anywhere, and a domain of
 * letters, digits and hyphens. Messages go to this address, so nothing in it may read as a
 * display name, a header or another recipient.
 */
export const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;
/**
 * What a mail program could turn into a link: a scheme (`https://`), `www.`, an e-mail address
 * (an @) or a domain name (a letter or digit, a dot, then two letters or more: `refund.example`).
 * A client's name goes into e-mails the business sends, so it may hold none of them.
 */
const LINK_LIKE = /[a-z][a-z\d+.-]*:\/\/|\bwww\.|@|[\p{L}\p{N}_-]\.\p{L}{2,}/iu;
export const looksLikeLink = (text: string) => LINK_LIKE.test(text);

/** Digits with the usual separators; 7 to 15 digits in all (E.164 allows 15). */
export const PHONE = /^\+?[\d\s().-]{7,25}$/;
export const countDigits = (s: string) => s.replace(/\D/g, '').length;
/** Line breaks stay allowed in special requests; every other control character is refused. */
export const REQUEST_BREAKS = '\n\r';

export const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const isCalendarDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

export const MESSAGES = {
  performers: 'Please select at least one performer',
  tooManyPerformers: 'Select at most 10 performers',
  eventDate: 'Event date is required',
  eventTime: 'Event time is required',
  serviceArea: 'Service area is required',
  eventType: 'Event type is required',
  eventLocation: 'Event location is required',
  locationTooLong: 'Keep the location under 300 characters',
  hiddenChars: 'This text holds invisible control or text-direction characters. Please type it again.',
  timePassed: 'That time has already passed today. Please choose a later time.',
  requestsTooLong: 'Keep special requests under 2000 characters',
  name: 'Your name is required',
  nameTooLong: 'Keep the name under 100 characters',
  nameWithLink: 'Please enter your name without a web or e-mail address',
  email: 'Your email is required',
  emailInvalid: 'Please enter a valid email address',
  phone: 'Your phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  reference: 'Your booking reference is required',
  referenceInvalid: 'A booking reference is 8 characters, digits 0-9 and letters A-F, like 3F2A9C1E',
} as const;

type FieldErrors<K extends string> = Partial<Record<K, string>>;
const blank = (s: string) => s.trim() === '';

export function selectStepErrors(v: { performerIds: readonly string[] }): FieldErrors<'performerIds'> {
  if (v.performerIds.length < 1) return { performerIds: MESSAGES.performers };
  if (v.performerIds.length > 10) return { performerIds: MESSAGES.tooManyPerformers };
  return {};
}

export type DetailsFields = {
  eventDate: string;
  eventTime: string;
  serviceAreaId: string;
  eventTypeId: string;
  eventLocation: string;
  specialRequests: string;
};

export function detailsStepErrors(v: DetailsFields): FieldErrors<keyof DetailsFields> {
  const errors: FieldErrors<keyof DetailsFields> = {};
  const date = v.eventDate.trim();
  if (!date || !DATE.test(date) || !isCalendarDate(date)) errors.eventDate = MESSAGES.eventDate;
  if (!TIME.test(v.eventTime.trim())) errors.eventTime = MESSAGES.eventTime;
  if (blank(v.serviceAreaId) || v.serviceAreaId.trim().length > 64) errors.serviceAreaId = MESSAGES.serviceArea;
  if (blank(v.eventTypeId) || v.eventTypeId.trim().length > 64) errors.eventTypeId = MESSAGES.eventType;
  if (blank(v.eventLocation)) errors.eventLocation = MESSAGES.eventLocation;
  else if (v.eventLocation.trim().length > 300) errors.eventLocation = MESSAGES.locationTooLong;
  else if (hasHiddenChars(v.eventLocation.trim())) errors.eventLocation = MESSAGES.hiddenChars;
  if (v.specialRequests.length > 2000) errors.specialRequests = MESSAGES.requestsTooLong;
  else if (hasHiddenChars(v.specialRequests, REQUEST_BREAKS)) errors.specialRequests = MESSAGES.hiddenChars;
  return errors;
}

export type ContactFields = { clientName: string; clientEmail: string; clientPhone: string };

export function contactStepErrors(v: ContactFields): FieldErrors<keyof ContactFields> {
  const errors: FieldErrors<keyof ContactFields> = {};
  if (blank(v.clientName)) errors.clientName = MESSAGES.name;
  else if (v.clientName.trim().length > 100) errors.clientName = MESSAGES.nameTooLong;
  else if (hasHiddenChars(v.clientName.trim())) errors.clientName = MESSAGES.hiddenChars;
  else if (looksLikeLink(v.clientName)) errors.clientName = MESSAGES.nameWithLink;
  const email = v.clientEmail.trim();
  if (!email) errors.clientEmail = MESSAGES.email;
  else if (email.length > 254 || !EMAIL.test(email)) errors.clientEmail = MESSAGES.emailInvalid;
  const phone = v.clientPhone.trim();
  if (!phone) errors.clientPhone = MESSAGES.phone;
  else if (!PHONE.test(phone) || countDigits(phone) < 7 || countDigits(phone) > 15) {
    errors.clientPhone = MESSAGES.phoneInvalid;
  }
  return errors;
}
