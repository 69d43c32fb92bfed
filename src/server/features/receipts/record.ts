import { createHash } from 'node:crypto';
import { simpleParser } from 'mailparser';
import { bookingReference } from '../../../shared/event-time';
import { MAX_AMOUNT, toCents } from '../../../shared/ledger';
import { type ReceiptFacts, type ReceiptReason, readReceipt, referencesIn } from '../../../shared/receipts';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { ObjectStorage } from '../../storage/storage';
import { recordAudit } from '../audit';
import type { LedgerService } from '../ledger';
import { dueNow } from './due';
import type { ReceiptNotifier } from './notifier';
import {
  advanceCursor,
  bookingsByReference,
  insertReceipt,
  markMatched,
  receiptKeyTaken,
  setReason,
} from './repository';
import { type DkimResolver, verifyReceipt } from './verify';

export type RecordDeps = {
  db: Database;
  now: () => Date;
  storage: ObjectStorage;
  ledger: LedgerService;
  notifier: ReceiptNotifier;
  dkimDomains: string[];
  resolver: DkimResolver;
};

export type Outcome = 'matched' | 'unmatched' | 'rejected' | 'duplicate';

/** The mailbox's own name in the ledger and the audit trail. */
const MAILBOX = { id: null, label: 'mailbox' } as const;

/** A receipt's words, ready to store: what its parts say and where its evidence lies. */
async function readMessage(raw: Buffer, deps: RecordDeps) {
  const verdict = await verifyReceipt(raw, deps.dkimDomains, deps.resolver);
  const mail = await simpleParser(raw, { skipHtmlToText: false, skipTextToHtml: true, skipImageLinks: true });
  const hash = createHash('sha256').update(raw).digest('hex');
  const messageId = mail.messageId?.trim();
  // Only a verified receipt claims its Message-ID: a forgery cannot take a genuine one's key first.
  const messageKey = verdict.ok && messageId ? `mid:${messageId.slice(0, 500)}` : `sha256:${hash}`;
  const words = readReceipt(mail.subject ?? '', mail.text ?? '');
  // An absurd amount is no amount (and would not fit the column: the mailbox would stop at it).
  const facts: ReceiptFacts = {
    ...words,
    amount: words.amount !== null && words.amount <= MAX_AMOUNT ? words.amount : null,
  };
  const from = (verdict.from || mail.from?.value[0]?.address || '').slice(0, 320);
  return { verdict, messageKey, facts, from, date: mail.date, storageKey: `receipts/${hash}.eml` };
}

type Read = Awaited<ReturnType<typeof readMessage>>;

type Match =
  | { matched: true; bookingId: string; kind: 'deposit' | 'balance'; amount: number }
  | { matched: false; reason: ReceiptReason };

/** The booking a verified receipt pays and the entry it makes, or why it pays none. */
async function matchOf(tx: Database, facts: ReceiptFacts): Promise<Match> {
  const amount = facts.amount;
  if (!facts.incoming) return { matched: false, reason: 'not-a-payment' };
  if (amount === null || amount <= 0) return { matched: false, reason: 'unreadable' };
  const references = referencesIn(facts.note);
  if (references.length === 0) return { matched: false, reason: 'no-reference' };
  for (const reference of references) {
    const ids = await bookingsByReference(tx, reference);
    const [bookingId] = ids;
    if (ids.length !== 1 || !bookingId) continue;
    const due = await dueNow(tx, bookingId);
    if (!due || due.amount <= 0) return { matched: false, reason: 'nothing-due' };
    if (toCents(due.amount) !== toCents(amount)) return { matched: false, reason: 'wrong-amount' };
    return { matched: true, bookingId, kind: due.kind, amount };
  }
  return { matched: false, reason: 'unknown-reference' };
}

/** The ledger's refusals, as a receipt's reason; anything else is a fault and is thrown. */
function refusalReason(err: unknown): ReceiptReason {
  if (err instanceof HttpError && err.code === 'DUPLICATE_REFERENCE') return 'reference-recorded';
  if (err instanceof HttpError && err.statusCode < 500) return 'not-recorded';
  throw err;
}

/**
 * One message of the mailbox, recorded once: the raw bytes kept as evidence first (named by
 * their hash, so a second put writes the same object), then in one transaction the receipt row
 * (its unique key makes a second reading a no-op), the ledger entry and the booking's move when it
 * matches, the desk's note, and the mailbox's cursor past its UID.
 */
export async function recordMessage(
  deps: RecordDeps,
  raw: Buffer,
  cursor: { mailboxId: string; uid: number },
): Promise<Outcome> {
  const read = await readMessage(raw, deps);
  if (await receiptKeyTaken(deps.db, read.messageKey)) {
    await advanceCursor(deps.db, cursor.mailboxId, cursor.uid);
    return 'duplicate';
  }
  await deps.storage.put(read.storageKey, raw, 'message/rfc822');
  return deps.db.transaction(async (tx) => {
    const outcome = await recordIn(tx, deps, read);
    await advanceCursor(tx, cursor.mailboxId, cursor.uid);
    return outcome;
  });
}

async function recordIn(tx: Database, deps: RecordDeps, read: Read): Promise<Outcome> {
  const readAt = deps.now();
  // A receipt dated ahead of the server's clock is booked at the clock's time.
  const receivedAt = read.date && read.date.getTime() < readAt.getTime() ? read.date : readAt;
  const { facts } = read;
  const receipt = await insertReceipt(tx, {
    messageKey: read.messageKey,
    receivedAt,
    readAt,
    fromAddress: read.from,
    amount: facts.amount === null ? null : facts.amount.toFixed(2),
    sender: [facts.senderName, facts.cashtag].filter(Boolean).join(' ').slice(0, 200) || null,
    note: facts.note,
    transactionId: facts.transactionId,
    storageKey: read.storageKey,
    state: read.verdict.ok ? 'unmatched' : 'rejected',
    reason: read.verdict.ok ? null : read.verdict.reason,
  });
  // Another instance recorded it between our look and our insert.
  if (!receipt) return 'duplicate';
  if (!read.verdict.ok) return 'rejected';
  const match = await matchOf(tx, facts);
  let reason: ReceiptReason;
  if (match.matched) {
    try {
      // A savepoint: a refusal by the ledger leaves the receipt unmatched, not the poll failed.
      const recorded = await tx.transaction((sp) =>
        deps.ledger.recordIn(
          sp,
          match.bookingId,
          {
            kind: match.kind,
            amount: match.amount,
            method: 'cashapp',
            reference: facts.transactionId ?? undefined,
            note: facts.note ?? undefined,
            at: receivedAt,
          },
          MAILBOX,
          { audit: null },
        ),
      );
      const after = await markMatched(tx, receipt.id, { bookingId: match.bookingId, ledgerEntryId: recorded.entry.id });
      await recordAudit(tx, {
        actor: { id: null, email: MAILBOX.label },
        action: 'payments mailbox',
        entityType: 'payment_receipts',
        entityId: receipt.id,
        before: receipt,
        after,
      });
      await deps.notifier.paymentReceipt(tx, {
        state: 'matched',
        receiptId: receipt.id,
        amount: match.amount,
        sender: after.sender,
        bookingId: match.bookingId,
        bookingReference: bookingReference(match.bookingId),
        kind: match.kind,
      });
      return 'matched';
    } catch (err) {
      reason = refusalReason(err);
    }
  } else {
    reason = match.reason;
  }
  await setReason(tx, receipt.id, reason);
  // Cash App's other e-mails (money the business sent, notices) are listed, not announced.
  if (reason === 'not-a-payment') return 'unmatched';
  await deps.notifier.paymentReceipt(tx, {
    state: 'unmatched',
    receiptId: receipt.id,
    amount: facts.amount,
    sender: receipt.sender,
    reason,
  });
  return 'unmatched';
}
