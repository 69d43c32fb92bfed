import { asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { PrivacyExport } from '../../../shared/schemas/privacy';
import type { Database } from '../../db/client';
import {
  auditLog,
  bookingCancellations,
  bookingNotes,
  bookingPerformers,
  bookings,
  clientRatings,
  doNotBookEntries,
  doNotBookMatches,
  ledgerEntries,
  messages,
  offers,
  paymentReceipts,
  reviews,
} from '../../db/schema';
import { clientSignalsOf } from '../client-signals';
import type { IdentifierHasher } from '../do-not-book';
import type { ClientKey } from './match';
import { auditOf, entityIdsOf, messagesOf } from './related';

type Row = Record<string, unknown>;

/** Hashes and tokens are the app's own secrets, not data about the client: left out of an export. */
const SECRETS = new Set(['tokenHash', 'emailConfirmHash', 'valueHash']);
const plain = (row: object): Row => Object.fromEntries(Object.entries(row).filter(([k]) => !SECRETS.has(k)));

/** The rows of one table for the bookings, grouped by booking id. */
function byBooking<T extends { bookingId: string | null }>(rows: T[]): Map<string, Row[]> {
  const grouped = new Map<string, Row[]>();
  for (const row of rows) {
    if (row.bookingId === null) continue;
    grouped.set(row.bookingId, [...(grouped.get(row.bookingId) ?? []), plain(row)]);
  }
  return grouped;
}

/**
 * Everything held about one client (decision 046): each booking with what hangs off it, the
 * messages to them or about their bookings, their do-not-book entries and the audit entries
 * about them. Read-only; the caller audits the read.
 */
export async function exportClient(
  db: Database,
  key: ClientKey,
  ids: string[],
  emails: string[],
  { hash, today, now }: { hash: IdentifierHasher; today: string; now: Date },
): Promise<PrivacyExport> {
  const [rows, lines, notes, ledger, cancellations, offerRows, reviewRows, ratings, receipts, matches, signals] =
    ids.length === 0
      ? [[], [], [], [], [], [], [], [], [], [], new Map()]
      : await Promise.all([
          db.select().from(bookings).where(inArray(bookings.id, ids)).orderBy(asc(bookings.createdAt)),
          db.select().from(bookingPerformers).where(inArray(bookingPerformers.bookingId, ids)),
          db.select().from(bookingNotes).where(inArray(bookingNotes.bookingId, ids)),
          db.select().from(ledgerEntries).where(inArray(ledgerEntries.bookingId, ids)),
          db.select().from(bookingCancellations).where(inArray(bookingCancellations.bookingId, ids)),
          db.select().from(offers).where(inArray(offers.bookingId, ids)),
          db.select().from(reviews).where(inArray(reviews.bookingId, ids)),
          db.select().from(clientRatings).where(inArray(clientRatings.bookingId, ids)),
          db.select().from(paymentReceipts).where(inArray(paymentReceipts.bookingId, ids)),
          db.select().from(doNotBookMatches).where(inArray(doNotBookMatches.bookingId, ids)),
          clientSignalsOf(db, ids, today),
        ]);
  const grouped = {
    lines: byBooking(lines),
    notes: byBooking(notes),
    ledger: byBooking(ledger),
    cancellation: byBooking(cancellations),
    offers: byBooking(offerRows),
    reviews: byBooking(reviewRows),
    clientRatings: byBooking(ratings),
    receipts: byBooking(receipts),
  };
  const entryIds = matches.map((m: { entryId: string }) => m.entryId);
  const [messageRows, entries, audit] = await Promise.all([
    db.select().from(messages).where(messagesOf(ids, emails)).orderBy(asc(messages.createdAt)),
    db
      .select()
      .from(doNotBookEntries)
      .where(
        or(
          eq(doNotBookEntries.valueHash, hash(key.kind, key.value)),
          ...(entryIds.length > 0 ? [inArray(doNotBookEntries.id, entryIds)] : []),
        ),
      ),
    ids.length === 0 && emails.length === 0
      ? []
      : db
          .select()
          .from(auditLog)
          .where(auditOf(ids, emails, await entityIdsOf(db, ids)))
          .orderBy(desc(auditLog.at)),
  ]);
  return {
    generatedAt: now.toISOString(),
    client: { kind: key.kind, value: key.value },
    bookings: rows.map((b: typeof bookings.$inferSelect) => ({
      ...plain(b),
      clientSignals: signals.get(b.id) ?? null,
      ...Object.fromEntries(Object.entries(grouped).map(([name, map]) => [name, map.get(b.id) ?? []])),
    })),
    messages: messageRows.map(plain),
    doNotBook: entries.map(plain),
    auditEntries: audit.map(plain),
  };
}
