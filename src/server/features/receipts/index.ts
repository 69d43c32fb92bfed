/** What other features may use of receipts: what the desk hears of one (features/messages composes it). */
export type { ReceiptNote } from './notifier';
