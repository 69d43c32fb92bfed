import { describe, expect, it } from 'vitest';
import type { MessageKind } from '../../../shared/schemas/message';
import { calendarProductId, foldCalendar } from '../../calendar-file';
import { composeEmail } from './compose';
import { type ComposeContext, depositDeadline, firstName } from './message-plans';
import type { BookingFacts } from './repository';
import { DARK_MODE } from './templates/layout';

/** Issue 31: e-mails a person would keep. The real composer, on facts written by hand. */
const ctx: ComposeContext = {
  publicUrl: 'https://example.test',
  sender: {
    name: 'SoFlo Test',
    phone: '+13055550100',
    email: 'bookings@example.test',
    cashAppTag: 'TestTag',
    terms: { travel: null, tips: null },
    retentionYears: 7,
    siteUrl: 'https://example.test',
  },
  teamEmails: ['team@example.test'],
  webhook: null,
};

const ID = 'a600aa9f-1234-4321-8888-123456789abc';
const REF = 'A600AA9F';
const facts = (over: Partial<BookingFacts> = {}): BookingFacts => ({
  id: ID,
  reference: REF,
  status: 'depositPending',
  paymentStatus: 'depositPending',
  clientName: 'Maria Elena Gómez',
  clientEmail: 'maria@example.test',
  clientPhone: '305-555-0100',
  locale: 'en',
  serviceType: 'hourly',
  eventDate: '2026-12-05',
  eventTime: '21:30',
  eventDuration: 120,
  eventLocation: '1 Ocean Dr, Miami Beach',
  serviceArea: 'Miami',
  eventType: 'Birthday Party',
  estimatedGuests: 20,
  specialRequests: '',
  performers: [{ name: 'Rita Ray', price: '400.00' }],
  totalAmount: '400.00',
  depositAmount: '200.00',
  remainingAmount: '200.00',
  cashAppLink: 'https://cash.app/$TestTag/200',
  cancellationPolicyText: 'Cancel 24 hours or more before the event: full refund of your deposit.',
  rulesVersion: 1,
  statusChangedAt: '2026-11-20T17:00:00.000Z',
  statusTimes: ['2026-11-20T17:00:00.000Z'],
  revision: 0,
  createdAt: '2026-11-20T16:00:00.000Z',
  ...over,
});
const compose = (kind: MessageKind, over: Partial<BookingFacts> = {}) =>
  composeEmail(kind, facts(over), ctx, `test:${kind}`, { sequence: 3, inCalendar: true });
const count = (text: string, part: string) => text.split(part).length - 1;
/** The hidden preview line (preheader) of an e-mail's HTML. */
const preheader = (html: string) => /data-skip-in-text="true">([^<]*)</.exec(html)?.[1] ?? '';
/** One calendar field, unfolded. */
const icsField = (ics: string, name: string) =>
  new RegExp(`^${name}(?:;[^:]*)?:(.*)$`, 'm').exec(ics.replace(/\r\n[ \t]/g, ''))?.[1];

describe('e-mails a person would keep (issue 31)', () => {
  it('writes the text part from the content: one fact per line, each link on its own line', async () => {
    const m = await compose('client-received', { status: 'pending', paymentStatus: 'unpaid' });
    const lines = m.text.split('\n');
    expect(lines).toContain(`Reference: ${REF}`);
    expect(lines).toContain('When: Saturday, December 5, 2026 at 9:30 PM');
    expect(lines).toContain('Total: $400.00');
    expect(lines).toContain('Party rules:');
    expect(lines).toContain(`https://example.test/booking-confirmation/${ID}`);
    expect(lines).toContain('https://cash.app/$TestTag/200');
    expect(m.text).not.toMatch(/ReferenceA600AA9F|WhenSaturday/);
    // Every address stands alone on its line, so a phone links the whole of it.
    for (const line of lines.filter((l) => l.includes('https://'))) expect(line).toMatch(/^https:\/\/\S+$/);
  });

  it('makes "Pay $X with Cash App" the one main button while the deposit is due, with its deadline', async () => {
    for (const kind of ['client-received', 'client-deposit-requested', 'client-deposit-reminder'] as const) {
      const m = await compose(kind);
      expect(count(m.html ?? '', 'Pay $200.00 with Cash App'), kind).toBe(1);
      expect(count(m.text, 'Pay $200.00 with Cash App'), kind).toBe(1);
      expect(count(m.html ?? '', 'href="https://cash.app/'), kind).toBe(1);
      expect(m.html, kind).not.toMatch(/deposit with Cash App/);
      // 48 hours after it was asked for, rounded up to the hour: November 22, 12:00 PM in Miami.
      expect(m.text, kind).toContain(
        'Please pay the deposit by Sunday, November 22, 2026 at 12:00 PM (South Florida time) to hold your date.',
      );
    }
    const es = await compose('client-deposit-requested', { locale: 'es' });
    expect(es.text).toContain('Pagar $200.00 con Cash App');
    expect(es.text).toContain('Pague el depósito a más tardar el domingo, 22 de noviembre de 2026');
  });

  it('sets the deposit deadline 48 hours on, but a day before the event and at least 2 hours on', () => {
    const at = (statusChangedAt: string, eventDate: string | null, eventTime: string | null = '21:30') =>
      depositDeadline({ statusChangedAt, eventDate, eventTime }).toISOString();
    expect(at('2026-11-20T17:00:00Z', '2026-12-05')).toBe('2026-11-22T17:00:00.000Z');
    expect(at('2026-11-20T17:20:00Z', null)).toBe('2026-11-22T18:00:00.000Z');
    // Event on the 21st at 9:30 PM (02:30 UTC on the 22nd): a day before it.
    expect(at('2026-11-20T17:00:00Z', '2026-11-21')).toBe('2026-11-21T03:00:00.000Z');
    // Asked for 5 hours before the event: 2 hours on.
    expect(at('2026-11-21T21:30:00Z', '2026-11-21')).toBe('2026-11-22T00:00:00.000Z');
  });

  it('keeps performers and addresses out of subjects, previews and calendar titles', async () => {
    const kinds: MessageKind[] = [
      'client-received',
      'client-deposit-requested',
      'client-deposit-reminder',
      'client-deposit-confirmed',
      'client-booking-confirmed',
      'client-cancelled',
      'client-reopened',
      'client-performers-changed',
      'client-booking-changed',
      'client-event-reminder',
      'client-booking-link',
      'team-new-booking',
      'team-event-reminder',
    ];
    for (const locale of ['en', 'es'] as const) {
      for (const kind of kinds) {
        const m = await compose(kind, { status: 'confirmed', locale, changes: ['eventLocation'] });
        for (const secret of ['Rita Ray', 'Ocean Dr']) {
          expect(m.subject, `${kind} ${locale}`).not.toContain(secret);
          expect(preheader(m.html ?? ''), `${kind} ${locale}`).not.toContain(secret);
        }
        for (const a of m.attachments ?? [])
          expect(icsField(a.content, 'SUMMARY')).toMatch(/^(Private event: booking|Evento privado: reserva) A600AA9F$/);
      }
    }
    const confirmed = await compose('client-booking-confirmed', { status: 'confirmed' });
    expect(preheader(confirmed.html ?? '')).toBe(`Your booking ${REF}: all set for Saturday, December 5`);
    const es = await compose('client-booking-confirmed', { status: 'confirmed', locale: 'es' });
    expect(preheader(es.html ?? '')).toBe(`Su reserva ${REF}: todo listo para el sábado, 5 de diciembre`);
  });

  it('greets the client by first name, in either language', async () => {
    expect((await compose('client-received')).text).toContain('Hi Maria,');
    expect((await compose('client-received', { locale: 'es' })).text).toContain('Hola, Maria:');
    expect(firstName('  Pat   Client ')).toBe('Pat');
  });

  it('says a look-up link can be ignored by whoever did not ask for it', async () => {
    expect((await compose('client-booking-link')).text).toContain(
      'If you did not ask for this, you can ignore this e-mail.',
    );
    expect((await compose('client-booking-link', { locale: 'es' })).text).toContain(
      'Si usted no pidió esto, puede ignorar este correo.',
    );
  });

  it('gives practical advice and the day-of phone in the event reminder, in both languages', async () => {
    const en = await compose('client-event-reminder', { status: 'confirmed' });
    expect(en.text).toContain('Parking and access:');
    expect(en.text).toContain('Have the remaining $200.00 ready');
    expect(en.text).toContain('call or text us at (305) 555-0100');
    const es = await compose('client-event-reminder', { status: 'confirmed', locale: 'es' });
    expect(es.text).toContain('Estacionamiento y acceso:');
    expect(es.text).toContain('Tenga listo el saldo restante de $200.00');
    expect(es.text).toContain('llámenos o escríbanos al (305) 555-0100');
  });

  it('puts Google and Outlook links beside the .ics, with the neutral title and the time', async () => {
    const m = await compose('client-deposit-confirmed', { status: 'confirmed' });
    const links = m.text.split('\n').filter((l) => /calendar\.google\.com|outlook\.live\.com/.test(l));
    expect(links).toHaveLength(2);
    for (const link of links) {
      const q = new URL(link).searchParams;
      expect(q.get('text') ?? q.get('subject')).toBe(`Private event: booking ${REF}`);
      expect(q.get('location')).toBe('1 Ocean Dr, Miami Beach');
      expect(link).not.toContain('Rita');
    }
    const google = new URL(links.find((l) => l.includes('google')) ?? '');
    expect(google.searchParams.get('dates')).toBe('20261206T023000Z/20261206T043000Z');
    const outlook = new URL(links.find((l) => l.includes('outlook')) ?? '');
    expect(outlook.searchParams.get('startdt')).toBe('2026-12-06T02:30:00.000Z');
    expect(m.html).toContain('https://calendar.google.com/calendar/render?');
  });

  it('writes the .ics with the usual PRODID, SEQUENCE, a reminder alarm and lines of 75 octets', async () => {
    const m = await compose('client-booking-confirmed', {
      status: 'confirmed',
      locale: 'es',
      eventLocation: 'Calle Ñandú 1234, apartamento número 567, edificio Océano, Miami Beach, Florida',
    });
    const ics = m.attachments?.[0]?.content ?? '';
    expect(icsField(ics, 'PRODID')).toBe('-//SoFlo Test//Bookings//EN');
    expect(icsField(ics, 'SEQUENCE')).toBe('3');
    expect(icsField(ics, 'SUMMARY')).toBe(`Evento privado: reserva ${REF}`);
    expect(ics).toMatch(
      /BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:Evento privado: reserva A600AA9F\r\nTRIGGER:-PT2H\r\nEND:VALARM/,
    );
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length, line).toBeLessThanOrEqual(75);
    expect(icsField(ics, 'LOCATION')).toContain('Calle Ñandú 1234');
    // A cancellation removes the event: no alarm of its own.
    const cancel = await compose('client-cancelled', { status: 'cancelled' });
    expect(cancel.attachments?.[0]?.content).not.toContain('VALARM');
  });

  it('folds by octets without splitting a character, and names the business in the product id', () => {
    const folded = foldCalendar(`DESCRIPTION:${'ñ'.repeat(100)}\r\n`);
    const lines = folded.split('\r\n');
    expect(lines.every((l) => new TextEncoder().encode(l).length <= 75)).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'ñ'.repeat(100)}\r\n`);
    expect(calendarProductId('Acme / Nights\r\n')).toBe('-//Acme Nights//Bookings//EN');
  });

  it('keeps the frame readable in dark mode: the color-scheme meta, and a dark value for every background', async () => {
    const html = (await compose('client-received')).html ?? '';
    expect(html).toContain('<meta name="color-scheme" content="light dark"/>');
    expect(html).toContain('<meta name="supported-color-schemes" content="light dark"/>');
    expect(html).toContain('@media (prefers-color-scheme: dark)');
    const darkBackgrounds = new Set(
      [...DARK_MODE.matchAll(/([^{}]+)\{[^}]*background-color/g)].flatMap((m) =>
        [...(m[1] ?? '').matchAll(/\.([a-z-]+)/g)].map((c) => c[1]),
      ),
    );
    // Each element painted with a background carries a class that the dark style repaints.
    const painted = [...html.matchAll(/<[a-z]+[^>]*style="[^"]*background-color:[^"]*"[^>]*>/g)].map((m) => m[0]);
    expect(painted.length).toBeGreaterThan(2);
    for (const tag of painted) {
      const classes = /class="([^"]*)"/.exec(tag)?.[1]?.split(' ') ?? [];
      expect(
        classes.some((c) => darkBackgrounds.has(c)),
        tag.slice(0, 120),
      ).toBe(true);
    }
  });
});
