import { bookingReference } from '../../../shared/event-time';
import type { ClientRating, ClientRatingTag } from '../../../shared/schemas/portal';
import { isUuid } from '../../../shared/uuid';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../http/errors';
import { recordAudit } from '../audit';
import { insertProposal, insertRating, pendingProposals } from './repository';

/** What the owners are told of a proposal (features/messages composes the e-mail). */
export type ProposalFacts = {
  proposalId: string;
  owners: string[];
  bookingId: string;
  reference: string;
  performerName: string;
  stars: number;
  tags: ClientRatingTag[];
  note: string | null;
};
type ProposalMailer = { doNotBookProposed(tx: Database, facts: ProposalFacts): Promise<void> };

/** The booking a performer is on (features/ledger's read): its status, start and end; null when not hers. */
type HerBooking = (
  performerId: string,
  bookingId: string,
) => Promise<{ status: string; start: Date; end: Date } | null>;

/** A rating proposes an entry with "unsafe" among its tags or 2 stars or fewer. */
const proposes = (stars: number, tags: readonly string[]) => stars <= 2 || tags.includes('unsafe');
/** Bookings that never took place cannot be rated. */
const NOT_HELD = new Set(['pending', 'depositPending', 'cancelled']);

/**
 * Performers' private ratings of clients (issue 30, decision 037): "unsafe" or 2 stars or fewer
 * proposes a do-not-book entry to the owners, who decide it on the list's page (service.ts).
 */
export function createClientRatings(deps: {
  db: Database;
  now: () => Date;
  mailer: ProposalMailer;
  owners: (tx: Database) => Promise<string[]>;
  herBooking: HerBooking;
}) {
  const { db, now, mailer } = deps;
  return {
    /**
     * A performer rates the client of her booking once it took place: once, privately. "unsafe" or
     * 2 stars or fewer proposes an entry to the owners (a pending proposal and their e-mail).
     */
    async rateClient(performerId: string, bookingId: string, input: ClientRating) {
      const booking = isUuid(bookingId) ? await deps.herBooking(performerId, bookingId) : null;
      if (!booking) throw notFound('Booking not found');
      const at = now();
      if (NOT_HELD.has(booking.status) || booking.end.getTime() > at.getTime())
        throw new HttpError(409, 'You can rate the client once the booking has taken place.', 'NOT_YET');
      return db.transaction(async (tx) => {
        const rating = await insertRating(tx, { bookingId, performerId, ...input, createdAt: at });
        if (!rating) throw new HttpError(409, 'You have rated this client already.', 'ALREADY_RATED');
        const proposed = proposes(input.stars, input.tags);
        if (proposed) {
          const proposalId = await insertProposal(tx, { bookingId, performerId, createdAt: at });
          const [row] = await pendingProposals(tx, proposalId);
          const owners = await deps.owners(tx);
          if (row && owners.length > 0) {
            await mailer.doNotBookProposed(tx, {
              proposalId,
              owners,
              bookingId,
              reference: bookingReference(bookingId),
              performerName: row.performerName,
              stars: input.stars,
              tags: input.tags,
              note: input.note,
            });
          }
        }
        await recordAudit(tx, {
          actor: { id: null, email: `performer:${performerId}` },
          action: 'POST /api/portal/bookings/:bookingId/client-rating',
          entityType: 'client_ratings',
          entityId: bookingId,
          before: null,
          after: { stars: input.stars, tags: input.tags, note: input.note, proposed },
        });
        return { stars: input.stars, tags: input.tags, proposed };
      });
    },
  };
}
export type ClientRatings = ReturnType<typeof createClientRatings>;
