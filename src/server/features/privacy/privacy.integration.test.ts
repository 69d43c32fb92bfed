import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, TEST_ORIGIN } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { bookingRequest } from '../../../../test/helpers/booking';
import { jobsSettled } from '../../../../test/helpers/jobs';
import { type SmtpTestServer, startSmtpServer } from '../../../../test/helpers/mail';
import { rowsOf } from '../../../../test/helpers/rows';
import { insertNamedRefs, insertPerformers } from '../../db/factories';
import { auditLog, bookings, ledgerEntries } from '../../db/schema';
import { ensureAdmin } from '../auth/accounts';

const NOW = new Date('2026-11-20T17:00:00Z');
const OWNER = { email: 'owner@example.test', password: 'owner password 123', firstName: 'Olga' };
const AGENT = { email: 'agent@example.test', password: 'agent password 123', firstName: 'Andy' };
const CLIENT = {
  clientName: 'Zelda Quixote',
  clientEmail: 'Zelda.Q@Example.test',
  clientPhone: '305-555-0177',
  eventLocation: '77 Unusual Lane, Miami',
  specialRequests: 'Bring the purple unicorn',
};
const NOTE = 'Zelda prefers calls after noon';
/** Every string the erasure must leave nowhere (the phone by its digits). */
const SECRETS = [
  'zelda',
  'quixote',
  'zelda.q@example.test',
  '555-0177',
  'unusual lane',
  'purple unicorn',
  'after noon',
];
/** The tables a client's data can be in. */
const TABLES = ['bookings', 'booking_notes', 'messages', 'audit_log', 'ledger_entries', 'booking_performers', 'offers'];

/**
 * Privacy requests (issue 32, decision 046): owners export and erase one client's data by e-mail
 * or phone; bookings keep their money, the rest goes; the erasure is audited with counts only.
 */
describe('privacy requests', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  const logLines: string[] = [];
  let owner: Record<string, string>;
  let agent: Record<string, string>;
  let performer = '';
  let zelda = '';
  let other = '';

  const signIn = async (email: string, password: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: TEST_ORIGIN },
      payload: { email, password },
    });
    expect(res.statusCode, res.body).toBe(200);
    return asUser(String(res.headers['set-cookie']).split(';')[0] ?? '');
  };
  const book = async (changes: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { ...bookingRequest([performer]), ...changes },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const exportOf = (query: string, headers: Record<string, string> = owner) =>
    t.app.inject({ url: `/api/admin/privacy/export?${query}`, headers });
  const erase = (payload: object, headers: Record<string, string> = owner) =>
    t.app.inject({ method: 'POST', url: '/api/admin/privacy/erase', headers, payload });
  /** Every row of the tables, as JSON text in lower case. */
  const dump = async () => {
    const texts: string[] = [];
    for (const table of TABLES) {
      const rows = await rowsOf<{ j: string }>(t.db, sql.raw(`select row_to_json(x)::text as j from ${table} x`));
      texts.push(...rows.map((r) => r.j.toLowerCase()));
    }
    return texts.join('\n');
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      now: () => NOW,
      runJobs: true,
      jobs: { pollingIntervalSeconds: 0.5 },
      log: { level: 'info', stream: { write: (line: string) => logLines.push(line) } },
      mail: { smtpUrl: smtp.url, teamEmails: ['team@example.test'] },
    });
    await ensureAdmin(t.db, OWNER);
    await ensureAdmin(t.db, AGENT, { role: 'agent' });
    owner = await signIn(OWNER.email, OWNER.password);
    agent = await signIn(AGENT.email, AGENT.password);
    await insertNamedRefs(t.db, 'serviceAreas', ['Miami']);
    await insertNamedRefs(t.db, 'eventTypes', ['Birthday Party']);
    [performer = ''] = await insertPerformers(t.db, [{ name: 'Rita Ray', hourlyRate: 200 }]);
    zelda = await book(CLIENT);
    other = await book({});
    const note = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${zelda}/notes`,
      headers: owner,
      payload: { text: NOTE },
    });
    expect(note.statusCode, note.body).toBeLessThan(300);
    const paid = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/bookings/${zelda}/confirm-deposit`,
      headers: owner,
      payload: { reference: 'CASH-77' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    // The client's and the team's e-mails are composed into the outbox and sent.
    await jobsSettled(t.db);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('is for owners only: 401 without a session, 403 for an agent, no-store', async () => {
    for (const res of [await exportOf('email=a@b.co', {}), await erase({ email: 'a@b.co' }, { origin: TEST_ORIGIN })])
      expect(res.statusCode).toBe(401);
    for (const res of [await exportOf('email=a@b.co', agent), await erase({ email: 'a@b.co' }, agent)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'OWNER_REQUIRED' });
    }
    const ok = await exportOf('email=a@b.co');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
  });

  it('refuses neither, both or an invalid identifier with 400 in the one error shape', async () => {
    const bad = ['', 'email=a@b.co&phone=3055550177', 'email=not-an-address', 'phone=call%20me', 'name=Zelda'];
    for (const query of bad) {
      const res = await exportOf(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ message: expect.any(String), code: 'VALIDATION_ERROR' });
    }
    for (const body of [{}, { email: 'a@b.co', phone: '3055550177' }, { phone: '12' }]) {
      const res = await erase(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });

  it('exports a client by e-mail in any case and by phone typed another way, with what hangs off the booking', async () => {
    for (const query of ['email=ZELDA.q%40example.TEST', `phone=${encodeURIComponent('+1 (305) 555 0177')}`]) {
      const res = await exportOf(query);
      expect(res.statusCode, res.body).toBe(200);
      const found = res.json();
      expect(found.bookings.map((b: { id: string }) => b.id)).toEqual([zelda]);
      expect(found.bookings[0]).toMatchObject({
        clientName: CLIENT.clientName,
        notes: [expect.objectContaining({ text: NOTE })],
        ledger: [expect.objectContaining({ kind: 'deposit' })],
        lines: [expect.objectContaining({ performerName: 'Rita Ray' })],
      });
      expect(found.messages.length).toBeGreaterThan(0);
      expect(found.auditEntries.length).toBeGreaterThan(0);
      expect(JSON.stringify(found)).not.toContain(other);
    }
    // The request log shows the route, never the query that names the client.
    const logged = logLines.filter((line) => line.includes('/api/admin/privacy/export'));
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.join('\n')).not.toMatch(/export\?|zelda/i);
    // The read is audited, with counts and never the address or phone asked for.
    const reads = await t.db.select().from(auditLog).where(eq(auditLog.action, 'GET /api/admin/privacy/export'));
    expect(reads.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(reads).toLowerCase()).not.toMatch(/zelda|5550177/);
  });

  it('erases name, contact, address, free text, message bodies and snapshots, keeping money; once', async () => {
    const [before] = await t.db.select().from(bookings).where(eq(bookings.id, zelda));
    const ledgerBefore = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, zelda));
    const dumped = await dump();
    for (const secret of SECRETS) expect(dumped, secret).toContain(secret);

    const res = await erase({ phone: '(305) 555-0177' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      nothingToErase: false,
      erased: { bookings: 1, notes: 1, messages: expect.any(Number), auditEntries: expect.any(Number) },
    });
    expect(res.json().erased.messages).toBeGreaterThan(0);
    expect(res.json().erased.auditEntries).toBeGreaterThan(0);

    const after = await dump();
    for (const secret of SECRETS) expect(after, secret).not.toContain(secret);
    const [erased] = await t.db.select().from(bookings).where(eq(bookings.id, zelda));
    expect(erased).toMatchObject({
      clientName: 'erased',
      clientEmail: 'erased',
      clientPhone: null,
      totalAmount: before?.totalAmount,
      depositAmount: before?.depositAmount,
      status: before?.status,
      eventDate: before?.eventDate,
    });
    expect(await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, zelda))).toEqual(ledgerBefore);
    // The other client is untouched.
    const [kept] = await t.db.select().from(bookings).where(eq(bookings.id, other));
    expect(kept?.clientName).toBe('Pat Client');

    // The erasure's own audit row holds counts, not the data.
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'POST /api/admin/privacy/erase'));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.after).toMatchObject({ kind: 'phone', erased: { bookings: 1 } });

    const again = await erase({ email: CLIENT.clientEmail });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().nothingToErase).toBe(true);
    expect(Object.values(again.json().erased)).toEqual(Object.values(again.json().erased).map(() => 0));
    expect((await exportOf('phone=3055550177')).json().bookings).toEqual([]);
  });
});
