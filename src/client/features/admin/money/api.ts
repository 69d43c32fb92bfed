import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { statusChangeSchema } from '../../../../shared/schemas/admin-booking';
import {
  type confirmDepositInputSchema,
  ledgerChangeSchema,
  ledgerSchema,
  type paymentInputSchema,
  refundsDueSchema,
  type reverseInputSchema,
} from '../../../../shared/schemas/ledger';
import { type CallContext, getJson, sendJson } from '../../../lib/http';
import { adminKeys } from '../shell/admin-keys';

/* A booking's money at the desk: its ledger, and the payments staff record or reverse (issue 29). */

const id = (value: string) => encodeURIComponent(value);

export type PaymentInput = z.input<typeof paymentInputSchema>;
/** What Confirm Deposit Received sends (PUT /api/admin/bookings/{id}/confirm-deposit). */
export type DepositInput = NonNullable<z.input<typeof confirmDepositInputSchema>>;

/**
 * The booking's entries and totals. The key sits under the open booking's, so every write that
 * refreshes the bookings (a status move, Confirm Deposit Received) refreshes the ledger too.
 */
export const bookingLedgerQuery = (bookingId: string) =>
  queryOptions({
    queryKey: [...adminKeys.bookings, 'one', bookingId, 'ledger'],
    queryFn: (ctx) => getJson(ledgerSchema, `/api/admin/bookings/${id(bookingId)}/ledger`, ctx),
  });

/** What the cancel dialog adds to the status move: who cancelled and why (the refund follows from it). */
export type CancelInput = Required<Pick<z.input<typeof statusChangeSchema>, 'cancelledBy' | 'reason'>>;
export type CancelledBy = CancelInput['cancelledBy'];

/** Cancellations that still owe the client money, until refund entries settle them. */
export const refundsDueQuery = () =>
  queryOptions({
    queryKey: adminKeys.refundsDue,
    queryFn: (ctx) => getJson(refundsDueSchema, '/api/admin/payments/refunds-due', ctx),
  });

export const moneyApi = {
  recordPayment: ({ bookingId, payment }: { bookingId: string; payment: PaymentInput }, ctx?: CallContext) =>
    sendJson(ledgerChangeSchema, 'POST', `/api/admin/bookings/${id(bookingId)}/payments`, payment, ctx),
  reversePayment: ({ entryId, reason }: { entryId: string } & z.input<typeof reverseInputSchema>, ctx?: CallContext) =>
    sendJson(ledgerChangeSchema, 'POST', `/api/admin/payments/${id(entryId)}/reverse`, { reason }, ctx),
};
