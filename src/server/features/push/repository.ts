import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Locale } from '../../../shared/locale';
import type { Database } from '../../db/client';
import { bookingPerformers, performerContacts, pushSubscriptions, users } from '../../db/schema';

export type PushOwner = { performerId: string } | { userId: string };
export type Subscription = { id: string; endpoint: string; p256dh: string; auth: string };

/** Saves a browser's subscription for its owner; the same endpoint again moves to the new owner and keys. */
export async function saveSubscription(
  db: Database,
  sub: { endpoint: string; p256dh: string; auth: string },
  owner: PushOwner,
): Promise<string> {
  const ownerColumns =
    'performerId' in owner
      ? { performerId: owner.performerId, userId: null }
      : { userId: owner.userId, performerId: null };
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ ...sub, ...ownerColumns })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...sub, ...ownerColumns } })
    .returning({ id: pushSubscriptions.id });
  if (!row) throw new Error('push subscription not saved');
  return row.id;
}

const columns = {
  id: pushSubscriptions.id,
  endpoint: pushSubscriptions.endpoint,
  p256dh: pushSubscriptions.p256dh,
  auth: pushSubscriptions.auth,
};

/** The browsers of these performers. */
export function subscriptionsOfPerformers(db: Database, performerIds: string[]): Promise<Subscription[]> {
  if (performerIds.length === 0) return Promise.resolve([]);
  return db.select(columns).from(pushSubscriptions).where(inArray(pushSubscriptions.performerId, performerIds));
}

/** The browsers of staff who turned notifications on (and are still staff). */
export function staffSubscriptions(db: Database): Promise<Subscription[]> {
  return db
    .select(columns)
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(and(isNotNull(pushSubscriptions.userId), eq(users.isAdmin, true)));
}

/** The browsers of the owners who turned notifications on (an alarm nobody acknowledged goes to them). */
export function ownerSubscriptions(db: Database): Promise<Subscription[]> {
  return db
    .select(columns)
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(and(isNotNull(pushSubscriptions.userId), eq(users.isAdmin, true), eq(users.role, 'owner')));
}

export async function findSubscription(db: Database, id: string): Promise<Subscription | null> {
  const [row] = await db.select(columns).from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return row ?? null;
}

export async function deleteSubscription(db: Database, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** The browsers of the performers booked on a booking, each with her language (for the words). */
export function subscriptionsOfBooking(db: Database, bookingId: string) {
  return db
    .select({ ...columns, language: sql<Locale>`coalesce(${performerContacts.language}, 'en')` })
    .from(pushSubscriptions)
    .innerJoin(bookingPerformers, eq(bookingPerformers.performerId, pushSubscriptions.performerId))
    .leftJoin(performerContacts, eq(performerContacts.performerId, pushSubscriptions.performerId))
    .where(eq(bookingPerformers.bookingId, bookingId));
}
