import { and, asc, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { ERASED, type ErasureCounts } from '../../../shared/schemas/privacy';
import type { Database } from '../../db/client';
import { bookings, messages } from '../../db/schema';
import { businessDayKey } from '../../http/business-day-key';
import { recordAudit } from '../audit';
import { eraseClient } from './erase';

/** Message bodies are kept this long, then erased (decision 046). */
const MESSAGE_BODY_DAYS = 90;
const DAY = 86_400_000;
/** Bookings erased per transaction, so one run never holds a long lock. */
const BATCH = 100;

export type RetentionRun = { bookings: number; messages: number };

/** The date `years` before a 'YYYY-MM-DD' day (29 February becomes 28 February). */
export function yearsBefore(day: string, years: number): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y - years, m - 1, d));
  if (date.getUTCMonth() !== m - 1) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

/**
 * The retention job (decision 046): a booking's client details are erased `years` after its event
 * (after its request, for one without a date), as an owner's erasure does, and every message's
 * body 90 days after it was written. Each run is recorded in the audit log with counts only.
 */
export function createRetention({ db, now, years }: { db: Database; now: () => Date; years: number }) {
  const today = businessDayKey(now);

  async function eraseOldBookings(): Promise<ErasureCounts[]> {
    const cutoffDay = yearsBefore(today(), years);
    const cutoff = new Date(`${cutoffDay}T00:00:00Z`);
    const old = or(lt(bookings.eventDate, cutoffDay), and(isNull(bookings.eventDate), lt(bookings.createdAt, cutoff)));
    const runs: ErasureCounts[] = [];
    for (;;) {
      const done = await db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: bookings.id })
          .from(bookings)
          .where(and(old, ne(bookings.clientName, ERASED)))
          .orderBy(asc(bookings.id))
          .limit(BATCH);
        if (rows.length === 0) return true;
        // By booking only: a returning client's recent messages to the same address stay.
        runs.push(
          await eraseClient(
            tx,
            rows.map((r) => r.id),
            [],
            now(),
          ),
        );
        return rows.length < BATCH;
      });
      if (done) return runs;
    }
  }

  async function eraseOldBodies(): Promise<number> {
    const cutoff = new Date(now().getTime() - MESSAGE_BODY_DAYS * DAY);
    const rows = await db
      .update(messages)
      // A failed one is skipped: a resend would have no body.
      .set({
        text: ERASED,
        html: null,
        attachments: [],
        status: sql`case when ${messages.status} = 'failed' then 'skipped' else ${messages.status} end`,
      })
      .where(and(lt(messages.createdAt, cutoff), ne(messages.text, ERASED), ne(messages.status, 'queued')))
      .returning({ id: messages.id });
    return rows.length;
  }

  return {
    async run(): Promise<RetentionRun> {
      const runs = await eraseOldBookings();
      const bodies = await eraseOldBodies();
      const erasedBookings = runs.reduce((n, r) => n + r.bookings, 0);
      const result = { bookings: erasedBookings, messages: bodies + runs.reduce((n, r) => n + r.messages, 0) };
      if (result.bookings > 0 || result.messages > 0)
        await recordAudit(db, {
          actor: { id: null, email: 'retention' },
          action: 'retention job',
          entityType: 'privacy_requests',
          entityId: null,
          before: null,
          after: { retentionYears: years, messageBodyDays: MESSAGE_BODY_DAYS, ...result },
        });
      return result;
    },
  };
}
export type Retention = ReturnType<typeof createRetention>;
