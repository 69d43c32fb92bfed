import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, TEST_ORIGIN } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { bookingRequest } from '../../../../test/helpers/booking';
import { jobsSettled } from '../../../../test/helpers/jobs';
import { type SmtpTestServer, startSmtpServer } from '../../../../test/helpers/mail';
import { rowsOf } from '../../../../test/helpers/rows';
import { insertNamedRefs, insertPerformers } from '../../db/factories';
import { auditLog, doNotBookEntries } from '../../db/schema';
import { ensureAdmin } from '../auth/accounts';

const NOW = new Date('2026-11-20T17:00:00Z');
const OWNER = { email: 'owner@example.test', password: 'owner password 123', firstName: 'Olga' };
const AGENT = { email: 'agent@example.test', password: 'agent password 123', firstName: 'Andy' };
const REVIEW = '2027-11-20';

/**
 * The do-not-book list (issue 30, decision 037): identifiers normalised and stored as keyed
 * hashes only, every read and change audited, owners delete, and each new booking checked in its
 * transaction: flagged at the desk and in the team's e-mail, never refused, the client never told.
 */
describe('the do-not-book list', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let owner: Record<string, string>;
  let agent: Record<string, string>;
  let performer = '';

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
  const add = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/admin/do-not-book', headers, payload: payload as object });
  const entries = () => t.db.select().from(doNotBookEntries);
  const audits = () => t.db.select().from(auditLog).where(eq(auditLog.entityType, 'do_not_book_entries'));
  const book = async (changes: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { ...bookingRequest([performer]), ...changes },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const desk = async (id: string) => (await t.app.inject({ url: `/api/admin/bookings/${id}`, headers: agent })).json();

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      now: () => NOW,
      runJobs: true,
      jobs: { pollingIntervalSeconds: 0.5 },
      mail: { smtpUrl: smtp.url, teamEmails: ['team@example.test'] },
    });
    await ensureAdmin(t.db, OWNER);
    await ensureAdmin(t.db, AGENT, { role: 'agent' });
    owner = await signIn(OWNER.email, OWNER.password);
    agent = await signIn(AGENT.email, AGENT.password);
    await insertNamedRefs(t.db, 'serviceAreas', ['Miami']);
    await insertNamedRefs(t.db, 'eventTypes', ['Birthday Party']);
    [performer = ''] = await insertPerformers(t.db, [{ name: 'Rita Ray', hourlyRate: 200 }]);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('refuses bad input with 400 in the one error shape, storing nothing and auditing nothing', async () => {
    const good = { kind: 'phone', value: '(305) 555-0190', reason: 'Threatened Rita', reviewOn: REVIEW };
    const bad: [unknown, string][] = [
      [{}, 'kind'],
      [{ ...good, kind: 'name' }, 'kind'],
      [{ ...good, value: '' }, 'value'],
      [{ ...good, value: 'call me' }, 'value'],
      [{ ...good, kind: 'email', value: 'Pat <pat@example.test>' }, 'value'],
      [{ ...good, kind: 'address', value: ' , ' }, 'value'],
      [{ ...good, reason: ' ' }, 'reason'],
      [{ ...good, reason: 'x'.repeat(501) }, 'reason'],
      [{ ...good, reason: 'bad\u0007bell' }, 'reason'],
      [{ ...good, reviewOn: '2027-02-30' }, 'reviewOn'],
      [{ ...good, reviewOn: 'next year' }, 'reviewOn'],
    ];
    for (const [payload, path] of bad) {
      const res = await add(agent, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = res.json();
      expect(Object.keys(body).every((k) => ['message', 'code', 'issues'].includes(k))).toBe(true);
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.issues.map((i: { path: string }) => i.path)).toContain(path);
    }
    expect(await entries()).toEqual([]);
    expect(await audits()).toEqual([]);
    expect((await add({ origin: TEST_ORIGIN }, good)).statusCode).toBe(401);
  });

  it('normalises phones, e-mails and addresses: the same one typed another way is on the list already', async () => {
    const added = await add(agent, {
      kind: 'phone',
      value: '(305) 555-0190',
      reason: 'Threatened Rita',
      reviewOn: REVIEW,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      kind: 'phone',
      hint: '0190',
      reason: 'Threatened Rita',
      addedBy: AGENT.email,
      reviewOn: REVIEW,
      matches: 0,
    });
    for (const value of ['305.555.0190', '+1 305 555 0190', '1-305-555-0190']) {
      const again = await add(owner, { kind: 'phone', value, reason: 'again', reviewOn: REVIEW });
      expect(again.statusCode, value).toBe(409);
      expect(again.json()).toEqual({ message: 'That phone is on the list already.', code: 'ALREADY_LISTED' });
    }
    expect(
      (
        await add(agent, { kind: 'email', value: ' Bad.Client@Example.TEST ', reason: 'Unpaid', reviewOn: REVIEW })
      ).json(),
    ).toMatchObject({ hint: 'ient' });
    expect(
      (await add(agent, { kind: 'email', value: 'bad.client@example.test', reason: 'x', reviewOn: REVIEW })).statusCode,
    ).toBe(409);
    expect(
      (
        await add(agent, {
          kind: 'address',
          value: '12 Palm Avenue, Apt 4, Miami FL',
          reason: 'Guns',
          reviewOn: REVIEW,
        })
      ).statusCode,
    ).toBe(201);
    for (const value of ['12 palm ave', '12 PALM AVE.', '12  Palm   Avenue #9, Doral']) {
      const again = await add(agent, { kind: 'address', value, reason: 'again', reviewOn: REVIEW });
      expect(again.statusCode, value).toBe(409);
    }
    expect(await entries()).toHaveLength(3);
  });

  it('keeps only keyed hashes and last characters: the raw rows name nobody', async () => {
    const rows = await rowsOf<{ row: Record<string, unknown> }>(
      t.db,
      sql`select to_jsonb(e) as row from do_not_book_entries e`,
    );
    const raw = JSON.stringify(rows).toLowerCase();
    for (const identifier of ['3055550190', '555-0190', 'bad.client', 'client@', 'palm', '12 p'])
      expect(raw).not.toContain(identifier);
    for (const { row } of rows) expect(row.value_hash).toMatch(/^[0-9a-f]{64}$/);
    // The key is not in the table: the same phone under another key is another hash.
    const stored = rows.map((r) => r.row.value_hash);
    expect(new Set(stored).size).toBe(3);
  });

  it('audits every read and every change, with no identifier in the audit rows', async () => {
    // By id, not position: a table's rows have no order, and a new row may fill a deleted one's slot.
    const before = new Set((await audits()).map((a) => a.id));
    const list = await t.app.inject({ url: '/api/admin/do-not-book', headers: agent });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(
      list
        .json()
        .map((e: { hint: string }) => e.hint)
        .sort(),
    ).toEqual([' ave', '0190', 'ient']);
    const read = (await audits()).filter((a) => !before.has(a.id));
    expect(read).toEqual([
      expect.objectContaining({ actorEmail: AGENT.email, action: 'GET /api/admin/do-not-book', after: { read: 3 } }),
    ]);
    const all = JSON.stringify(await audits()).toLowerCase();
    for (const identifier of ['3055550190', 'bad.client', 'palm']) expect(all).not.toContain(identifier);
    expect((await audits()).filter((a) => a.action === 'POST /api/admin/do-not-book')).toHaveLength(3);
  });

  it('flags a matching request at the desk and in the team e-mail; stores it, and tells the client nothing', async () => {
    const flagged = await book({ clientPhone: '+1 (305) 555-0190', clientEmail: 'someone@example.test' });
    const clean = await book({
      clientPhone: '786-555-0101',
      clientEmail: 'clean@example.test',
      eventLocation: '9 Bay Rd',
    });
    const byAddress = await book({
      clientPhone: '786-555-0102',
      clientEmail: 'other@example.test',
      eventLocation: '12 Palm Ave., Miami',
    });
    const [phoneEntry] = (await entries()).filter((e) => e.kind === 'phone');
    expect((await desk(flagged)).doNotBookMatch).toEqual({
      entryId: phoneEntry?.id,
      kind: 'phone',
      reason: 'Threatened Rita',
      hint: '0190',
    });
    expect((await desk(byAddress)).doNotBookMatch).toMatchObject({ kind: 'address', reason: 'Guns' });
    expect((await desk(clean)).doNotBookMatch).toBeNull();
    // The booking's check is in the audit log too.
    expect(
      (await audits()).filter((a) => a.actorEmail === 'system' && JSON.stringify(a.after).includes(flagged)),
    ).toHaveLength(1);

    await jobsSettled(t.db);
    const team = smtp.received.find((m) => m.envelopeTo.includes('team@example.test') && m.text?.includes('someone@'));
    expect(team?.text).toContain(
      "Do-not-book list: this request's phone (…0190) is on the list: Threatened Rita. Check with the owners before confirming; the client has not been told.",
    );
    const cleanTeam = smtp.received.find(
      (m) => m.envelopeTo.includes('team@example.test') && m.text?.includes('clean@'),
    );
    expect(cleanTeam?.text).not.toContain('Do-not-book');
    const client = smtp.received.find((m) => m.envelopeTo.includes('someone@example.test'));
    expect(client).toBeDefined();
    expect(`${client?.subject} ${client?.text} ${client?.html}`.toLowerCase()).not.toMatch(
      /do-not-book|threatened|list/,
    );
  });

  it('lets only owners delete an entry (agents 403), audited; its flags go with it', async () => {
    const [phoneEntry] = (await entries()).filter((e) => e.kind === 'phone');
    const url = `/api/admin/do-not-book/${phoneEntry?.id}`;
    const byAgent = await t.app.inject({ method: 'DELETE', url, headers: agent });
    expect(byAgent.statusCode).toBe(403);
    expect(byAgent.json()).toEqual({ message: 'Only an owner can do this', code: 'OWNER_REQUIRED' });
    expect(await entries()).toHaveLength(3);
    const listed = (await t.app.inject({ url: '/api/admin/do-not-book', headers: owner })).json();
    expect(listed.find((e: { id: string }) => e.id === phoneEntry?.id).matches).toBe(1);
    const byOwner = await t.app.inject({ method: 'DELETE', url, headers: owner });
    expect(byOwner.statusCode).toBe(204);
    expect(await entries()).toHaveLength(2);
    expect((await t.app.inject({ method: 'DELETE', url, headers: owner })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/admin/do-not-book/nope', headers: owner })).statusCode,
    ).toBe(404);
    const deleted = (await audits()).filter((a) => a.action === 'DELETE /api/admin/do-not-book/:id');
    expect(deleted).toEqual([
      expect.objectContaining({ actorEmail: OWNER.email, entityId: phoneEntry?.id, after: null }),
    ]);
    expect(deleted[0]?.before).toMatchObject({ kind: 'phone', hint: '0190', reason: 'Threatened Rita' });
  });
});
