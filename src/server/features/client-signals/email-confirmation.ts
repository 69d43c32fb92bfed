import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Locale } from '../../../shared/locale';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema';
import { loadOrCreateSecret } from '../../db/server-secrets';
import { hashToken } from '../../token-hash';

/**
 * The "Confirm your e-mail" link of a client's first message (decision 037). Its token is an
 * HMAC of the booking's id under a server key, so the compose job makes the same link however
 * often it runs; the booking stores only the token's SHA-256, and forgets it once it is used.
 */
export type EmailConfirmation = {
  /** The link's token (43 characters, base64url). */
  tokenFor(bookingId: string): string;
  /** What the booking stores: the token's hash. */
  hashFor(bookingId: string): string;
};

export async function loadEmailConfirmation(db: Database): Promise<EmailConfirmation> {
  const key = await loadOrCreateSecret(db, 'email-confirmation-key', () => randomBytes(32).toString('base64url'));
  const tokenFor = (bookingId: string) =>
    createHmac('sha256', key).update(`email-confirmation:${bookingId}`).digest('base64url');
  return { tokenFor, hashFor: (bookingId) => hashToken(tokenFor(bookingId)) };
}

/**
 * Marks the booking whose link this is as confirmed, once: one conditional update that also
 * forgets the hash, so a second click (or a guess) finds nothing. Answers the booking's language,
 * or null when the link is unknown or was used.
 */
export async function confirmEmail(db: Database, token: string, at: Date): Promise<Locale | null> {
  const [row] = await db
    .update(bookings)
    .set({ emailConfirmedAt: at, emailConfirmHash: null })
    .where(and(eq(bookings.emailConfirmHash, hashToken(token)), isNull(bookings.emailConfirmedAt)))
    .returning({ locale: bookings.locale });
  return row?.locale ?? null;
}
