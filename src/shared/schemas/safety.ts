import { z } from 'zod';
import { countDigits, PHONE } from '../booking-rules';
import { hasHiddenChars } from '../control-chars';
import { ALARM_KINDS, ALARM_STAGES, CHECKIN_KINDS, DURESS_PIN } from '../safety';

/*
 * The night's safety API (issue 30; the contract both the server and the desk's Tonight board
 * follow). Bounds of a location are a rule of the service (out of bounds: dropped, not refused),
 * so the schema only asks for numbers.
 */

/** A position as the phone gives it: degrees, and its accuracy in metres. */
export const geoPointSchema = z.object({
  lat: z.number('Latitude is a number'),
  lng: z.number('Longitude is a number'),
  accuracy: z.number('Accuracy is a number of metres'),
});

/** POST /api/portal/bookings/{id}/checkins. `pin` is read only for her duress PIN; any other is ignored. */
export const checkinInputSchema = z.object({
  kind: z.enum(CHECKIN_KINDS, 'Unknown check-in'),
  pin: z.string().max(64, 'A PIN has at most 8 digits').optional(),
  location: geoPointSchema.optional(),
});

const checkinSchema = z.object({ kind: z.enum(CHECKIN_KINDS), at: z.string() });
const nextCheckinSchema = z.object({ kind: z.enum(CHECKIN_KINDS), dueAt: z.string() });

/** What a check-in answers (the same for a duress PIN as for any other "ok"). */
export const checkinAnswerSchema = z.object({ checkin: checkinSchema, next: nextCheckinSchema.nullable() });
export type CheckinAnswer = z.infer<typeof checkinAnswerSchema>;

/** POST /api/portal/bookings/{id}/panic: 202 { at }. */
export const panicInputSchema = z.object({ location: geoPointSchema.optional() });
export const panicAnswerSchema = z.object({ at: z.string() });

/** PUT /api/portal/duress-pin. */
export const duressPinInputSchema = z.object({
  pin: z.string('Enter 4 to 8 digits').regex(DURESS_PIN, 'Enter 4 to 8 digits'),
});

/** The night of one of her bookings, on the portal's booking (null when it is not tonight and confirmed). */
export const portalNightSchema = z.object({
  checkins: z.array(checkinSchema),
  next: nextCheckinSchema.nullable(),
  sharingLocation: z.boolean(),
});
export type PortalNight = z.infer<typeof portalNightSchema>;

/** Staff keep a performer's emergency contact (name and phone): never in a public or portal answer. */
export const emergencyContactSchema = z.object({ name: z.string(), phone: z.string() });
export type EmergencyContact = z.infer<typeof emergencyContactSchema>;

/** The admin performer body's `emergencyContact`: both fields, or null to remove it; left out, it stays. */
export const emergencyContactInputSchema = z
  .object({
    name: z
      .string('Enter the emergency contact’s name')
      .trim()
      .min(1, 'Enter the emergency contact’s name')
      .max(100, 'A name has at most 100 characters')
      .refine((s) => !hasHiddenChars(s), 'A name cannot hold control characters'),
    phone: z
      .string('Enter a valid phone number')
      .trim()
      .max(30, 'Enter a valid phone number')
      .refine((s) => PHONE.test(s) && countDigits(s) >= 7 && countDigits(s) <= 15, 'Enter a valid phone number')
      .transform((s) => s.replace(/\s+/g, ' ')),
  })
  .nullable();

const alarmSchema = z.object({
  id: z.string(),
  kind: z.enum(ALARM_KINDS),
  stage: z.enum(ALARM_STAGES),
  raisedAt: z.string(),
  bookingId: z.string(),
  reference: z.string(),
  performerId: z.string(),
  performerName: z.string(),
  missedKind: z.enum(CHECKIN_KINDS).nullable(),
  address: z.string(),
  clientName: z.string(),
  clientPhone: z.string(),
  location: geoPointSchema.extend({ at: z.string() }).nullable(),
  emergencyContact: emergencyContactSchema.nullable(),
  alternates: z.array(z.object({ id: z.string(), name: z.string() })),
});

const tonightPerformerSchema = z.object({
  performerId: z.string(),
  name: z.string(),
  lastCheckin: checkinSchema.nullable(),
  next: nextCheckinSchema.nullable(),
  late: z.boolean(),
});

const tonightBookingSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.string(),
  eventDate: z.string().nullable(),
  eventTime: z.string().nullable(),
  eventDuration: z.number().int(),
  city: z.string(),
  clientName: z.string(),
  performers: z.array(tonightPerformerSchema),
});

/** GET /api/admin/tonight: open alarms (newest first), then every booking of the night. */
export const tonightSchema = z.object({
  now: z.string(),
  alarms: z.array(alarmSchema),
  bookings: z.array(tonightBookingSchema),
});
export type Tonight = z.infer<typeof tonightSchema>;

/** POST /api/admin/alarms/{id}/acknowledge: what the person did, in their words. */
export const acknowledgeInputSchema = z.object({
  note: z
    .string('Say what you did')
    .trim()
    .min(1, 'Say what you did')
    .max(1000, 'A note has at most 1000 characters')
    .refine((s) => !hasHiddenChars(s, '\n'), 'A note cannot hold control characters'),
});
export const acknowledgeAnswerSchema = z.object({
  alarm: z.object({ id: z.string(), acknowledgedAt: z.string(), acknowledgedBy: z.string(), note: z.string() }),
});

/**
 * What a safety log line is: a check-in (detail: its kind, "ok (duress PIN)" for a silent alarm's),
 * an alarm raised (detail: its kind, and the check-in missed), an alarm that went to the owners,
 * and an acknowledgement (actor: who, detail: their note).
 */
const SAFETY_LOG_KINDS = ['checkin', 'alarm', 'escalated', 'acknowledged'] as const;

/** GET /api/admin/bookings/{id}/safety-log, oldest first; locations are never listed. */
export const safetyLogSchema = z.object({
  entries: z.array(
    z.object({
      at: z.string(),
      kind: z.enum(SAFETY_LOG_KINDS),
      performerName: z.string().nullable(),
      actor: z.string().nullable(),
      detail: z.string().nullable(),
    }),
  ),
});
export type SafetyLog = z.infer<typeof safetyLogSchema>;
