import type { Alarm } from 'ics';

/**
 * What every calendar file we make shares (issue 31): the client's invitation and the
 * performer's feed both have the product id in the usual form, a reminder two hours before, and
 * lines folded as RFC 5545 asks.
 */

/** `-//<Business name>//Bookings//EN`; the name without the slashes and breaks that would end a field. */
export const calendarProductId = (businessName: string) =>
  `-//${
    businessName
      .replace(/[/\p{Cc}]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'Bookings'
  }//Bookings//EN`;

/** A display reminder two hours before the start; its words are the event's neutral title. */
export const reminderAlarm = (description: string): Alarm => ({
  action: 'display',
  description,
  trigger: { hours: 2, minutes: 0, before: true },
});

const encoder = new TextEncoder();

/**
 * Lines of at most 75 octets, ended by CRLF, longer ones continued on lines that start with a
 * space (RFC 5545 3.1). The ics package folds at 75 characters, so a line with accents (Spanish)
 * ran past 75 octets; this unfolds its output and folds it again by octets, never inside a
 * character.
 */
export function foldCalendar(ics: string): string {
  const lines = ics.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  if (lines.at(-1) === '') lines.pop();
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = encoder.encode(ch).length;
    // The first line holds 75 octets; each continuation 74 after its leading space.
    if (size + n > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** UTC in the compact form the calendar links take: 20261206T023000Z. */
const compactUtc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export type CalendarLinkEvent = { title: string; start: Date; end: Date; details: string; location: string };

/** Google Calendar's "add event" page, filled in. */
export function googleCalendarLink(e: CalendarLinkEvent): string {
  const q = new URLSearchParams({
    action: 'TEMPLATE',
    text: e.title,
    dates: `${compactUtc(e.start)}/${compactUtc(e.end)}`,
    details: e.details,
    location: e.location,
  });
  return `https://calendar.google.com/calendar/render?${q}`;
}

/** Outlook on the web's "new event" page, filled in (outlook.com accounts; work accounts are sent on). */
export function outlookCalendarLink(e: CalendarLinkEvent): string {
  const q = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: e.title,
    startdt: e.start.toISOString(),
    enddt: e.end.toISOString(),
    body: e.details,
    location: e.location,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${q}`;
}
