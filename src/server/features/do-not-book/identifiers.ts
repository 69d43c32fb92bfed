import { createHmac, randomBytes } from 'node:crypto';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { EMAIL } from '../../../shared/booking-rules';
import type { DoNotBookKind } from '../../../shared/schemas/do-not-book';
import type { Database } from '../../db/client';
import { loadOrCreateSecret } from '../../db/server-secrets';

/*
 * How an identifier becomes what the do-not-book list compares (decision 037): one normal form
 * per kind, then an HMAC-SHA256 under a server key. Only the hash and the last characters are
 * stored, so a copy of the table names nobody; the same client typed another way still matches.
 */

/** A phone in E.164 ('+13055550190'); numbers without a country code are read as US ones. Null when it cannot be a phone. */
export function normalisePhone(typed: string): string | null {
  const parsed = parsePhoneNumberFromString(typed, 'US');
  return parsed?.isPossible() ? parsed.number : null;
}

/** An e-mail address trimmed and in lower case; null when it is not a plain address. */
export function normaliseEmail(typed: string): string | null {
  const email = typed.trim().toLowerCase();
  return EMAIL.test(email) ? email : null;
}

/** The usual US street-address words and their abbreviations, each to one form. */
const ADDRESS_WORDS: Record<string, string> = {
  street: 'st',
  str: 'st',
  avenue: 'ave',
  av: 'ave',
  boulevard: 'blvd',
  road: 'rd',
  drive: 'dr',
  lane: 'ln',
  court: 'ct',
  place: 'pl',
  terrace: 'ter',
  circle: 'cir',
  highway: 'hwy',
  parkway: 'pkwy',
  square: 'sq',
  trail: 'trl',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  northeast: 'ne',
  northwest: 'nw',
  southeast: 'se',
  southwest: 'sw',
  apartment: 'apt',
  suite: 'ste',
};
/** Where a unit starts: the building is the place, whichever flat or suite was typed. */
const UNIT_WORDS = new Set(['apt', 'ste', 'unit', 'fl', 'floor']);

/**
 * The street line of an address ('1 Ocean Drive Apt 5, Miami FL' → '1 ocean dr'): the text before
 * the first comma, without a unit ('Apt 5', 'Suite 200', '#5'), in lower case, punctuation
 * dropped, spaces collapsed, common words abbreviated. Only the street line is compared, so a
 * city, ZIP code or flat number added or left out changes nothing. Null when nothing is left.
 */
export function normaliseAddress(typed: string): string | null {
  const street = (typed.split(',')[0] ?? '').normalize('NFKC').toLowerCase().replace(/#.*$/, '');
  const words = street
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map((w) => ADDRESS_WORDS[w] ?? w);
  const unit = words.findIndex((w) => UNIT_WORDS.has(w));
  const kept = unit === -1 ? words : words.slice(0, unit);
  return kept.length > 0 ? kept.join(' ') : null;
}

export function normalise(kind: DoNotBookKind, typed: string): string | null {
  if (kind === 'phone') return normalisePhone(typed);
  if (kind === 'email') return normaliseEmail(typed);
  return normaliseAddress(typed);
}

/** What staff read of an entry: the last 4 characters (an e-mail's before the @, its domain says little). */
export function hintOf(kind: DoNotBookKind, normalised: string): string {
  const shown = kind === 'email' ? (normalised.split('@')[0] ?? '') : normalised;
  return shown.slice(-4);
}

/** The keyed hash of one normalised identifier: hex HMAC-SHA256 of "kind:value". */
export type IdentifierHasher = (kind: DoNotBookKind, normalised: string) => string;

export function createHasher(key: string): IdentifierHasher {
  return (kind, normalised) => createHmac('sha256', key).update(`${kind}:${normalised}`).digest('hex');
}

/** A booking's identifiers, normalised: its phone, e-mail and the event's address (each when it reads as one). */
export function bookingIdentifiers(b: {
  clientPhone: string | null;
  clientEmail: string;
  eventLocation: string;
}): { kind: DoNotBookKind; value: string }[] {
  const found: { kind: DoNotBookKind; value: string | null }[] = [
    { kind: 'phone', value: b.clientPhone ? normalisePhone(b.clientPhone) : null },
    { kind: 'email', value: normaliseEmail(b.clientEmail) },
    { kind: 'address', value: normaliseAddress(b.eventLocation) },
  ];
  return found.flatMap((f) => (f.value ? [{ kind: f.kind, value: f.value }] : []));
}

/**
 * The hasher under DO_NOT_BOOK_KEY, or under a key made on first start and kept in
 * `server_secrets` (as the VAPID keys are, decision 033). Changing the key unlinks every entry.
 */
export async function loadHasher(db: Database, configured: string | null): Promise<IdentifierHasher> {
  const key =
    configured ?? (await loadOrCreateSecret(db, 'do-not-book-key', () => randomBytes(32).toString('base64url')));
  return createHasher(key);
}
