import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asUser, TEST_ORIGIN } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { jobsSettled } from '../../../../test/helpers/jobs';
import { type SmtpTestServer, startSmtpServer } from '../../../../test/helpers/mail';
import { auditLog } from '../../db/schema';
import { ensureAdmin } from '../auth/accounts';
import { hashPassword } from '../auth/passwords';
import { upsertUser } from '../auth/repository';

let clock = new Date('2026-11-20T17:00:00Z');
const HOUR = 3_600_000;

/**
 * Decision 033: staff invite a performer by e-mail (a real SMTP server receives it), she joins from
 * the link, signs in later with an e-mailed link, and staff end her access; her session and staff's
 * never stand in for each other.
 */
describe('performer portal access', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let owner: Record<string, string>;
  let agent: Record<string, string>;
  let performerId: string;

  const staffSignIn = async (email: string, password: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: TEST_ORIGIN },
      payload: { email, password },
    });
    expect(res.statusCode, res.body).toBe(200);
    return asUser(String(res.headers['set-cookie']).split(';')[0] ?? '');
  };
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: object = {}, payload?: object) =>
    t.app.inject({ method, url, headers: headers as Record<string, string>, payload });
  const portal = (url: string, payload: object, headers: object = {}) =>
    call('POST', `/api/portal${url}`, { origin: TEST_ORIGIN, ...headers }, payload);
  /** The portal session cookie a sign-in set. */
  const portalCookie = (res: { headers: Record<string, unknown> }) => {
    const cookie = String(res.headers['set-cookie'])
      .split(/,(?=\s*\w+=)/)
      .find((c) => /^(__Host-)?psid=/.test(c.trim()));
    expect(cookie).toBeDefined();
    // Ninety days on the browser's own clock (Max-Age), whatever the server's clock says.
    expect(cookie).toContain(`Max-Age=${90 * 24 * 3600}`);
    return { cookie: (cookie ?? '').trim().split(';')[0] ?? '', origin: TEST_ORIGIN };
  };
  const mailsTo = (email: string) => smtp.received.filter((m) => m.envelopeTo.some((to) => to.toLowerCase() === email));
  /** The token of the newest link of this kind ('join' or 'sign-in') e-mailed to the address. */
  const linkTokenSentTo = (email: string, kind: 'join' | 'sign-in', count = 1) =>
    vi.waitFor(
      () => {
        const mails = mailsTo(email);
        expect(mails.length).toBeGreaterThanOrEqual(count);
        const token = mails
          .at(-1)
          ?.text?.match(new RegExp(`https://example\\.test/portal/${kind}#([A-Za-z0-9_-]{43})`))?.[1];
        expect(token).toBeDefined();
        return token as string;
      },
      { timeout: 15_000, interval: 50 },
    );

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      now: () => clock,
      runJobs: true,
      jobs: { pollingIntervalSeconds: 0.5, retry: { delaySeconds: 1, maxDelaySeconds: 2, limit: 2 } },
      mail: { smtpUrl: smtp.url },
    });
    await ensureAdmin(t.db, { email: 'owner@example.test', password: 'owner password 123', firstName: 'Olga' });
    await upsertUser(t.db, {
      email: 'agent@example.test',
      firstName: 'Abe',
      passwordHash: await hashPassword('agent password 123'),
      isAdmin: true,
      role: 'agent',
    });
    owner = await staffSignIn('owner@example.test', 'owner password 123');
    agent = await staffSignIn('agent@example.test', 'agent password 123');
    const created = await call('POST', '/api/admin/performers', owner, {
      name: 'Luna Portal',
      email: 'luna@example.test',
      language: 'es',
    });
    expect(created.statusCode, created.body).toBe(201);
    performerId = created.json().id;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('invites by e-mail in her language; the link joins once and signs her in', async () => {
    const invited = await call('POST', `/api/admin/performers/${performerId}/invitation`, agent);
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toEqual({ expiresAt: new Date(clock.getTime() + 72 * HOUR).toISOString() });
    const token = await linkTokenSentTo('luna@example.test', 'join');
    expect(mailsTo('luna@example.test').at(-1)?.subject).toBe('Tu portal de artista de SoFlo Test');

    const listed = (await call('GET', '/api/admin/performers', agent)).json();
    expect(listed.find((p: { id: string }) => p.id === performerId).portalAccess).toBe('invited');
    // The link makes an account: agents see that it went, owners may read it.
    const forAgent = (await call('GET', '/api/admin/messages', agent)).json();
    expect(JSON.stringify(forAgent)).not.toContain(token);
    expect(JSON.stringify((await call('GET', '/api/admin/messages', owner)).json())).toContain(token);

    const joined = await portal('/join', { token, firstName: ' Lu ' });
    expect(joined.statusCode, joined.body).toBe(204);
    const me = await call('GET', '/api/portal/me', portalCookie(joined));
    expect(me.json()).toEqual({
      performerId,
      name: 'Luna Portal',
      firstName: 'Lu',
      language: 'es',
      availability: { unavailableDates: [], eveningOnly: false, weekendsOnly: false },
      hasDuressPin: false,
    });
    expect(me.headers['cache-control']).toBe('no-store');

    const again = await portal('/join', { token });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ code: 'LINK_EXPIRED' });
    const listedAfter = (await call('GET', '/api/admin/performers', agent)).json();
    expect(listedAfter.find((p: { id: string }) => p.id === performerId).portalAccess).toBe('active');
  });

  it('answers a cut-short link and a stranger the same careful way', async () => {
    const cut = await portal('/join', { token: 'abc' });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().issues[0].message).toBe(
      'This link is incomplete. Open it again from the e-mail, or ask for a new one.',
    );
    const unknown = await portal('/sign-in', { token: 'A'.repeat(43) });
    expect(unknown.statusCode).toBe(410);
    const crossSite = await call(
      'POST',
      '/api/portal/sign-in',
      { origin: 'https://evil.example' },
      { token: 'A'.repeat(43) },
    );
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toMatchObject({ code: 'BAD_ORIGIN' });
  });

  it('e-mails a sign-in link that works once and for 15 minutes; asking for any address answers alike', async () => {
    const known = await portal('/sign-in-link', { email: 'LUNA@example.test' });
    const unknown = await portal('/sign-in-link', { email: 'nobody@example.test' });
    expect(known.statusCode).toBe(202);
    expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);
    const token = await linkTokenSentTo('luna@example.test', 'sign-in');
    await jobsSettled(t.db);
    expect(mailsTo('nobody@example.test')).toEqual([]);
    // Nobody on the staff reads a link that signs in as her, owners included.
    expect(JSON.stringify((await call('GET', '/api/admin/messages', owner)).json())).not.toContain(token);

    const signedIn = await portal('/sign-in', { token });
    expect(signedIn.statusCode, signedIn.body).toBe(204);
    expect((await call('GET', '/api/portal/me', portalCookie(signedIn))).statusCode).toBe(200);
    expect((await portal('/sign-in', { token })).statusCode).toBe(410);

    await portal('/sign-in-link', { email: 'luna@example.test' });
    const late = await linkTokenSentTo('luna@example.test', 'sign-in', mailsTo('luna@example.test').length + 1);
    clock = new Date(clock.getTime() + 16 * 60_000);
    expect((await portal('/sign-in', { token: late })).statusCode).toBe(410);
  });

  it('keeps the two audiences apart: a performer session is refused by the admin, a staff one by the portal', async () => {
    await portal('/sign-in-link', { email: 'luna@example.test' });
    const token = await linkTokenSentTo('luna@example.test', 'sign-in', mailsTo('luna@example.test').length + 1);
    const performer = portalCookie(await portal('/sign-in', { token }));
    for (const [method, url] of [
      ['GET', '/api/admin/performers'],
      ['GET', '/api/admin/bookings'],
      ['POST', `/api/admin/performers/${performerId}/invitation`],
    ] as const) {
      const res = await call(method, url, performer);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toMatchObject({ code: 'STAFF_ONLY' });
    }
    const asStaff = await call('GET', '/api/portal/me', owner);
    expect(asStaff.statusCode).toBe(403);
    expect(asStaff.json()).toMatchObject({ code: 'PERFORMER_ONLY' });
    expect((await call('GET', '/api/portal/me')).statusCode).toBe(401);
  });

  it('sends at most three sign-in links an hour to one performer, however often she asks', async () => {
    clock = new Date(clock.getTime() + HOUR);
    const before = mailsTo('luna@example.test').length;
    for (let i = 0; i < 5; i++)
      expect((await portal('/sign-in-link', { email: 'luna@example.test' })).statusCode).toBe(202);
    await jobsSettled(t.db);
    expect(mailsTo('luna@example.test').length - before).toBe(3);
  });

  it('lets her keep her own availability: the gallery shows it at once and the audit names her', async () => {
    clock = new Date(clock.getTime() + HOUR);
    await portal('/sign-in-link', { email: 'luna@example.test' });
    const token = await linkTokenSentTo('luna@example.test', 'sign-in', mailsTo('luna@example.test').length + 1);
    const performer = portalCookie(await portal('/sign-in', { token }));
    const saved = await call('PUT', '/api/portal/availability', performer, {
      unavailableDates: ['2026-12-31', '2026-12-24', '2026-12-31'],
      eveningOnly: true,
      weekendsOnly: false,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      unavailableDates: ['2026-12-24', '2026-12-31'],
      eveningOnly: true,
      weekendsOnly: false,
    });
    const published = (await call('GET', `/api/performers/${performerId}`)).json();
    expect(published).toMatchObject({ unavailableDates: ['2026-12-24', '2026-12-31'], eveningOnly: true });
    expect((await call('GET', '/api/portal/me', performer)).json().availability.eveningOnly).toBe(true);
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'PUT /api/portal/availability'));
    expect(row).toMatchObject({ actorEmail: `performer:${performerId}`, entityId: performerId });

    for (const bad of [
      { unavailableDates: ['2026-02-30'], eveningOnly: false, weekendsOnly: false },
      { unavailableDates: [], eveningOnly: 'yes', weekendsOnly: false },
      { unavailableDates: 'soon', eveningOnly: false, weekendsOnly: false },
    ]) {
      const res = await call('PUT', '/api/portal/availability', performer, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await call('PUT', '/api/portal/availability', owner, saved.json())).statusCode).toBe(403);
    expect((await call('GET', `/api/performers/${performerId}`)).json().eveningOnly).toBe(true);
  });

  it('ends her access at once, with an audit row; her sessions and links stop working', async () => {
    clock = new Date(clock.getTime() + HOUR);
    await portal('/sign-in-link', { email: 'luna@example.test' });
    const token = await linkTokenSentTo('luna@example.test', 'sign-in', mailsTo('luna@example.test').length + 1);
    const performer = portalCookie(await portal('/sign-in', { token }));
    await portal('/sign-in-link', { email: 'luna@example.test' });
    const unused = await linkTokenSentTo('luna@example.test', 'sign-in', mailsTo('luna@example.test').length + 1);

    const ended = await call('DELETE', `/api/admin/performers/${performerId}/portal-access`, agent);
    expect(ended.statusCode, ended.body).toBe(204);
    expect((await call('GET', '/api/portal/me', performer)).statusCode).toBe(401);
    expect((await portal('/sign-in', { token: unused })).statusCode).toBe(410);
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.entityId, performerId));
    expect(rows.map((r) => r.action)).toEqual(
      expect.arrayContaining([
        'POST /api/admin/performers/:id/invitation',
        'DELETE /api/admin/performers/:id/portal-access',
      ]),
    );
    expect(JSON.stringify(rows)).not.toContain(unused);
  });

  it('refuses an invitation without an e-mail address, and for a performer that does not exist', async () => {
    const bare = (await call('POST', '/api/admin/performers', owner, { name: 'No Mail' })).json();
    const res = await call('POST', `/api/admin/performers/${bare.id}/invitation`, owner);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'NO_EMAIL' });
    expect((await call('POST', '/api/admin/performers/not-an-id/invitation', owner)).statusCode).toBe(404);
    expect(
      (await call('POST', '/api/admin/performers/6f1c2b1e-0000-4000-8000-000000000000/invitation', owner)).statusCode,
    ).toBe(404);
  });

  it('an invitation works for 72 hours only', async () => {
    const p = (
      await call('POST', '/api/admin/performers', owner, { name: 'Late Joiner', email: 'late@example.test' })
    ).json();
    await call('POST', `/api/admin/performers/${p.id}/invitation`, owner);
    const token = await linkTokenSentTo('late@example.test', 'join');
    clock = new Date(clock.getTime() + 72 * HOUR + 1);
    expect((await portal('/join', { token })).statusCode).toBe(410);
  });
});
