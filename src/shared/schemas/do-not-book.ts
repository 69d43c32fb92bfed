import { z } from 'zod';
import { DATE, isCalendarDate } from '../booking-rules';
import { hasControlChars } from '../control-chars';
import { CLIENT_RATING_TAGS } from './portal';

/*
 * The do-not-book list (issue 30, decision 037): identifiers staff never want booked again,
 * stored only as keyed hashes with their last characters, and the owners' proposals that follow
 * a performer's low rating of a client.
 */

export const DO_NOT_BOOK_KINDS = ['phone', 'email', 'address'] as const;
export type DoNotBookKind = (typeof DO_NOT_BOOK_KINDS)[number];

const reason = z
  .string({ error: 'Say why' })
  .trim()
  .min(1, 'Say why')
  .max(500, 'A reason holds at most 500 characters')
  .refine((s) => !hasControlChars(s, '\n'), 'A reason cannot hold control characters');
const reviewOn = z
  .string({ error: 'Choose a review date' })
  .regex(DATE, 'A review date is written YYYY-MM-DD')
  .refine(isCalendarDate, 'A review date must be a date on the calendar');

/** POST /api/admin/do-not-book: what to add; the value is normalised and hashed, never stored. */
export const doNotBookInputSchema = z.object({
  kind: z.enum(DO_NOT_BOOK_KINDS, { error: 'Choose phone, e-mail or address' }),
  value: z
    .string({ error: 'Enter the phone, e-mail or address' })
    .trim()
    .min(1, 'Enter the phone, e-mail or address')
    .max(300, 'At most 300 characters')
    .refine((s) => !hasControlChars(s), 'This cannot hold control characters'),
  reason,
  reviewOn,
});
export type DoNotBookInput = z.input<typeof doNotBookInputSchema>;

/** One entry as staff see it: never the identifier, only its last characters. */
export const doNotBookEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(DO_NOT_BOOK_KINDS),
  /** The last 4 characters (for an e-mail, of the part before the @). */
  hint: z.string(),
  reason: z.string(),
  addedBy: z.string(),
  reviewOn: z.string(),
  createdAt: z.string(),
  /** How many bookings it has flagged. */
  matches: z.number().int(),
});
export type DoNotBookEntry = z.infer<typeof doNotBookEntrySchema>;
export const doNotBookListSchema = z.array(doNotBookEntrySchema);

/** A performer's low rating of a client, proposed to the owners as an entry. */
const doNotBookProposalSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  reference: z.string(),
  performerName: z.string(),
  stars: z.number().int(),
  tags: z.array(z.enum(CLIENT_RATING_TAGS)),
  note: z.string().nullable(),
  /** What the booking gives to add: the kinds with their last characters. */
  available: z.array(z.object({ kind: z.enum(DO_NOT_BOOK_KINDS), hint: z.string() })),
  createdAt: z.string(),
});
export type DoNotBookProposal = z.infer<typeof doNotBookProposalSchema>;
export const doNotBookProposalListSchema = z.array(doNotBookProposalSchema);

/** POST /api/admin/do-not-book/proposals/{id}/accept: which of the booking's identifiers go on the list. */
export const proposalAcceptSchema = z.object({
  kinds: z
    .array(z.enum(DO_NOT_BOOK_KINDS), { error: 'Choose what to add' })
    .min(1, 'Choose what to add')
    .max(3)
    .refine((k) => new Set(k).size === k.length, 'Each kind once'),
  reason,
  reviewOn,
});
export type ProposalAccept = z.input<typeof proposalAcceptSchema>;
