import { adminKeys } from '../shell/admin-keys';
import { type ActionCallbacks, type Answer, useAdminMutation } from '../shell/mutations';
import { moneyApi } from './api';

/**
 * Money moves the booking too (its payment status; a covered deposit confirms it and writes the
 * client's message), so a payment refreshes what a booking action does: the bookings, the ledger
 * under them, the messages, and the refunds due.
 */
const MONEY_READS = [adminKeys.bookings, adminKeys.messages, adminKeys.refundsDue];

type RecordCall = typeof moneyApi.recordPayment;
type ReverseCall = typeof moneyApi.reversePayment;

export const useRecordPayment = (callbacks: ActionCallbacks<Answer<RecordCall>, Parameters<RecordCall>[0]> = {}) =>
  useAdminMutation(moneyApi.recordPayment, MONEY_READS, callbacks);

export const useReversePayment = (callbacks: ActionCallbacks<Answer<ReverseCall>, Parameters<ReverseCall>[0]> = {}) =>
  useAdminMutation(moneyApi.reversePayment, MONEY_READS, callbacks);
