import { describe, expect, it } from 'vitest';
import {
  BOOKING_STATUSES,
  canArchive,
  canConfirmDeposit,
  canDelete,
  canMove,
  PAYMENT_STATUSES,
  STATUS_MOVES,
} from '../../../../shared/booking-status';
import { bookingActions } from './booking-actions';
import { conflictCount, overlapLine, overlapQuestion } from './booking-conflicts';

const labelsFor = (paymentStatus: string) =>
  Object.fromEntries(BOOKING_STATUSES.map((s) => [s, bookingActions(s, paymentStatus).map((a) => a.label)]));

describe('booking actions', () => {
  it("has the spec's labels for every status, and Confirm Deposit Received on a pending booking too", () => {
    expect(labelsFor('unpaid')).toEqual({
      pending: ['Confirm Deposit Received', 'Request Deposit', 'Reject', 'Delete'],
      depositPending: ['Confirm Deposit Received', 'Cancel', 'Archive'],
      depositPaid: ['Confirm Booking', 'Cancel', 'Archive'],
      confirmed: ['Cancel Booking', 'Archive'],
      cancelled: ['Reopen Booking', 'Archive'],
      archived: [],
    });
  });

  it('never asks for money already received, nor deletes a booking that received it', () => {
    for (const paid of ['depositPaid', 'fullPaid']) {
      const labels = labelsFor(paid);
      expect(labels.pending).toEqual(['Confirm Deposit Received', 'Reject']);
      expect(labels.cancelled).toEqual(['Reopen Booking', 'Archive']);
      expect(Object.values(labels).flat()).not.toContain('Request Deposit');
      expect(Object.values(labels).flat()).not.toContain('Delete');
    }
  });

  it('offers exactly what the shared table allows, so the server never refuses a button', () => {
    for (const paymentStatus of PAYMENT_STATUSES) {
      for (const status of BOOKING_STATUSES) {
        const requests = bookingActions(status, paymentStatus).map((a) => a.request);
        expect(requests.filter((r) => r.kind === 'status').map((r) => r.kind === 'status' && r.to)).toEqual(
          STATUS_MOVES[status].filter((to) => canMove(status, to, paymentStatus)),
        );
        expect(requests.some((r) => r.kind === 'confirmDeposit')).toBe(canConfirmDeposit(status));
        expect(requests.some((r) => r.kind === 'archive')).toBe(canArchive(status));
        expect(requests.some((r) => r.kind === 'delete')).toBe(canDelete(status, paymentStatus));
      }
    }
  });

  it('asks about overlaps only before the moves that commit the performers', () => {
    const asking = BOOKING_STATUSES.flatMap((s) => bookingActions(s, 'unpaid'))
      .filter((a) => a.checksConflicts)
      .map((a) => a.label);
    expect([...new Set(asking)]).toEqual(['Confirm Deposit Received', 'Request Deposit', 'Confirm Booking']);
  });

  it('counts each overlapping booking once, and asks in words', () => {
    const c = (id: string, performerName: string) => ({
      id,
      reference: id.toUpperCase(),
      performerName,
      status: 'pending',
      eventDate: null,
      eventTime: null,
    });
    expect(conflictCount([c('a', 'Ana'), c('a', 'Bea'), c('b', 'Ana')])).toBe(2);
    expect(overlapQuestion(1)).toBe('This booking overlaps 1 other booking for the same performer. Continue?');
    expect(overlapQuestion(2)).toBe('This booking overlaps 2 other bookings for the same performer. Continue?');
  });

  it("names the other booking's status and time in the overlap line", () => {
    expect(
      overlapLine({
        id: 'b',
        reference: 'BBBBBBBB',
        performerName: 'Rita Ray',
        status: 'confirmed',
        eventDate: '2026-12-05',
        eventTime: '21:30',
      }),
    ).toBe('Rita Ray, Confirmed, Saturday, December 5, 2026 at 9:30 PM');
  });
});
