import { hasReceivedMoney, PAYMENT_STATUSES, statusBadge } from './booking-status';

/*
 * The booking desk's words (staff pages and the CSV export only). Kept apart from
 * booking-status.ts, which public pages load: what staff code imports from a module that public
 * pages share must ship with it.
 */

/** The booking desk's words for a status: the badge's text, and 'Archived'. */
export function statusLabel(status: string): string {
  return status === 'archived' ? 'Archived' : statusBadge(status).label;
}

type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
const isPaymentStatus = (s: string): s is PaymentStatus => (PAYMENT_STATUSES as readonly string[]).includes(s);
/** One per payment status: a new one fails tsc here until it has words. */
const PAYMENT_LABELS: Record<PaymentStatus, string> = {
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
  if (!isPaymentStatus(paymentStatus)) return paymentStatus;
  if (closed && !hasReceivedMoney(paymentStatus)) return 'Not paid';
  return PAYMENT_LABELS[paymentStatus];
}
