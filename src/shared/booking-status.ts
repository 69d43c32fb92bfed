/** Booking and payment statuses (spec section 4). The admin issue adds the transition table here. */
export const BOOKING_STATUSES = [
  'pending',
  'depositPending',
  'depositPaid',
  'confirmed',
  'cancelled',
  'archived',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const PAYMENT_STATUSES = ['unpaid', 'pending', 'depositPending', 'depositPaid', 'fullPaid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export type BadgeColor = 'green' | 'blue' | 'yellow' | 'orange' | 'red' | 'gray';

/** The confirmation page's status badge; anything else is shown raw in gray. */
export function statusBadge(status: string): { label: string; color: BadgeColor } {
  switch (status) {
    case 'confirmed':
      return { label: 'Confirmed', color: 'green' };
    case 'depositPaid':
      return { label: 'Deposit Paid', color: 'blue' };
    case 'depositPending':
      return { label: 'Awaiting Deposit', color: 'yellow' };
    case 'pending':
      return { label: 'Pending', color: 'orange' };
    case 'cancelled':
      return { label: 'Cancelled', color: 'red' };
    default:
      return { label: status, color: 'gray' };
  }
}

/** Payment statuses that still call for the deposit: the payment card shows and Cash App opens. */
export function awaitsDeposit(paymentStatus: string): boolean {
  return paymentStatus === 'pending' || paymentStatus === 'depositPending' || paymentStatus === 'unpaid';
}
