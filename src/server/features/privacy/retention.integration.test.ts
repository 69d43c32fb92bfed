import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { bookingRequest } from '../../../../test/helpers/booking';
import { jobsSettled } from '../../../../test/helpers/jobs';
import { type SmtpTestServer, startSmtpServer } from '../../../../test/helpers/mail';
import { insertNamedRefs, insertPerformers } from '../../db/factories';
import { auditLog, bookings, messages } from '../../db/schema';
import { yearsBefore } from './retention';

const NOW = new Date('2026-11-20T17:00:00Z');

/**
 * The retention job (issue 32, decision 046): message bodies go 90 days after they were written,
 * a booking's client details RETENTION_YEARS (7 by default) after its event; recent ones stay.
 */
describe('the retention job', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let clock = NOW;
  let old = '';
  let recent = '';

  const book = async (changes: object) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/bookings', payload: changes });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const booking = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0];

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      now: () => clock,
      runJobs: true,
      jobs: { pollingIntervalSeconds: 0.5 },
      mail: { smtpUrl: smtp.url, teamEmails: ['team@example.test'] },
    });
    await insertNamedRefs(t.db, 'serviceAreas', ['Miami']);
    await insertNamedRefs(t.db, 'eventTypes', ['Birthday Party']);
    const [performer = ''] = await insertPerformers(t.db, [{ name: 'Rita Ray', hourlyRate: 200 }]);
    old = await book({ ...bookingRequest([performer]), clientName: 'Olive Oldham', eventDate: '2026-11-28' });
    recent = await book({ ...bookingRequest([performer]), clientName: 'Rhea Recent', eventDate: '2027-06-01' });
    await jobsSettled(t.db);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('counts years back by calendar date', () => {
    expect(yearsBefore('2034-01-15', 7)).toBe('2027-01-15');
    expect(yearsBefore('2028-02-29', 7)).toBe('2021-02-28');
  });

  it('keeps everything while it is recent', async () => {
    clock = new Date(NOW.getTime() + 30 * 86_400_000);
    expect(await t.app.retention.run()).toEqual({ bookings: 0, messages: 0 });
    expect((await t.db.select().from(messages).where(ne(messages.text, 'erased'))).length).toBeGreaterThan(0);
  });

  it('erases message bodies after 90 days, keeping the bookings', async () => {
    clock = new Date(NOW.getTime() + 91 * 86_400_000);
    const run = await t.app.retention.run();
    expect(run.bookings).toBe(0);
    expect(run.messages).toBeGreaterThan(0);
    const left = await t.db.select().from(messages).where(ne(messages.text, 'erased'));
    expect(left).toEqual([]);
    for (const m of await t.db.select().from(messages)) {
      expect(m.html).toBeNull();
      expect(m.attachments).toEqual([]);
    }
    expect((await booking(old))?.clientName).toBe('Olive Oldham');
  });

  it('erases client details seven years after the event and keeps a later booking', async () => {
    // Seven years after 28 Nov 2026 but not after 1 Jun 2027.
    clock = new Date('2034-01-15T12:00:00Z');
    const before = await booking(old);
    expect(await t.app.retention.run()).toMatchObject({ bookings: 1 });
    expect(await booking(old)).toMatchObject({
      clientName: 'erased',
      clientEmail: 'erased',
      clientPhone: null,
      eventLocation: 'erased',
      totalAmount: before?.totalAmount,
      eventDate: '2026-11-28',
      status: before?.status,
    });
    expect(await booking(recent)).toMatchObject({ clientName: 'Rhea Recent', clientEmail: 'pat@example.test' });
    const runs = await t.db.select().from(auditLog).where(eq(auditLog.action, 'retention job'));
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(runs)).not.toMatch(/Olive|Oldham|pat@example/);
    expect(await t.app.retention.run()).toEqual({ bookings: 0, messages: 0 });
  });
});
