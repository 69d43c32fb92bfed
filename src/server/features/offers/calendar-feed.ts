import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createEvents, type EventAttributes } from 'ics';
import { z } from 'zod';
import { isActiveStatus } from '../../../shared/booking-status';
import { bookingReference, eventStart } from '../../../shared/event-time';
import { calendarProductId, foldCalendar, reminderAlarm } from '../../calendar-file';
import type { Database } from '../../db/client';
import { bookings, performerTokens } from '../../db/schema';
import { notFound } from '../../http/errors';
import { hashToken } from '../../token-hash';
import { portalPerformerOf } from '../portal';
import { bookingsOfPerformer } from './repository';

const FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/**
 * Her private calendar feed (decision 033): `/calendar/{token}.ics`, which her phone's calendar
 * subscribes to. It lists the bookings she is on with neutral titles ('Booking 8D16EA4E') and
 * nothing of the client; a new feed ends the old one, and so does ending her access. Like the
 * client's invitation (issue 31): `PRODID:-//<Business>//Bookings//EN`, a `SEQUENCE` that grows
 * with each status change and change of the event, a reminder two hours before, lines folded
 * by octets.
 */
export function createCalendarFeeds({
  db,
  now,
  publicUrl,
  businessName,
}: {
  db: Database;
  now: () => Date;
  publicUrl: string;
  businessName: string;
}) {
  const productId = calendarProductId(businessName);
  /** Each booking's SEQUENCE, counted as the client's invitations count it (messages/service.ts). */
  async function sequences(ids: string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: bookings.id, history: bookings.statusHistory, revision: bookings.revision })
      .from(bookings)
      .where(inArray(bookings.id, ids));
    return new Map(rows.map((r) => [r.id, r.history.length + r.revision]));
  }
  async function revoke(tx: Database, performerId: string) {
    await tx
      .update(performerTokens)
      .set({ usedAt: now() })
      .where(
        and(
          eq(performerTokens.performerId, performerId),
          eq(performerTokens.purpose, 'calendar'),
          isNull(performerTokens.usedAt),
        ),
      );
  }
  return {
    /** A new feed address for her (the old one stops working). */
    async renew(performerId: string): Promise<{ url: string }> {
      const token = randomBytes(32).toString('base64url');
      await db.transaction(async (tx) => {
        await revoke(tx, performerId);
        await tx.insert(performerTokens).values({
          performerId,
          purpose: 'calendar',
          tokenHash: hashToken(token),
          createdAt: now(),
          expiresAt: null,
        });
      });
      return { url: `${publicUrl}/calendar/${token}.ics` };
    },
    revoke: (performerId: string) => db.transaction((tx) => revoke(tx, performerId)),

    /** The feed's text, or 404 for an unknown or revoked address. */
    async feed(file: string): Promise<string> {
      const token = FILE.exec(file)?.[1];
      if (!token) throw notFound('Calendar not found');
      const [row] = await db
        .select({ performerId: performerTokens.performerId })
        .from(performerTokens)
        .where(
          and(
            eq(performerTokens.tokenHash, hashToken(token)),
            eq(performerTokens.purpose, 'calendar'),
            isNull(performerTokens.usedAt),
          ),
        );
      if (!row) throw notFound('Calendar not found');
      const host = new URL(publicUrl).hostname;
      const mine = (await bookingsOfPerformer(db, row.performerId)).filter(
        (b) => b.eventDate && isActiveStatus(b.status),
      );
      const sequence = await sequences(mine.map((b) => b.id));
      const events: EventAttributes[] = mine.flatMap((b) =>
        b.eventDate
          ? [
              {
                productId,
                uid: `${b.id}@${host}`,
                sequence: sequence.get(b.id) ?? 0,
                title: `Booking ${bookingReference(b.id)}`,
                alarms: [reminderAlarm(`Booking ${bookingReference(b.id)}`)],
                start: eventStart(b.eventDate, b.eventTime).getTime(),
                startInputType: 'utc' as const,
                startOutputType: 'utc' as const,
                duration: { minutes: b.eventDuration },
                url: `${publicUrl}/portal/`,
              },
            ]
          : [],
      );
      if (events.length === 0) return emptyCalendar(productId);
      const { error, value } = createEvents(events, { productId });
      if (error || !value) throw error ?? new Error('calendar feed could not be made');
      return foldCalendar(value);
    },
  };
}
export type CalendarFeeds = ReturnType<typeof createCalendarFeeds>;

/** A calendar with no event yet (ics's createEvents refuses an empty list). */
const emptyCalendar = (productId: string) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${productId}`, 'END:VCALENDAR', ''].join('\r\n');

/** GET /calendar/{token}.ics: public by address; its request is never logged (the address is the key). */
export const calendarFeedRoute: FastifyPluginAsyncZod<{ feeds: CalendarFeeds }> = async (app, { feeds }) => {
  app.get(
    '/calendar/:file',
    { logLevel: 'warn', schema: { params: z.object({ file: z.string().max(100) }) } },
    async (req, reply) =>
      reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(await feeds.feed(req.params.file)),
  );
};

/** POST and DELETE /api/portal/calendar-feed, behind the portal guard: a new address, or none. */
export const portalCalendarRoutes: FastifyPluginAsyncZod<{ feeds: CalendarFeeds }> = async (app, { feeds }) => {
  app.post('/calendar-feed', { schema: { response: { 201: z.object({ url: z.string() }) } } }, async (req, reply) =>
    reply.code(201).send(await feeds.renew(portalPerformerOf(req).performerId)),
  );
  app.delete('/calendar-feed', { schema: { response: { 204: z.null() } } }, async (req, reply) => {
    await feeds.revoke(portalPerformerOf(req).performerId);
    return reply.code(204).send(null);
  });
};
