import { statusBadge } from './booking-status';

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
/** The booking desk's words for a payment status (anything unknown is shown as stored). */
export const paymentLabel = (paymentStatus: string): string => PAYMENT_LABELS[paymentStatus] ?? paymentStatus;
