import { BUSINESS_TIME_ZONE } from '../../../../shared/business-day';
import { ALARM_KINDS, CHECKIN_KINDS } from '../../../../shared/safety';
import type { AlarmKind, CheckinKind, SafetyLogKind } from './api';

/** A check-in as the desk says it: the performer's own buttons' words. */
const CHECKIN_WORDS: Record<CheckinKind, string> = {
  'on-the-way': 'On my way',
  arrived: 'Arrived',
  ok: "I'm OK",
  leaving: 'Leaving',
  'home-safe': 'Home safe',
};

export const checkinInWords = (kind: CheckinKind) => CHECKIN_WORDS[kind];

/** What an alarm is about, loud and plain: "Panic", "Missed check-in: Arrived". */
export function alarmTitle(alarm: { kind: AlarmKind; missedKind: CheckinKind | null }): string {
  switch (alarm.kind) {
    case 'panic':
      return 'Panic';
    case 'duress':
      return 'Silent alarm (duress)';
    case 'no-show-risk':
      return 'No-show risk';
    case 'missed-checkin':
      return alarm.missedKind ? `Missed check-in: ${checkinInWords(alarm.missedKind)}` : 'Missed check-in';
  }
}

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

/**
 * How long ago (or how soon) `iso` is from `now`, the server's clock of the same answer, so a
 * staff member's wrong clock never says "in 5 minutes" of an alarm: "2 minutes ago", "just now".
 */
export function relativeTime(iso: string, now: string): string {
  const minutes = Math.round((new Date(iso).getTime() - new Date(now).getTime()) / 60_000);
  if (minutes === 0) return 'just now';
  if (Math.abs(minutes) < 60) return relative.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  return relative.format(hours, 'hour');
}

const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: BUSINESS_TIME_ZONE });

/** "9:05 PM": a moment of tonight in the business's time zone. */
export const clockTime = (iso: string) => clock.format(new Date(iso));

/** Where she last was, on OpenStreetMap (a new tab): the desk sees it only during an alarm. */
export const mapHref = ({ lat, lng }: { lat: number; lng: number }) =>
  `https://www.openstreetmap.org/?mlat=${lat.toFixed(5)}&mlon=${lng.toFixed(5)}#map=17/${lat.toFixed(5)}/${lng.toFixed(5)}`;

/** "within 25 m": how sure the phone was of where it was. */
export const accuracyInWords = (metres: number) =>
  metres >= 1000 ? `within ${(metres / 1000).toFixed(1)} km` : `within ${Math.round(metres)} m`;

const isCheckinKind = (kind: string): kind is CheckinKind => (CHECKIN_KINDS as readonly string[]).includes(kind);
const isAlarmKind = (kind: string): kind is AlarmKind => (ALARM_KINDS as readonly string[]).includes(kind);

/** An alarm as the log's detail names it ("panic", "missed-checkin: arrived"), in words; null when it is not one. */
function alarmInWords(detail: string): string | null {
  const [kind = '', missed = ''] = detail.split(': ');
  if (!isAlarmKind(kind)) return null;
  return alarmTitle({ kind, missedKind: isCheckinKind(missed) ? missed : null });
}

export type SafetyLogLine = { label: string; note: string | null; alarm: boolean };

/**
 * A safety log entry in the desk's words. The server names check-ins and alarms by their kinds in
 * `detail` ("on-the-way", "ok (duress PIN)", "missed-checkin: arrived", "panic: sent to the
 * owners"); an acknowledgement's detail is the staff member's note. A detail this page cannot read
 * is shown as sent.
 */
export function safetyLogLine(entry: { kind: SafetyLogKind; detail: string | null }): SafetyLogLine {
  const detail = entry.detail ?? '';
  switch (entry.kind) {
    case 'checkin': {
      const [kind = '', duress] = detail.split(' (duress PIN)');
      if (!isCheckinKind(kind)) return { label: 'Check-in', note: entry.detail, alarm: false };
      return duress === undefined
        ? { label: `Check-in: ${checkinInWords(kind)}`, note: null, alarm: false }
        : { label: `Check-in: ${checkinInWords(kind)}, with her duress PIN`, note: null, alarm: true };
    }
    case 'alarm': {
      const words = alarmInWords(detail);
      return words
        ? { label: `Alarm: ${words}`, note: null, alarm: true }
        : { label: 'Alarm', note: entry.detail, alarm: true };
    }
    case 'escalated': {
      const words = alarmInWords(detail.replace(/: sent to the owners$/, ''));
      return { label: `Sent to the owners: ${words ?? 'an alarm'}`, note: words ? null : entry.detail, alarm: true };
    }
    case 'acknowledged':
      return { label: 'Alarm acknowledged', note: entry.detail, alarm: false };
  }
}
