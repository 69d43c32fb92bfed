import { z } from 'zod';
import { EMAIL } from '../booking-rules';

/*
 * Privacy requests (decision 046): an owner exports or erases everything held about one client,
 * named by one e-mail address or one phone number (the server normalises the phone).
 */

/** The value every erased text holds instead (NOT NULL columns stay valid). */
export const ERASED = 'erased';

const email = z.string().trim().max(254).regex(EMAIL, 'must be an e-mail address');
const phone = z.string().trim().min(1).max(40);

/** `?email=` or `?phone=` (export), `{ email }` or `{ phone }` (erase): exactly one of them. */
export const privacyClientSchema = z
  .object({ email: email.optional(), phone: phone.optional() })
  .strict()
  .refine((v) => (v.email === undefined) !== (v.phone === undefined), {
    message: 'Give either an e-mail address or a phone number, not both',
    path: ['email'],
  });
export type PrivacyClient = z.infer<typeof privacyClientSchema>;

const rows = z.array(z.record(z.string(), z.unknown()));

/** GET /api/admin/privacy/export: every row held about the client, as stored. */
export const privacyExportSchema = z.object({
  generatedAt: z.string(),
  client: z.object({ kind: z.enum(['email', 'phone']), value: z.string() }),
  /** Each booking with what hangs off it: lines, notes, ledger, offers, reviews, ratings, receipts... */
  bookings: rows,
  /** Outbox rows addressed to the client or about their bookings. */
  messages: rows,
  /** Do-not-book entries for this e-mail or phone, or matched by their bookings. */
  doNotBook: rows,
  /** Audit entries about their bookings or naming them. */
  auditEntries: rows,
});
export type PrivacyExport = z.infer<typeof privacyExportSchema>;

/** How many rows of each kind an erasure changed. */
const erasureCountsSchema = z.object({
  bookings: z.number().int(),
  notes: z.number().int(),
  messages: z.number().int(),
  auditEntries: z.number().int(),
  reviews: z.number().int(),
  clientRatings: z.number().int(),
  receipts: z.number().int(),
  ledgerEntries: z.number().int(),
  cancellations: z.number().int(),
});
export type ErasureCounts = z.infer<typeof erasureCountsSchema>;

/** POST /api/admin/privacy/erase: what was erased; `nothingToErase` when a second call found nothing left. */
export const privacyErasureSchema = z.object({
  erased: erasureCountsSchema,
  nothingToErase: z.boolean(),
});
export type PrivacyErasure = z.infer<typeof privacyErasureSchema>;
