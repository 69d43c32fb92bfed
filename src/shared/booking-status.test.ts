import { describe, expect, it } from 'vitest';
import { paymentLabel, statusLabel } from './booking-labels';
import {
  ACTIVE_STATUSES,
  awaitsDeposit,
  BOOKING_STATUSES,
  bookingStage,
  canArchive,
  canConfirmDeposit,
  canDelete,
  canMove,
  isActiveStatus,
  PAYMENT_STATUSES,
  statusAfterMove,
  statusBadge,
} from './booking-status';

/** docs/product.md, Statuses, written out move by move: every pair not listed here must be refused. */
const ALLOWED_MOVES = new Set([
  'pending>depositPending',
  'pending>cancelled',
  'depositPending>cancelled',
  'depositPaid>confirmed',
  'depositPaid>cancelled',
  'confirmed>cancelled',
  'cancelled>pending',
]);

describe('booking status table', () => {
  for (const from of BOOKING_STATUSES) {
    for (const to of BOOKING_STATUSES) {
      const allowed = ALLOWED_MOVES.has(`${from}>${to}`);
      it(`${allowed ? 'allows' : 'refuses'} ${from} -> ${to}`, () => {
        expect(canMove(from, to, 'unpaid')).toBe(allowed);
      });
    }
  }

  it('confirms a deposit while it is awaited, and on a pending booking whose client paid at once', () => {
    expect(BOOKING_STATUSES.filter(canConfirmDeposit)).toEqual(['pending', 'depositPending']);
  });

  it('never asks for a deposit already paid, and never deletes a booking that received money', () => {
    for (const paid of ['depositPaid', 'fullPaid']) {
      expect(canMove('pending', 'depositPending', paid)).toBe(false);
      expect(canDelete('pending', paid)).toBe(false);
      expect(canMove('cancelled', 'pending', paid)).toBe(true);
    }
    expect(canDelete('pending', 'depositPending')).toBe(true);
  });

  it('reopens a paid booking at depositPaid, keeping the money; an unpaid one at pending', () => {
    expect(statusAfterMove('cancelled', 'pending', 'depositPaid')).toBe('depositPaid');
    expect(statusAfterMove('cancelled', 'pending', 'fullPaid')).toBe('depositPaid');
    expect(statusAfterMove('cancelled', 'pending', 'depositPending')).toBe('pending');
    expect(statusAfterMove('cancelled', 'pending', 'unpaid')).toBe('pending');
    expect(statusAfterMove('depositPaid', 'confirmed', 'depositPaid')).toBe('confirmed');
  });

  it('archives anything but pending and archived bookings', () => {
    expect(BOOKING_STATUSES.filter(canArchive)).toEqual(['depositPending', 'depositPaid', 'confirmed', 'cancelled']);
  });

  it('deletes only pending bookings', () => {
    expect(BOOKING_STATUSES.filter((s) => canDelete(s, 'unpaid'))).toEqual(['pending']);
  });

  it('refuses unknown statuses', () => {
    expect(canMove('pending', 'bogus', 'unpaid')).toBe(false);
    expect(canMove('bogus', 'pending', 'unpaid')).toBe(false);
    expect(canArchive('bogus')).toBe(false);
  });
});

describe('status badge and deposit', () => {
  it('uses the spec labels and colours, and shows anything else raw in gray', () => {
    expect(statusBadge('confirmed')).toEqual({ label: 'Confirmed', color: 'green' });
    expect(statusBadge('depositPaid')).toEqual({ label: 'Deposit Paid', color: 'blue' });
    expect(statusBadge('depositPending')).toEqual({ label: 'Awaiting Deposit', color: 'yellow' });
    expect(statusBadge('pending')).toEqual({ label: 'Pending', color: 'orange' });
    expect(statusBadge('cancelled')).toEqual({ label: 'Cancelled', color: 'red' });
    expect(statusBadge('archived')).toEqual({ label: 'archived', color: 'gray' });
    expect(statusBadge('onHold')).toEqual({ label: 'onHold', color: 'gray' });
  });

  it("holds performers' time while a booking is open, and gives each status its stage", () => {
    expect(ACTIVE_STATUSES).toEqual(['pending', 'depositPending', 'depositPaid', 'confirmed']);
    expect(BOOKING_STATUSES.filter(isActiveStatus)).toEqual(ACTIVE_STATUSES);
    expect(isActiveStatus('onHold')).toBe(false);
    expect(BOOKING_STATUSES.map(bookingStage)).toEqual([
      'received',
      'awaitingDeposit',
      'depositPaid',
      'confirmed',
      'cancelled',
      'archived',
    ]);
    expect(bookingStage('onHold')).toBe('received');
  });

  it('gives the booking desk a human word for every status and payment status', () => {
    expect(BOOKING_STATUSES.map(statusLabel)).toEqual([
      'Pending',
      'Awaiting Deposit',
      'Deposit Paid',
      'Confirmed',
      'Cancelled',
      'Archived',
    ]);
    expect(PAYMENT_STATUSES.map((p) => paymentLabel(p, 'pending'))).toEqual([
      'Not paid',
      'Payment pending',
      'Deposit due',
      'Deposit paid',
      'Paid in full',
    ]);
    expect(paymentLabel('refunded', 'pending')).toBe('refunded');
  });

  it('shows a cancelled or archived booking its payment truthfully: money in as it is, nothing due', () => {
    for (const status of ['cancelled', 'archived']) {
      expect(PAYMENT_STATUSES.map((p) => paymentLabel(p, status))).toEqual([
        'Not paid',
        'Not paid',
        'Not paid',
        'Deposit paid',
        'Paid in full',
      ]);
    }
  });

  it('awaits the deposit while unpaid, pending or depositPending', () => {
    expect(['unpaid', 'pending', 'depositPending', 'depositPaid', 'fullPaid'].filter(awaitsDeposit)).toEqual([
      'unpaid',
      'pending',
      'depositPending',
    ]);
  });
});
