/**
 * Cash App receipts (decision 036): what a payment e-mail's words say, and why one was not
 * matched. Pure functions; the server reads the message, checks its signature and records it.
 */

/** Why a receipt was left for staff (unmatched) or refused (rejected). */
export const RECEIPT_REASONS = [
  'no-reference',
  'unknown-reference',
  'wrong-amount',
  'nothing-due',
  'reference-recorded',
  'not-recorded',
  'not-a-payment',
  'unreadable',
  'unsigned',
  'bad-signature',
  'wrong-domain',
] as const;
export type ReceiptReason = (typeof RECEIPT_REASONS)[number];

/** Each reason in the desk's words (the staff page and the desk's e-mail): "Not matched: …". */
export const RECEIPT_REASON_WORDS: Record<ReceiptReason, string> = {
  'no-reference': 'its note names no booking reference',
  'unknown-reference': 'its note names no booking we have',
  'wrong-amount': 'the amount is not what the booking asks for now',
  'nothing-due': 'nothing is due on that booking',
  'reference-recorded': 'a payment with its Cash App id is already recorded',
  'not-recorded': 'the ledger refused it',
  'not-a-payment': 'it is not a payment someone sent the business',
  unreadable: 'no amount could be read from it',
  unsigned: 'it carries no signature',
  'bad-signature': 'its signature failed',
  'wrong-domain': "it was not signed by Cash App's domain",
};

export const RECEIPT_STATES = ['matched', 'unmatched', 'rejected'] as const;
export type ReceiptState = (typeof RECEIPT_STATES)[number];

/** What a receipt's words say; any part may be missing. */
export type ReceiptFacts = {
  /** Money someone sent the business ("… sent you $…"), not one it sent or any other Cash App e-mail. */
  incoming: boolean;
  amount: number | null;
  /** The payer's name as Cash App shows it. */
  senderName: string | null;
  /** The payer's $Cashtag, with its $. */
  cashtag: string | null;
  note: string | null;
  transactionId: string | null;
};

const MONEY = /\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?(?!\d)/;
/** A $Cashtag: $ then a letter (an amount starts with a digit). */
const CASHTAG = /(?:^|[\s(])(\$[A-Za-z][A-Za-z0-9_-]{0,19})\b/;
/** Cash App names its payment id "Transaction ID", "Identifier" or "Payment ID", usually with a #. */
const TRANSACTION_ID = /(?:transaction\s+id|identifier|payment\s+id)\s*[:#]?\s*#?\s*([A-Z0-9][A-Z0-9-]{5,40})/i;
/** "Jane Doe sent you $150.00 for ABCD1234" (the subject, or the body's first line). */
const SENT_YOU = /^\s*(.{1,100}?)\s+(?:sent you|paid you)\s+\$[\d,.]+(?:\s+for\s+(.+?))?\s*$/i;
const NOTE_LINE = /^\s*(?:for|note|memo)\s*:\s*(.+?)\s*$/im;

/** Dollars from "$1,234.50" or "$150"; null when the text holds no amount. */
export function parseAmount(text: string): number | null {
  const m = MONEY.exec(text);
  if (!m) return null;
  return Number((m[1] ?? '').replace(/,/g, '')) + Number(m[2] ?? '0') / 100;
}

/** The facts of a Cash App payment e-mail from its subject and plain text. */
export function readReceipt(subject: string, text: string): ReceiptFacts {
  const sentYou = SENT_YOU.exec(subject) ?? SENT_YOU.exec(text.split(/\r?\n/).find((l) => l.trim()) ?? '');
  const noteLine = NOTE_LINE.exec(text);
  const note = (noteLine?.[1] ?? sentYou?.[2] ?? '').trim();
  return {
    incoming: sentYou !== null,
    amount: parseAmount(subject) ?? parseAmount(text),
    senderName: sentYou?.[1]?.trim() || null,
    cashtag: CASHTAG.exec(text)?.[1] ?? null,
    note: note ? note.slice(0, 500) : null,
    transactionId: TRANSACTION_ID.exec(text)?.[1]?.toUpperCase() ?? null,
  };
}

/** The booking references (8 hex digits, as bookingReference prints them) a note names, in capitals. */
export function referencesIn(note: string | null): string[] {
  if (!note) return [];
  const found = note.match(/(?<![0-9A-Za-z])#?[0-9A-Fa-f]{8}(?![0-9A-Za-z])/g) ?? [];
  return [...new Set(found.map((r) => r.replace('#', '').toUpperCase()))];
}
