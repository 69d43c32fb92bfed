import { adminKeys } from '../shell/admin-keys';
import { type ActionCallbacks, type Answer, useAdminMutation } from '../shell/mutations';
import { paymentsApi } from './api';

/** Assigning records money on a booking: its status, its messages and the list change. */
export const useAssignPayment = (
  callbacks: ActionCallbacks<Answer<typeof paymentsApi.assign>, Parameters<typeof paymentsApi.assign>[0]> = {},
) => useAdminMutation(paymentsApi.assign, [adminKeys.payments, adminKeys.bookings, adminKeys.messages], callbacks);
