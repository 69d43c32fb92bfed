import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, PAYMENT_STATUSES } from '../../../shared/booking-status';
import { testI18n } from '../../lib/test-i18n';
import { depositConfirmed, depositDue, stageCopy } from './confirmation-stage';

const i18n = testI18n();

const mentionsPaying = (text: string) => /\bpay the\b|deposit through cash app/i.test(text);

describe('confirmation stage', () => {
  it('gives each status its own heading, keeping the spec heading for a new request', () => {
    expect(stageCopy(i18n, 'pending', 'unpaid').heading).toBe('Booking Request Received');
    expect(stageCopy(i18n, 'depositPending', 'depositPending').heading).toBe('Awaiting Your Deposit');
    expect(stageCopy(i18n, 'depositPaid', 'depositPaid').heading).toBe('Deposit Received');
    expect(stageCopy(i18n, 'confirmed', 'depositPaid').heading).toBe('Your Booking Is Confirmed');
    expect(stageCopy(i18n, 'cancelled', 'unpaid').heading).toBe('Booking Cancelled');
    expect(stageCopy(i18n, 'archived', 'depositPaid').heading).toBe('Booking Closed');
    // An unknown status reads as a request just received.
    expect(stageCopy(i18n, 'something-new', 'unpaid').heading).toBe('Booking Request Received');
    const headings = new Set(BOOKING_STATUSES.map((s) => stageCopy(i18n, s, 'unpaid').heading));
    expect(headings.size).toBe(BOOKING_STATUSES.length);
  });

  it('has three distinct steps at every status and payment status', () => {
    for (const status of BOOKING_STATUSES) {
      for (const payment of PAYMENT_STATUSES) {
        const { steps } = stageCopy(i18n, status, payment);
        expect(steps, `${status}/${payment}`).toHaveLength(3);
        expect(new Set(steps).size, `${status}/${payment}`).toBe(3);
      }
    }
  });

  it('asks for the deposit only while it is awaited and the booking is not past that stage', () => {
    for (const status of BOOKING_STATUSES) {
      for (const payment of PAYMENT_STATUSES) {
        const due = depositDue(status, payment);
        const awaited = ['unpaid', 'pending', 'depositPending'].includes(payment);
        expect(due, `${status}/${payment}`).toBe(awaited && (status === 'pending' || status === 'depositPending'));
        const copy = stageCopy(i18n, status, payment);
        expect(mentionsPaying([copy.intro, ...copy.steps].join(' ')), `${status}/${payment}`).toBe(due);
      }
    }
  });

  it('never tells a confirmed, cancelled or closed booking to pay', () => {
    for (const status of ['confirmed', 'cancelled', 'archived']) {
      for (const payment of PAYMENT_STATUSES) expect(depositDue(status, payment)).toBe(false);
    }
  });

  it("says 'Deposit Confirmed' only for a paid deposit on a booking that still stands", () => {
    expect(depositConfirmed('depositPaid', 'depositPaid')).toBe(true);
    expect(depositConfirmed('confirmed', 'depositPaid')).toBe(true);
    expect(depositConfirmed('pending', 'depositPaid')).toBe(true);
    expect(depositConfirmed('cancelled', 'depositPaid')).toBe(false);
    expect(depositConfirmed('archived', 'depositPaid')).toBe(false);
    expect(depositConfirmed('confirmed', 'unpaid')).toBe(false);
  });

  it('tells a cancelled or closed booking that received a deposit that it did, never that nothing was paid', () => {
    for (const status of ['cancelled', 'archived']) {
      for (const payment of ['depositPaid', 'fullPaid']) {
        const { steps } = stageCopy(i18n, status, payment);
        expect(steps[0], `${status}/${payment}`).toBe(
          'We received your deposit for this booking; it is recorded with your reference.',
        );
        expect(steps.join(' ')).not.toMatch(/No payment is due|nothing more to do or pay/);
      }
      expect(stageCopy(i18n, status, 'unpaid').steps[0]).not.toMatch(/received your deposit/);
    }
    expect(stageCopy(i18n, 'cancelled', 'depositPaid').steps[1]).toMatch(/refund/);
  });
});
