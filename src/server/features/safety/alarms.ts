import { createHash } from 'node:crypto';
import { bookingReference } from '../../../shared/event-time';
import type { Locale } from '../../../shared/locale';
import { type AlarmKind, type CheckinKind, ESCALATE_AFTER_MS } from '../../../shared/safety';
import type { EmergencyContact } from '../../../shared/schemas/safety';
import type { SafetySettings } from '../../config';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import { recordAudit } from '../audit';
import { type AlarmRow, insertAlarm, lastLocation, type NewAlarm } from './repository';

/** A timer job: one performer's night on one booking (or none: only the owners' escalations) at its time. */
export const SAFETY_TIMER_QUEUE = 'safety-timer';
/** An alarm raised or escalated: its pushes and e-mails are composed by this job, never in the request. */
export const SAFETY_ALARM_QUEUE = 'safety-alarm';

export type TimerJob = { bookingId?: string; performerId?: string };
export type AlarmJob = { alarmId: string; step: 'raised' | 'escalated' };

/** Her check-in is late: "Are you OK?" on her phones, in her language. */
export type MissedCheckinFacts = {
  bookingId: string;
  reference: string;
  performerId: string;
  language: Locale;
  /** Her address, for the e-mail beside the push (null: push only). */
  email: string | null;
  missedKind: CheckinKind;
  dueAt: Date;
};

/** Everything the desk (raised) or the owners (escalated) are told of an alarm. */
export type AlarmNote = {
  step: AlarmJob['step'];
  id: string;
  kind: AlarmKind;
  missedKind: CheckinKind | null;
  dueAt: Date | null;
  raisedAt: Date;
  bookingId: string;
  reference: string;
  performerId: string;
  performerName: string;
  eventDate: string | null;
  eventTime: string | null;
  address: string;
  clientName: string;
  clientPhone: string | null;
  location: { lat: number; lng: number; accuracy: number; at: Date } | null;
  emergencyContact: EmergencyContact | null;
  alternates: { id: string; name: string }[];
  /** The owners' addresses (escalated only). */
  owners: string[];
};

/**
 * Tells people of the night, in the caller's transaction (features/messages implements it): her
 * "Are you OK?", the desk's alarm (staff push and TEAM_EMAILS), the owners' escalation (their
 * push and e-mail, with her emergency contact to call: there is no SMS).
 */
type SafetyNotifier = {
  checkinMissed(tx: Database, facts: MissedCheckinFacts): Promise<void>;
  alarmPush(tx: Database, note: AlarmNote): Promise<void>;
  alarmEmail(tx: Database, note: AlarmNote): Promise<void>;
};

export type SafetyDeps = {
  db: Database;
  now: () => Date;
  queue: JobQueue;
  settings: SafetySettings;
  notifier: SafetyNotifier;
  /** The free alternates of the offers desk, for a no-show risk. */
  alternates: (bookingId: string, performerId: string) => Promise<{ id: string; name: string }[]>;
  /** The owners' e-mail addresses (features/auth). */
  ownerEmails: (db: Database) => Promise<string[]>;
};

/** A UUID made from a name: the same timer, asked for by a check-in, a sweep or another instance, is one job. */
function timerJobId(name: string): string {
  const hex = createHash('sha256').update(`safety-timer:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A timer job at `at`: one performer's night on one booking, or (none named) the escalations. */
export async function scheduleTimer(tx: Database, queue: JobQueue, job: TimerJob, at: Date): Promise<void> {
  const name = `${job.bookingId ?? '-'}:${job.performerId ?? '-'}:${at.toISOString()}`;
  await queue.send(tx, SAFETY_TIMER_QUEUE, job, { startAfter: at, id: timerJobId(name) });
}

/** Who raised or escalated an alarm, in the audit: her (panic, duress) or the timers. */
export type AlarmActor = { id: null; email: string };
export const TIMERS: AlarmActor = { id: null, email: 'safety-timers' };
export const performerActor = (performerId: string): AlarmActor => ({ id: null, email: `performer:${performerId}` });

/**
 * Stores an alarm with its audit row, the job that tells the desk and the timer that escalates it
 * if nobody acknowledges it, all in the caller's transaction. A missed check-in raised already
 * (another timer, another instance) is left alone: answers null.
 */
export async function raiseAlarm(
  tx: Database,
  deps: Pick<SafetyDeps, 'queue'>,
  alarm: NewAlarm,
  actor: AlarmActor,
  action: string,
): Promise<string | null> {
  const id = await insertAlarm(tx, alarm);
  if (!id) return null;
  await recordAudit(tx, {
    actor,
    action,
    entityType: 'safety_alarms',
    entityId: id,
    before: null,
    after: { ...alarm, stage: 'desk' },
  });
  await deps.queue.send(tx, SAFETY_ALARM_QUEUE, { alarmId: id, step: 'raised' } satisfies AlarmJob);
  await scheduleTimer(tx, deps.queue, {}, new Date(alarm.raisedAt.getTime() + ESCALATE_AFTER_MS));
  return id;
}

const contactOf = (row: AlarmRow): EmergencyContact | null =>
  row.emergencyContactName && row.emergencyContactPhone
    ? { name: row.emergencyContactName, phone: row.emergencyContactPhone }
    : null;

/** An alarm as its messages and the Tonight board show it: her last location, her contact, the alternates. */
export async function alarmNote(
  deps: Pick<SafetyDeps, 'db' | 'alternates'>,
  row: AlarmRow,
  step: AlarmJob['step'],
  owners: string[] = [],
): Promise<AlarmNote> {
  const [location, alternates] = await Promise.all([
    lastLocation(deps.db, row.bookingId, row.performerId),
    row.kind === 'no-show-risk' ? deps.alternates(row.bookingId, row.performerId).catch(() => []) : [],
  ]);
  return {
    step,
    id: row.id,
    kind: row.kind,
    missedKind: row.missedKind,
    dueAt: row.dueAt,
    raisedAt: row.raisedAt,
    bookingId: row.bookingId,
    reference: bookingReference(row.bookingId),
    performerId: row.performerId,
    performerName: row.performerName,
    eventDate: row.eventDate,
    eventTime: row.eventTime,
    address: row.address,
    clientName: row.clientName,
    clientPhone: row.clientPhone,
    location,
    emergencyContact: contactOf(row),
    alternates: alternates.map(({ id, name }) => ({ id, name })),
    owners,
  };
}
