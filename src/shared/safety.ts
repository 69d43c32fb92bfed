/**
 * The night's safety rules (issue 30, decision 038), pure: which check-in is expected next and
 * when, the window in which a booking is "tonight" for its performer, and the sane bounds of a
 * shared location. The server's timers and the portal's buttons both read them from here.
 */

/** Her check-ins, in the order of a night. */
export const CHECKIN_KINDS = ['on-the-way', 'arrived', 'ok', 'leaving', 'home-safe'] as const;
export type CheckinKind = (typeof CHECKIN_KINDS)[number];

export const ALARM_KINDS = ['missed-checkin', 'panic', 'duress', 'no-show-risk'] as const;
export type AlarmKind = (typeof ALARM_KINDS)[number];

/** Who an alarm has reached: the desk, then (unacknowledged after 5 minutes) every owner. */
export const ALARM_STAGES = ['desk', 'owners'] as const;
export type AlarmStage = (typeof ALARM_STAGES)[number];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** On my way is expected this long before the start. */
const ON_THE_WAY_BEFORE_MS = 60 * MINUTE;
/** Arrived is expected by the start, but never sooner than this after she set off. */
const ARRIVE_AFTER_SETTING_OFF_MS = 30 * MINUTE;
/** Home safe is expected within this of Leaving. */
const HOME_SAFE_WITHIN_MS = 90 * MINUTE;
/** An alarm nobody acknowledges within this goes to every owner and her emergency contact. */
export const ESCALATE_AFTER_MS = 5 * MINUTE;
/** A booking is "tonight" for its performer from 12 hours before its start to 12 hours after its end. */
const NIGHT_BEFORE_MS = 12 * HOUR;
const NIGHT_AFTER_MS = 12 * HOUR;

export type NightTimes = { start: Date; durationMinutes: number };

/** The window in which she checks in and may press panic, and in which the timers watch her. */
function nightWindow({ start, durationMinutes }: NightTimes): { from: Date; to: Date } {
  return {
    from: new Date(start.getTime() - NIGHT_BEFORE_MS),
    to: new Date(start.getTime() + durationMinutes * MINUTE + NIGHT_AFTER_MS),
  };
}

export function isWithinNight(night: NightTimes, at: Date): boolean {
  const { from, to } = nightWindow(night);
  return at.getTime() >= from.getTime() && at.getTime() <= to.getTime();
}

export type Checkin = { kind: CheckinKind; at: Date };
export type NextCheckin = { kind: CheckinKind; dueAt: Date };

const latest = (checkins: readonly Checkin[], kinds: readonly CheckinKind[]) =>
  checkins.reduce<Checkin | null>(
    (found, c) => (kinds.includes(c.kind) && (!found || c.at.getTime() >= found.at.getTime()) ? c : found),
    null,
  );
const plus = (at: Date, ms: number) => new Date(at.getTime() + ms);

/**
 * What she is expected to press next, and by when, from what she pressed so far (in any order:
 * a forgotten button does not stall the night). Home safe ends it; after Leaving only Home safe is
 * expected (90 minutes after); once there (Arrived or I'm OK), I'm OK every `intervalMinutes`;
 * after On my way, Arrived by the start (at least 30 minutes after she set off); before anything,
 * On my way 60 minutes before the start.
 */
export function nextCheckin(checkins: readonly Checkin[], start: Date, intervalMinutes: number): NextCheckin | null {
  if (latest(checkins, ['home-safe'])) return null;
  const leaving = latest(checkins, ['leaving']);
  if (leaving) return { kind: 'home-safe', dueAt: plus(leaving.at, HOME_SAFE_WITHIN_MS) };
  const there = latest(checkins, ['arrived', 'ok']);
  if (there) return { kind: 'ok', dueAt: plus(there.at, intervalMinutes * MINUTE) };
  const onTheWay = latest(checkins, ['on-the-way']);
  if (onTheWay) {
    const byStart = start.getTime();
    const bySettingOff = onTheWay.at.getTime() + ARRIVE_AFTER_SETTING_OFF_MS;
    return { kind: 'arrived', dueAt: new Date(Math.max(byStart, bySettingOff)) };
  }
  return { kind: 'on-the-way', dueAt: new Date(start.getTime() - ON_THE_WAY_BEFORE_MS) };
}

/** A missed On my way is a no-show risk (the desk finds someone else); any other miss, a missed check-in. */
export const alarmKindForMiss = (kind: CheckinKind): AlarmKind =>
  kind === 'on-the-way' ? 'no-show-risk' : 'missed-checkin';

/** Whether her location may be kept: from On my way until Home safe, never before or after. */
export function sharingAllowed(checkins: readonly Checkin[]): boolean {
  return latest(checkins, ['on-the-way', 'arrived', 'ok', 'leaving']) !== null && !latest(checkins, ['home-safe']);
}

export type GeoPoint = { lat: number; lng: number; accuracy: number };

/** A location a phone could really give: latitude, longitude and an accuracy of at most 10 km. */
export function isSaneLocation(p: GeoPoint): boolean {
  return (
    Number.isFinite(p.lat) &&
    Number.isFinite(p.lng) &&
    Number.isFinite(p.accuracy) &&
    p.lat >= -90 &&
    p.lat <= 90 &&
    p.lng >= -180 &&
    p.lng <= 180 &&
    p.accuracy >= 0 &&
    p.accuracy <= 10_000
  );
}

/** A duress PIN: 4 to 8 digits. */
export const DURESS_PIN = /^\d{4,8}$/;
