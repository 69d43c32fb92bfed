import { describe, expect, it } from 'vitest';
import { accuracyInWords, alarmTitle, clockTime, mapHref, relativeTime, safetyLogLine } from './tonight-words';

describe('the Tonight board in words', () => {
  it('names each alarm as the desk reads it', () => {
    expect(alarmTitle({ kind: 'panic', missedKind: null })).toBe('Panic');
    expect(alarmTitle({ kind: 'duress', missedKind: null })).toBe('Silent alarm (duress)');
    expect(alarmTitle({ kind: 'no-show-risk', missedKind: null })).toBe('No-show risk');
    expect(alarmTitle({ kind: 'missed-checkin', missedKind: 'arrived' })).toBe('Missed check-in: Arrived');
    expect(alarmTitle({ kind: 'missed-checkin', missedKind: 'ok' })).toBe("Missed check-in: I'm OK");
    expect(alarmTitle({ kind: 'missed-checkin', missedKind: null })).toBe('Missed check-in');
  });

  it("says how long ago on the server's clock, not the desk's", () => {
    const now = '2026-11-28T02:30:00.000Z';
    expect(relativeTime('2026-11-28T02:30:10.000Z', now)).toBe('just now');
    expect(relativeTime('2026-11-28T02:29:00.000Z', now)).toBe('1 minute ago');
    expect(relativeTime('2026-11-28T02:18:00.000Z', now)).toBe('12 minutes ago');
    expect(relativeTime('2026-11-28T00:25:00.000Z', now)).toBe('2 hours ago');
    expect(relativeTime('2026-11-28T02:45:00.000Z', now)).toBe('in 15 minutes');
  });

  it("reads tonight's times in Miami", () => {
    // 02:30 UTC on Nov 28 is 9:30 PM on Nov 27 in Miami (EST).
    expect(clockTime('2026-11-28T02:30:00.000Z')).toBe('9:30 PM');
  });

  it('points OpenStreetMap at her last location', () => {
    const href = mapHref({ lat: 25.790654, lng: -80.1300455 });
    const url = new URL(href);
    expect(url.origin).toBe('https://www.openstreetmap.org');
    expect(url.searchParams.get('mlat')).toBe('25.79065');
    expect(url.searchParams.get('mlon')).toBe('-80.13005');
    expect(accuracyInWords(24.6)).toBe('within 25 m');
    expect(accuracyInWords(1500)).toBe('within 1.5 km');
  });

  it("words the safety log's entries from the kinds the server names", () => {
    expect(safetyLogLine({ kind: 'checkin', detail: 'on-the-way' })).toEqual({
      label: 'Check-in: On my way',
      note: null,
      alarm: false,
    });
    expect(safetyLogLine({ kind: 'checkin', detail: 'ok (duress PIN)' })).toEqual({
      label: "Check-in: I'm OK, with her duress PIN",
      note: null,
      alarm: true,
    });
    expect(safetyLogLine({ kind: 'alarm', detail: 'missed-checkin: arrived' }).label).toBe(
      'Alarm: Missed check-in: Arrived',
    );
    expect(safetyLogLine({ kind: 'alarm', detail: 'panic' }).label).toBe('Alarm: Panic');
    expect(safetyLogLine({ kind: 'escalated', detail: 'duress: sent to the owners' }).label).toBe(
      'Sent to the owners: Silent alarm (duress)',
    );
    expect(safetyLogLine({ kind: 'acknowledged', detail: 'Called her: fine.' })).toEqual({
      label: 'Alarm acknowledged',
      note: 'Called her: fine.',
      alarm: false,
    });
    // A detail this page cannot read is shown as sent, never dropped.
    expect(safetyLogLine({ kind: 'alarm', detail: 'something new' })).toEqual({
      label: 'Alarm',
      note: 'something new',
      alarm: true,
    });
  });
});
