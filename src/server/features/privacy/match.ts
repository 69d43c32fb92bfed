import { and, inArray, ne, sql } from 'drizzle-orm';
import { ERASED, type PrivacyClient } from '../../../shared/schemas/privacy';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema';
import { invalid } from '../../http/errors';
import { normaliseEmail, normalisePhone } from '../do-not-book';

/** One client, as a privacy request names them: a normalised e-mail, or a phone and its last ten digits. */
export type ClientKey = { kind: 'email'; value: string } | { kind: 'phone'; value: string; digits: string };

/** The request's e-mail or phone, normalised the way bookings and the do-not-book list are compared; 400 otherwise. */
export function clientKeyOf(client: PrivacyClient): ClientKey {
  if (client.email !== undefined) {
    const email = normaliseEmail(client.email);
    if (email === null) throw invalid([{ path: 'email', message: 'must be an e-mail address' }]);
    return { kind: 'email', value: email };
  }
  const phone = normalisePhone(client.phone ?? '');
  if (phone === null) throw invalid([{ path: 'phone', message: 'must be a phone number' }]);
  return { kind: 'phone', value: phone, digits: phone.replace(/\D/g, '').slice(-10) };
}

/** A booking's phone by its last ten digits, however it was typed (as client-signals compares them). */
const phoneDigits = sql`right(regexp_replace(${bookings.clientPhone}, '[^0-9]', '', 'g'), 10)`;

/** The ids of the client's bookings not erased yet: the same e-mail (any case), or the same phone. */
export async function bookingIdsOf(db: Database, key: ClientKey): Promise<string[]> {
  const same =
    key.kind === 'email' ? sql`lower(${bookings.clientEmail}) = ${key.value}` : sql`${phoneDigits} = ${key.digits}`;
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(same, ne(bookings.clientName, ERASED)));
  return rows.map((r) => r.id);
}

/** The e-mail addresses the given bookings were made with (lower case), to find messages sent to them. */
export async function emailsOf(db: Database, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectDistinct({ email: sql<string>`lower(${bookings.clientEmail})` })
    .from(bookings)
    .where(inArray(bookings.id, ids));
  return rows.map((r) => r.email).filter((e) => e !== ERASED);
}
