import { EMAIL, MESSAGES } from '../../../shared/booking-rules';
import { normalizeReference, REFERENCE } from '../../../shared/event-time';

/**
 * "Find my booking" checks without zod, so the page does not download it. They answer like
 * bookingLookupSchema in src/shared/schemas/booking.ts (find-booking-rules.test.ts checks it).
 */
export type LookupFields = { email: string; reference: string };
export type LookupErrors = Partial<Record<keyof LookupFields, string>>;

export function lookupErrors(v: LookupFields): LookupErrors {
  const errors: LookupErrors = {};
  const email = v.email.trim();
  if (!email) errors.email = MESSAGES.email;
  else if (email.length > 254 || !EMAIL.test(email)) errors.email = MESSAGES.emailInvalid;
  const reference = normalizeReference(v.reference);
  if (!reference) errors.reference = MESSAGES.reference;
  else if (!REFERENCE.test(reference)) errors.reference = MESSAGES.referenceInvalid;
  return errors;
}

/** What is sent: the address trimmed and the reference as the server stores it ("#3f2a 9c1e" → "3F2A9C1E"). */
export function lookupPayload(v: LookupFields): LookupFields {
  return { email: v.email.trim(), reference: normalizeReference(v.reference) };
}
