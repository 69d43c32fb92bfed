import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { jobsSettled } from '../../../../test/helpers/jobs';
import { type SmtpTestServer, startSmtpServer } from '../../../../test/helpers/mail';
import { insertNamedRefs, insertPerformers } from '../../db/factories';
import { bookings } from '../../db/schema';

/**
 * Issue 26, item 4: the business's mailer is not a relay. Client-written text is never a link in
 * an e-mail; "find my booking" sends at most one e-mail per booking and per address every 15
 * minutes and three a day; an address gets at most 10 client e-mails a day. Real SMTP server,
 * real job workers, the injected clock.
 */

const clock = new Date('2026-11-20T17:00:00Z');

describe('the mailer is not a relay (issue 26, item 4)', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let rita = '';

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      now: () => clock,
      runJobs: true,
      jobs: { pollingIntervalSeconds: 0.5, retry: { delaySeconds: 1, maxDelaySeconds: 2, limit: 2 } },
      mail: {
        smtpUrl: smtp.url,
        from: 'SoFlo Test <bookings@example.test>',
        teamEmails: ['team@example.test'],
      },
    });
    await insertNamedRefs(t.db, 'serviceAreas', ['Miami']);
    await insertNamedRefs(t.db, 'eventTypes', ['Birthday Party']);
    [rita = ''] = await insertPerformers(t.db, [{ name: 'Rita Ray', hourlyRate: 200 }]);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const book = async (over: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        performerIds: [rita],
        clientName: 'Pat Client',
        clientPhone: '305-555-0100',
        eventDate: '2026-11-28',
        eventTime: '20:00',
        eventLocation: '1 Ocean Dr, Miami Beach',
        eventTypeId: 'birthday-party',
        serviceAreaId: 'miami',
        ...over,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; reference: string };
  };
  const lookup = (email: string, reference: string) =>
    t.app.inject({ method: 'POST', url: '/api/bookings/lookup', payload: { email, reference } });
  const mailsTo = (address: string) => smtp.received.filter((m) => m.envelopeTo.includes(address));
  const linkMails = (address: string, reference: string) =>
    mailsTo(address).filter((m) => m.subject === `Your booking ${reference}`);

  it('shows names, locations and e-mail addresses a client wrote as text, never as links (HTML and text parts)', async () => {
    const address = 'inert@example.test';
    const location = 'Club at https://refund.example/pay, or www.refund.example, ask pay@refund.example';
    const { id, reference } = await book({
      clientEmail: address,
      eventLocation: location,
      specialRequests: 'x.example',
    });
    await jobsSettled(t.db);
    // A name stored before names refused links (or typed by staff): the e-mail still makes it inert.
    await t.db
      .update(bookings)
      .set({ clientName: 'URGENT: your card was charged, refund at https://refund.example/now' })
      .where(eq(bookings.id, id));
    expect((await lookup(address, reference)).statusCode).toBe(202);
    await jobsSettled(t.db);

    const mails = mailsTo(address);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      `We received your booking request ${reference}`,
      `Your booking ${reference}`,
    ]);
    // Our own links only: the booking, Cash App, the business's phone, address and site.
    const ours = [
      `https://example.test/booking-confirmation/${id}`,
      'https://cash.app/$TestTag/200',
      'tel:+13055550100',
      'mailto:bookings@example.test',
      'https://example.test',
    ];
    const hrefs = (html: string) => [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/gi)].map((m) => m[1]);
    for (const mail of mails) {
      const html = String(mail.html);
      for (const href of hrefs(html)) expect(ours, `${mail.subject}: <a href="${href}">`).toContain(href);
      // mailparser turns the text part's links into <a> the way mail programs do (linkify-it).
      for (const href of hrefs(String(mail.textAsHtml))) {
        expect(
          ours.map((u) => u.replace('$', '%24')),
          `${mail.subject}, text part: ${href}`,
        ).toContain(href?.replace('$', '%24'));
      }
      for (const part of [html, String(mail.text)]) {
        for (const linkable of ['refund.example', 'https://refund', 'www.refund', 'pay@refund']) {
          expect(part, `${mail.subject}: ${linkable}`).not.toContain(linkable);
        }
        // The reader still sees the words, with an invisible joiner after each dot, colon and @.
        expect(part).toContain('www.\u200Drefund.\u200Dexample');
        expect(part).toContain('pay@\u200Drefund.\u200Dexample');
      }
    }
    const link = linkMails(address, reference)[0];
    expect(link?.text).toContain(
      'Hi URGENT:\u200D your card was charged, refund at https:\u200D//refund.\u200Dexample/now,',
    );
  });
});
