import { z } from 'zod';

/*
 * PROVISIONAL (branch i30-tonight): the staff half of contract 30 as the Tonight board reads it,
 * until the safety server's own schemas (branch i30-safety) are merged and replace this file.
 */

export const CHECKIN_KINDS = ['on-the-way', 'arrived', 'ok', 'leaving', 'home-safe'] as const;
export const ALARM_KINDS = ['missed-checkin', 'panic', 'duress', 'no-show-risk'] as const;

const checkinKind = z.enum(CHECKIN_KINDS);
const next = z.object({ kind: checkinKind, dueAt: z.string() }).nullable();

/** GET /api/admin/tonight: the open alarms, newest first, and the night's confirmed bookings. */
export const tonightSchema = z.object({
  now: z.string(),
  alarms: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(ALARM_KINDS),
      stage: z.enum(['desk', 'owners']),
      raisedAt: z.string(),
      bookingId: z.string(),
      reference: z.string(),
      performerId: z.string(),
      performerName: z.string(),
      missedKind: checkinKind.nullable(),
      address: z.string(),
      clientName: z.string(),
      clientPhone: z.string(),
      location: z.object({ lat: z.number(), lng: z.number(), accuracy: z.number(), at: z.string() }).nullable(),
      emergencyContact: z.object({ name: z.string(), phone: z.string() }).nullable(),
      alternates: z.array(z.object({ id: z.string(), name: z.string() })),
    }),
  ),
  bookings: z.array(
    z.object({
      id: z.string(),
      reference: z.string(),
      status: z.string(),
      eventDate: z.string().nullable(),
      eventTime: z.string().nullable(),
      eventDuration: z.number(),
      city: z.string(),
      clientName: z.string(),
      performers: z.array(
        z.object({
          performerId: z.string(),
          name: z.string(),
          lastCheckin: z.object({ kind: checkinKind, at: z.string() }).nullable(),
          next,
          late: z.boolean(),
        }),
      ),
    }),
  ),
});

/** POST /api/admin/alarms/{id}/acknowledge: what the staff member did about it. */
export const acknowledgeAlarmSchema = z.object({
  note: z.string().trim().min(1, 'Say what you did').max(1000, 'A note has at most 1,000 characters'),
});
export const acknowledgedAlarmSchema = z.object({
  alarm: z.object({ id: z.string(), acknowledgedAt: z.string(), acknowledgedBy: z.string(), note: z.string() }),
});

/** GET /api/admin/bookings/{id}/safety-log: check-ins, alarms, escalations and acknowledgements. */
export const safetyLogSchema = z.object({
  entries: z.array(
    z.object({
      at: z.string(),
      kind: z.string(),
      performerName: z.string().nullable(),
      actor: z.string().nullable(),
      detail: z.string().nullable(),
    }),
  ),
});
