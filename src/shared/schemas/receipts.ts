import { z } from 'zod';
import { RECEIPT_REASONS, RECEIPT_STATES } from '../receipts';

/** GET /api/admin/payments/unmatched: a receipt staff must look at (unmatched or rejected). */
export const paymentReceiptSchema = z.object({
  id: z.string(),
  state: z.enum(RECEIPT_STATES),
  reason: z.enum(RECEIPT_REASONS).nullable(),
  receivedAt: z.string(),
  from: z.string(),
  amount: z.number().nullable(),
  sender: z.string().nullable(),
  note: z.string().nullable(),
  transactionId: z.string().nullable(),
  bookingId: z.string().nullable(),
  ledgerEntryId: z.string().nullable(),
});
export type PaymentReceipt = z.infer<typeof paymentReceiptSchema>;

export const unmatchedReceiptsSchema = z.object({ receipts: z.array(paymentReceiptSchema) });

/** POST /api/admin/payments/unmatched/{id}/assign. */
export const assignReceiptInputSchema = z.object({ bookingId: z.string().trim().min(1).max(64) });
export type AssignReceiptInput = z.infer<typeof assignReceiptInputSchema>;
