import { describe, expect, it } from 'vitest';
import {
  BOOKING_STATUSES,
  canArchive,
  canConfirmDeposit,
  canDelete,
  STATUS_MOVES,
} from '../../../shared/booking-status';
import { ACTIONS_BY_STATUS } from './booking-actions';
import { conflictCount, overlapQuestion } from './booking-conflicts';

describe('booking actions', () => {
  it('has the spec labels for every status', () => {
    const labels = Object.fromEntries(BOOKING_STATUSES.map((s) => [s, ACTIONS_BY_STATUS[s]?.map((a) => a.label)]));
    expect(labels).toEqual({
      pending: ['Request Deposit', 'Reject', 'Delete'],
      depositPending: ['Confirm Deposit Received', 'Cancel', 'Archive'],
      depositPaid: ['Confirm Booking', 'Cancel', 'Archive'],
      confirmed: ['Cancel Booking', 'Archive'],
      cancelled: ['Reopen Booking', 'Archive'],
      archived: [],
    });
  });

  it('offers exactly what the shared table allows, so the server never refuses a button', () => {
    for (const status of BOOKING_STATUSES) {
      const requests = (ACTIONS_BY_STATUS[status] ?? []).map((a) => a.request);
      expect(requests.filter((r) => r.kind === 'status').map((r) => r.kind === 'status' && r.to)).toEqual(
        STATUS_MOVES[status],
      );
      expect(requests.some((r) => r.kind === 'confirmDeposit')).toBe(canConfirmDeposit(status));
      expect(requests.some((r) => r.kind === 'archive')).toBe(canArchive(status));
      expect(requests.some((r) => r.kind === 'delete')).toBe(canDelete(status));
    }
  });

  it('asks about overlaps only before the moves that commit the performers', () => {
    const asking = Object.values(ACTIONS_BY_STATUS)
      .flat()
      .filter((a) => a.checksConflicts)
      .map((a) => a.label);
    expect(asking).toEqual(['Request Deposit', 'Confirm Deposit Received', 'Confirm Booking']);
  });

  it('counts each overlapping booking once, and asks in words', () => {
    const c = (id: string, performerName: string) => ({
      id,
      reference: id.toUpperCase(),
      performerName,
      eventDate: null,
    });
    expect(conflictCount([c('a', 'Ana'), c('a', 'Bea'), c('b', 'Ana')])).toBe(2);
    expect(overlapQuestion(1)).toBe('This booking overlaps 1 other booking for the same performer. Continue?');
    expect(overlapQuestion(2)).toBe('This booking overlaps 2 other bookings for the same performer. Continue?');
  });
});
