import { z } from 'zod';
import { LEDGER_KINDS, MAX_AMOUNT, PAYMENT_KINDS, PAYMENT_METHODS } from '../ledger';

/** Dollars with at most two decimals, above zero and at most MAX_AMOUNT. */
const amount = z
  .number()
  .finite()
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'Use at most two decimals')
  .refine((n) => n !== 0, 'Enter an amount other than zero')
  .refine((n) => Math.abs(n) <= MAX_AMOUNT, `Enter an amount up to ${MAX_AMOUNT}`);
const text = (max: number) => z.string().trim().min(1).max(max);

/** POST /api/admin/bookings/{id}/payments: money in, a refund out, or a price adjustment (a discount is negative). */
export const paymentInputSchema = z
  .object({
    kind: z.enum(PAYMENT_KINDS),
    amount,
    method: z.enum(PAYMENT_METHODS),
    reference: text(200).optional(),
    /** When the money moved, if not now. */
    at: z.iso.datetime({ offset: true }).optional(),
    /** Why (an adjustment needs one). */
    note: text(500).optional(),
  })
  .refine((p) => p.kind === 'adjustment' || p.amount > 0, { message: 'Enter an amount above zero', path: ['amount'] })
  .refine((p) => p.kind !== 'adjustment' || p.note, { message: 'Say why the price changes', path: ['note'] });

/** PUT /api/admin/bookings/{id}/confirm-deposit: the deposit's entry, prefilled by the panel. */
export const confirmDepositInputSchema = z
  .object({
    amount: amount.refine((n) => n > 0, 'Enter an amount above zero').optional(),
    method: z.enum(PAYMENT_METHODS).optional(),
    reference: text(200).optional(),
  })
  .nullish();

/** POST /api/portal/bookings/{id}/balance: the balance she collected at the event. */
export const portalBalanceSchema = z.object({
  amount: amount.refine((n) => n > 0, 'Enter an amount above zero'),
  method: z.enum(PAYMENT_METHODS),
  reference: text(200).optional(),
});

/** POST /api/admin/payments/{entryId}/reverse. */
export const reverseInputSchema = z.object({ reason: text(500) });

const ledgerEntrySchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  kind: z.enum(LEDGER_KINDS),
  amount: z.number(),
  method: z.enum(PAYMENT_METHODS).nullable(),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  reversesId: z.string().nullable(),
  /** The reversal that undid this entry, if any. */
  reversedById: z.string().nullable(),
  occurredAt: z.string(),
  recordedAt: z.string(),
  recordedBy: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

const ledgerTotalsSchema = z.object({
  total: z.number(),
  paid: z.number(),
  due: z.number(),
  refunded: z.number(),
  refundDue: z.number(),
  performerOwed: z.number(),
});

/** GET /api/admin/bookings/{id}/ledger. */
export const ledgerSchema = z.object({ entries: z.array(ledgerEntrySchema), totals: ledgerTotalsSchema });
export type Ledger = z.infer<typeof ledgerSchema>;
/** What recording or reversing answers: the new entry and the ledger after it. */
export const ledgerChangeSchema = ledgerSchema.extend({ entry: ledgerEntrySchema, paymentStatus: z.string() });

/** GET /api/admin/payments/refunds-due: what cancellations owe back until refund entries settle it. */
export const refundsDueSchema = z.array(
  z.object({
    bookingId: z.string(),
    reference: z.string(),
    clientName: z.string(),
    cancelledBy: z.enum(['client', 'business', 'performer']),
    reason: z.string().nullable(),
    cancelledAt: z.string(),
    refundDue: z.number(),
  }),
);
