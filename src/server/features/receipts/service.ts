import { randomUUID } from 'node:crypto';
import { normalizeReference, REFERENCE } from '../../../shared/event-time';
import type { PaymentReceipt } from '../../../shared/schemas/receipts';
import { isUuid } from '../../../shared/uuid';
import { HttpError, notFound } from '../../http/errors';
import type { Audit } from '../audit';
import type { Recorder } from '../ledger';
import { dueNow } from './due';
import { mailboxOf, openMailbox } from './mailbox';
import { type Outcome, type RecordDeps, recordMessage } from './record';
import {
  bookingsByReference,
  listOpenReceipts,
  lockReceipt,
  mailboxCursor,
  markMatched,
  releaseLease,
  resetCursor,
  takeLease,
} from './repository';

/** How long a poll holds the mailbox before another may take it; renewed as it goes. */
const LEASE_MS = 10 * 60_000;
/** The lease is renewed after this many messages. */
const RENEW_EVERY = 50;

export type PollResult = {
  /** Another poll held the mailbox (here or in another instance): this one read nothing. */
  skipped: boolean;
  counts: Record<Outcome, number>;
  startedAt: number;
  endedAt: number;
};

const conflict = (message: string, code: string) => new HttpError(409, message, code);

/**
 * The payments mailbox (decision 036): each poll reads the messages above the last UID recorded
 * and records each one (record.ts); staff list what was not matched and assign it to a booking.
 */
export function createReceipts(deps: RecordDeps & { imapUrl: string | null }) {
  const { db, now } = deps;
  /** Polls of this process, for the benchmark's proof that no two ever overlapped. */
  const history: PollResult[] = [];

  async function poll(): Promise<PollResult> {
    const counts: Record<Outcome, number> = { matched: 0, unmatched: 0, rejected: 0, duplicate: 0 };
    const startedAt = performance.now();
    const done = (skipped: boolean) => {
      const result = { skipped, counts, startedAt, endedAt: performance.now() };
      if (!skipped) history.push(result);
      if (history.length > 1000) history.shift();
      return result;
    };
    if (!deps.imapUrl) return done(true);
    const box = mailboxOf(deps.imapUrl);
    const owner = randomUUID();
    const lease = () => takeLease(db, box.id, owner, now(), new Date(now().getTime() + LEASE_MS));
    let cursor = await mailboxCursor(db, box.id);
    if (!(await lease())) return done(true);
    try {
      const session = await openMailbox(deps.imapUrl);
      try {
        if (cursor.uidValidity !== session.uidValidity) {
          await resetCursor(db, box.id, session.uidValidity);
          cursor = { uidValidity: session.uidValidity, lastUid: 0 };
        }
        let n = 0;
        for await (const message of session.sources(await session.uidsAfter(cursor.lastUid))) {
          counts[await recordMessage(deps, message.source, { mailboxId: box.id, uid: message.uid })]++;
          if (++n % RENEW_EVERY === 0 && !(await lease())) throw new Error('the payments mailbox lease was lost');
        }
      } finally {
        await session.close();
      }
    } finally {
      await releaseLease(db, box.id, owner);
    }
    return done(false);
  }

  /** A booking's id from what staff typed: the id itself, or its 8-character reference. */
  async function bookingOf(typed: string): Promise<string> {
    const reference = normalizeReference(typed);
    const ids = isUuid(typed) ? [typed] : REFERENCE.test(reference) ? await bookingsByReference(db, reference) : [];
    const [id] = ids;
    if (ids.length !== 1 || !id) throw notFound('Booking not found');
    return id;
  }

  return {
    poll,
    /** The polls this process ran (not the skipped ones), oldest first. */
    history: () => [...history],

    list: (limit = 200) => listOpenReceipts(db, limit),

    /** Staff put an unmatched receipt's money on a booking: the deposit while it is due, else the balance. */
    async assign(id: string, typedBooking: string, by: Recorder, audit: Audit): Promise<PaymentReceipt> {
      if (!isUuid(id)) throw notFound('Receipt not found');
      const bookingId = await bookingOf(typedBooking);
      return db.transaction(async (tx) => {
        const receipt = await lockReceipt(tx, id);
        if (!receipt) throw notFound('Receipt not found');
        if (receipt.state === 'rejected')
          throw conflict('A receipt whose signature failed is never recorded', 'RECEIPT_REJECTED');
        if (receipt.state === 'matched') throw conflict('This receipt is already recorded', 'RECEIPT_MATCHED');
        if (receipt.amount === null || receipt.amount <= 0)
          throw conflict(
            'This receipt states no amount; record the payment on the booking instead',
            'RECEIPT_NO_AMOUNT',
          );
        const due = await dueNow(tx, bookingId);
        if (!due) throw notFound('Booking not found');
        const recorded = await deps.ledger.recordIn(
          tx,
          bookingId,
          {
            kind: due.kind,
            amount: receipt.amount,
            method: 'cashapp',
            reference: receipt.transactionId ?? undefined,
            note: receipt.note ?? undefined,
            at: receipt.receivedAt,
          },
          by,
          { audit },
        );
        const after = await markMatched(tx, id, { bookingId, ledgerEntryId: recorded.entry.id });
        await audit.record(tx, { entityType: 'payment_receipts', entityId: id, before: receipt, after });
        return after;
      });
    },
  };
}
export type Receipts = ReturnType<typeof createReceipts>;
