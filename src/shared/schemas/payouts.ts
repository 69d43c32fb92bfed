import { z } from 'zod';
import { MAX_AMOUNT, PAYMENT_METHODS } from '../ledger';

/** POST /api/admin/performers/{id}/payouts: money paid to her for these bookings (decision 035). */
export const payoutInputSchema = z.object({
  amount: z
    .number()
    .finite()
    .positive('Enter an amount above zero')
    .max(MAX_AMOUNT, `Enter an amount up to ${MAX_AMOUNT}`)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'Use at most two decimals'),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().trim().min(1).max(200).optional(),
  bookingIds: z.array(z.uuid('Choose bookings of hers')).min(1, 'Choose the bookings it covers').max(200),
  paidAt: z.iso.datetime({ offset: true }).optional(),
});

export const payoutSchema = z.object({
  id: z.string(),
  amount: z.number(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  paidAt: z.string(),
  bookingIds: z.array(z.string()),
});

/** GET /api/admin/performers/{id}/payouts and GET /api/portal/earnings: her shares, payouts and totals. */
export const earningsSchema = z.object({
  lines: z.array(
    z.object({
      bookingId: z.string(),
      reference: z.string(),
      eventDate: z.string().nullable(),
      eventTime: z.string().nullable(),
      status: z.string(),
      share: z.number(),
      paidOut: z.number(),
      owed: z.number(),
      earned: z.boolean(),
    }),
  ),
  payouts: z.array(payoutSchema),
  totals: z.object({ earned: z.number(), paidOut: z.number(), owed: z.number() }),
});
