import type { ReceiptReason } from '../../../shared/receipts';
import type { Database } from '../../db/client';

/** What the desk hears of a receipt the mailbox read (features/messages composes it). */
export type ReceiptNote =
  | {
      state: 'matched';
      receiptId: string;
      amount: number;
      sender: string | null;
      bookingId: string;
      bookingReference: string;
      kind: 'deposit' | 'balance';
    }
  | { state: 'unmatched'; receiptId: string; amount: number | null; sender: string | null; reason: ReceiptReason };

/** Queues the desk's e-mail and push notes in the transaction that recorded the receipt. */
export type ReceiptNotifier = { paymentReceipt(tx: Database, note: ReceiptNote): Promise<void> };
