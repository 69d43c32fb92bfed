import { businessDay } from '../../../shared/business-day';
import { addDays, bookingReference, eventStart } from '../../../shared/event-time';
import { type Checkin, nextCheckin } from '../../../shared/safety';
import type { SafetyLog, Tonight } from '../../../shared/schemas/safety';
import { isUuid } from '../../../shared/uuid';
import { HttpError, notFound } from '../../http/errors';
import type { Audit } from '../audit';
import { alarmNote, type SafetyDeps } from './alarms';
import {
  acknowledgeAlarm,
  alarmExists,
  bookingExists,
  checkinsOnBookings,
  confirmedBetween,
  logAlarms,
  logCheckins,
  openAlarms,
} from './repository';

const HOUR = 3_600_000;
/** "Tonight" on the desk's board: confirmed bookings starting from 12 hours ago to 18 hours ahead. */
const BOARD_FROM_MS = 12 * HOUR;
const BOARD_TO_MS = 18 * HOUR;

const iso = (d: Date) => d.toISOString();

/** The desk's side of the night: the Tonight board, acknowledging an alarm, a booking's safety log. */
export function createSafetyDesk(deps: SafetyDeps) {
  const { db, now, settings } = deps;

  async function bookingsTonight(at: Date): Promise<Tonight['bookings']> {
    const today = businessDay(at).date;
    const rows = (await confirmedBetween(db, addDays(today, -1), addDays(today, 1))).filter((r) => {
      if (!r.eventDate) return false;
      const start = eventStart(r.eventDate, r.eventTime).getTime();
      return start >= at.getTime() - BOARD_FROM_MS && start <= at.getTime() + BOARD_TO_MS;
    });
    const checkins = await checkinsOnBookings(db, [...new Set(rows.map((r) => r.id))]);
    const byBooking = new Map<string, Tonight['bookings'][number]>();
    for (const r of rows) {
      const start = eventStart(r.eventDate ?? '', r.eventTime);
      const booking = byBooking.get(r.id) ?? {
        id: r.id,
        reference: bookingReference(r.id),
        status: r.status,
        eventDate: r.eventDate,
        eventTime: r.eventTime,
        eventDuration: r.eventDuration,
        city: r.city ?? '',
        clientName: r.clientName,
        performers: [],
      };
      byBooking.set(r.id, booking);
      if (!r.performerId) continue;
      const hers: Checkin[] = checkins.filter((c) => c.bookingId === r.id && c.performerId === r.performerId);
      const last = hers[hers.length - 1];
      // Without a portal account, or with her offer not accepted, she cannot check in: nothing is expected of her.
      const next = r.watched ? nextCheckin(hers, start, settings.checkinIntervalMinutes) : null;
      booking.performers.push({
        performerId: r.performerId,
        name: r.name ?? r.lineName,
        lastCheckin: last ? { kind: last.kind, at: iso(last.at) } : null,
        next: next ? { kind: next.kind, dueAt: iso(next.dueAt) } : null,
        late: next !== null && at.getTime() > next.dueAt.getTime(),
      });
    }
    return [...byBooking.values()];
  }

  return {
    /** GET /api/admin/tonight: the open alarms (newest first) with what to act on, and the night's bookings. */
    async tonight(): Promise<Tonight> {
      const at = now();
      const alarms = await Promise.all(
        (await openAlarms(db)).map(async (row) => {
          const note = await alarmNote(deps, row, 'raised');
          return {
            id: note.id,
            kind: note.kind,
            stage: row.stage,
            raisedAt: iso(note.raisedAt),
            bookingId: note.bookingId,
            reference: note.reference,
            performerId: note.performerId,
            performerName: note.performerName,
            missedKind: note.missedKind,
            address: note.address,
            clientName: note.clientName,
            clientPhone: note.clientPhone ?? '',
            location: note.location ? { ...note.location, at: iso(note.location.at) } : null,
            emergencyContact: note.emergencyContact,
            alternates: note.alternates,
          };
        }),
      );
      return { now: iso(at), alarms, bookings: await bookingsTonight(at) };
    },

    /** Someone at the desk says what they did: the alarm closes (and stops going to the owners). */
    async acknowledge(id: string, note: string, staff: { id: string; email: string }, audit: Audit) {
      if (!isUuid(id) || !(await alarmExists(db, id))) throw notFound('Alarm not found');
      return db.transaction(async (tx) => {
        const at = now();
        const done = await acknowledgeAlarm(tx, { id, at, byId: staff.id, by: staff.email, note });
        if (!done)
          throw new HttpError(409, 'Someone has already acknowledged this alarm.', 'ALARM_ALREADY_ACKNOWLEDGED');
        await audit.record(tx, {
          entityType: 'safety_alarms',
          entityId: id,
          before: { acknowledgedAt: null, stage: done.stage },
          after: { acknowledgedAt: iso(at), acknowledgedBy: staff.email, note },
        });
        return { alarm: { id, acknowledgedAt: iso(at), acknowledgedBy: staff.email, note } };
      });
    },

    /** GET /api/admin/bookings/{id}/safety-log: check-ins, alarms, escalations and acknowledgements, oldest first. */
    async safetyLog(bookingId: string): Promise<SafetyLog> {
      if (!isUuid(bookingId) || !(await bookingExists(db, bookingId))) throw notFound('Booking not found');
      const [checkins, alarms] = await Promise.all([logCheckins(db, bookingId), logAlarms(db, bookingId)]);
      const entries: (SafetyLog['entries'][number] & { t: number })[] = [
        ...checkins.map((c) => ({
          t: c.at.getTime(),
          at: iso(c.at),
          kind: 'checkin' as const,
          performerName: c.name,
          actor: c.name,
          detail: c.duress ? `${c.kind} (duress PIN)` : c.kind,
        })),
        ...alarms.flatMap((a) => [
          {
            t: a.raisedAt.getTime(),
            at: iso(a.raisedAt),
            kind: 'alarm' as const,
            performerName: a.name,
            actor: a.kind === 'panic' || a.kind === 'duress' ? a.name : null,
            detail: a.missedKind ? `${a.kind}: ${a.missedKind}` : a.kind,
          },
          ...(a.escalatedAt
            ? [
                {
                  t: a.escalatedAt.getTime(),
                  at: iso(a.escalatedAt),
                  kind: 'escalated' as const,
                  performerName: a.name,
                  actor: null,
                  detail: `${a.kind}: sent to the owners`,
                },
              ]
            : []),
          ...(a.acknowledgedAt
            ? [
                {
                  t: a.acknowledgedAt.getTime(),
                  at: iso(a.acknowledgedAt),
                  kind: 'acknowledged' as const,
                  performerName: a.name,
                  actor: a.acknowledgedBy,
                  detail: a.note,
                },
              ]
            : []),
        ]),
      ];
      entries.sort((x, y) => x.t - y.t);
      return { entries: entries.map(({ t: _t, ...entry }) => entry) };
    },
  };
}
export type SafetyDesk = ReturnType<typeof createSafetyDesk>;
