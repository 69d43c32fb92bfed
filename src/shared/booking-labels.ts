import { hasReceivedMoney, statusBadge } from './booking-status';

/*
 * The booking desk's words (staff pages and the CSV export only). Kept apart from
 * booking-status.ts, which public pages load: what staff code imports from a module that public
 * pages share must ship with it.
 */

/** The booking desk's words for a status: the badge's text, and 'Archived'. */
export function statusLabel(status: string): string {
  return status === 'archived' ? 'Archived' : statusBadge(status).label;
}

const PAYMENT_LABELS: Record<string, string> = {
  unpaid: 'Not paid',
  pending: 'Payment pending',
  depositPending: 'Deposit due',
  depositPaid: 'Deposit paid',
  fullPaid: 'Paid in full',
};
/**
 * The booking desk's words for a booking's payment (anything unknown is shown as stored). A
 * cancelled or archived booking owes nothing: a deposit that never came reads 'Not paid' there,
 * never 'Deposit due'; money that came in reads as it is, whatever the status.
 */
export function paymentLabel(paymentStatus: string, status: string): string {
  const closed = status === 'cancelled' || status === 'archived';
  if (closed && paymentStatus in PAYMENT_LABELS && !hasReceivedMoney(paymentStatus)) return 'Not paid';
  return PAYMENT_LABELS[paymentStatus] ?? paymentStatus;
}
