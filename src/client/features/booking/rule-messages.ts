import { msg } from '@lingui/core/macro';
import { type AvailabilityRules, isEveningTime, isWeekendDay } from '../../../shared/availability';
import { MESSAGES } from '../../../shared/booking-rules';
import type { I18n, MessageDescriptor } from '../../../shared/i18n-runtime';

/*
 * The booking rules' messages (shared/booking-rules.ts: the spec's English, also the server's
 * answers) in the page's language. The rules stay in one place; only their words are looked up here.
 */
const RULES: Record<keyof typeof MESSAGES, MessageDescriptor> = {
  performers: msg`Please select at least one performer`,
  tooManyPerformers: msg`Select at most 10 performers`,
  eventDate: msg`Event date is required`,
  eventTime: msg`Event time is required`,
  serviceArea: msg`Service area is required`,
  eventType: msg`Event type is required`,
  eventLocation: msg`Event location is required`,
  locationTooLong: msg`Keep the location under 300 characters`,
  hiddenChars: msg`This text holds invisible control or text-direction characters. Please type it again.`,
  timePassed: msg`That time has already passed today. Please choose a later time.`,
  requestsTooLong: msg`Keep special requests under 2000 characters`,
  name: msg`Your name is required`,
  nameTooLong: msg`Keep the name under 100 characters`,
  nameWithLink: msg`Please enter your name without a web or e-mail address`,
  email: msg`Your email is required`,
  emailInvalid: msg`Please enter a valid email address`,
  phone: msg`Your phone number is required`,
  phoneInvalid: msg`Please enter a valid phone number`,
  reference: msg`Your booking reference is required`,
  referenceInvalid: msg`A booking reference is 8 characters, digits 0-9 and letters A-F, like 3F2A9C1E`,
};
const BY_TEXT = new Map<string, MessageDescriptor>(
  (Object.keys(MESSAGES) as (keyof typeof MESSAGES)[]).map((key) => [MESSAGES[key], RULES[key]]),
);

/** A rule's message (or the server's, when it is one of them) in the page's language; others as they are. */
export function ruleMessage(i18n: I18n, text: string): string {
  const descriptor = BY_TEXT.get(text);
  return descriptor ? i18n._(descriptor) : text;
}

/** Translates every message of a step's errors. */
export function translated<K extends string>(
  i18n: I18n,
  errors: Partial<Record<K, string>>,
): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const key of Object.keys(errors) as K[]) {
    const text = errors[key];
    if (text) out[key] = ruleMessage(i18n, text);
  }
  return out;
}

/** Why this performer cannot work on this date (availability.ts's rule), in the page's language. */
export function dateConflictMessage(i18n: I18n, p: AvailabilityRules, date: string): string | null {
  const name = p.name;
  if (p.unavailableDates.includes(date)) return i18n._(msg`${name} is unavailable on this date`);
  if (p.weekendsOnly && !isWeekendDay(date)) return i18n._(msg`${name} performs on weekends only (Friday to Sunday)`);
  return null;
}

/** Why this performer cannot start at this time, in the page's language. */
export function timeConflictMessage(i18n: I18n, p: AvailabilityRules, time: string): string | null {
  const name = p.name;
  return p.eveningOnly && !isEveningTime(time)
    ? i18n._(msg`${name} performs in the evening only (6 PM to 2 AM)`)
    : null;
}
