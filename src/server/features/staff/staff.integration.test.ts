import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asUser, TEST_ORIGIN } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { type SmtpTestServer, startSmtpServer } from '../../../../test/helpers/mail';
import { auditLog, messages, passkeys, users } from '../../db/schema';
import { ensureAdmin } from '../auth/accounts';

let clock = new Date('2026-11-20T17:00:00Z');
const OWNER = { email: 'owner@example.test', password: 'owner password 123', firstName: 'Olga' };

/**
 * Staff accounts: an owner invites by e-mail (a real SMTP server receives the link), the link
 * works once and for 72 hours, roles change, access is taken away, and there is always an owner.
 */
describe('staff invitations and the owners’ staff page', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let owner: Record<string, string>;

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
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: object, payload?: object) =>
    t.app.inject({ method, url, headers: headers as Record<string, string>, payload });
  const invite = (email: string, role: string, as = owner) =>
    call('POST', '/api/admin/staff/invitations', as, { email, role });
  const login = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/login/invitation${url}`, headers: { origin: TEST_ORIGIN }, payload });

  /** Mail servers may lower-case the domain: addresses compare without case. */
  const sentTo = (m: SmtpTestServer['received'][number], email: string) =>
    m.envelopeTo.some((to) => to.toLowerCase() === email.toLowerCase());
  /** The token in the link of the last e-mail to this address. */
  function tokenSentTo(email: string): Promise<string> {
    return vi.waitFor(
      () => {
        const mail = smtp.received.filter((m) => sentTo(m, email)).at(-1);
        const token = mail?.text?.match(/https:\/\/example\.test\/invitation#([A-Za-z0-9_-]{43})/)?.[1];
        if (!token) throw new Error(`no invitation e-mail to ${email}`);
        return token;
      },
      { timeout: 15_000, interval: 50 },
    );
  }
  const received = (email: string) => smtp.received.filter((m) => sentTo(m, email)).length;
  async function waitForMails(email: string, count: number) {
    await expect.poll(() => received(email), { timeout: 15_000, interval: 50 }).toBeGreaterThanOrEqual(count);
    expect(received(email)).toBe(count);
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      now: () => clock,
      runJobs: true,
      jobs: { pollingIntervalSeconds: 0.5, retry: { delaySeconds: 1, maxDelaySeconds: 2, limit: 2 } },
      mail: { smtpUrl: smtp.url },
    });
    await ensureAdmin(t.db, OWNER);
    owner = await signIn(OWNER.email, OWNER.password);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('e-mails a link that makes an agent account once, and signs them in', async () => {
    const sent = await invite('  Ana.Agent@Example.test ', 'agent');
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      email: 'Ana.Agent@Example.test',
      role: 'agent',
      invitedByEmail: OWNER.email,
      expiresAt: '2026-11-23T17:00:00.000Z',
      expired: false,
    });
    const token = await tokenSentTo('Ana.Agent@Example.test');
    const mail = smtp.received.at(-1);
    expect(mail?.subject).toBe(`${OWNER.email} invites you to the SoFlo Test staff`);
    expect(mail?.text).toContain('as a booking agent');
    expect(mail?.text).toContain('until Monday, November 23, 2026 at 12:00 PM (South Florida time)');

    const open = await call('GET', '/api/admin/staff/invitations', owner);
    expect(open.json().map((i: { email: string }) => i.email)).toEqual(['Ana.Agent@Example.test']);

    const lookup = await login('', { token });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toEqual({
      email: 'Ana.Agent@Example.test',
      role: 'agent',
      expiresAt: '2026-11-23T17:00:00.000Z',
    });

    const accepted = await login('/accept', { token, firstName: ' Ana ', password: 'ana password 1234' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().user).toMatchObject({ email: 'Ana.Agent@Example.test', firstName: 'Ana', role: 'agent' });
    const cookie = String(accepted.headers['set-cookie']).split(';')[0] ?? '';
    const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect(me.json()).toMatchObject({ isAdmin: true, role: 'agent' });
    // The password chosen signs in from now on.
    await signIn('ana.agent@example.test', 'ana password 1234');

    // Single use: the same link again opens nothing, and changes nothing.
    const again = await login('/accept', { token, firstName: 'Mallory', password: 'another password 1' });
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('INVITATION_GONE');
    expect((await login('', { token })).statusCode).toBe(410);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'Ana.Agent@Example.test'));
    expect(row?.firstName).toBe('Ana');
    expect((await call('GET', '/api/admin/staff/invitations', owner)).json()).toEqual([]);

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'users'), eq(auditLog.action, 'POST /api/login/invitation/accept')));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorEmail).toBe('Ana.Agent@Example.test');
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it('shows agents that an invitation was sent, but never its link', async () => {
    await invite('link.check@example.test', 'owner');
    const token = await tokenSentTo('link.check@example.test');
    const agent = await signIn('ana.agent@example.test', 'ana password 1234');
    const forAgent = (await call('GET', '/api/admin/messages', agent)).json();
    const hidden = forAgent.find((m: { recipient: string }) => m.recipient === 'link.check@example.test');
    expect(hidden).toMatchObject({ kind: 'staff-invitation', html: null });
    expect(JSON.stringify(forAgent)).not.toContain(token);
    const forOwner = (await call('GET', '/api/admin/messages', owner)).json();
    expect(JSON.stringify(forOwner)).toContain(token);
    // And agents cannot reach the staff page's calls at all.
    for (const [method, url] of [
      ['GET', '/api/admin/staff'],
      ['GET', '/api/admin/staff/invitations'],
      ['POST', '/api/admin/staff/invitations'],
    ] as const) {
      const res = await call(method, url, agent, { email: 'x@example.test', role: 'owner' });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('OWNER_REQUIRED');
    }
  });

  it('replaces an open invitation with a new one, and lets an owner withdraw one', async () => {
    await invite('twice@example.test', 'agent');
    const first = await tokenSentTo('twice@example.test');
    const second = await invite('TWICE@example.test', 'owner');
    expect(second.statusCode).toBe(201);
    await waitForMails('twice@example.test', 2);
    const latest = await tokenSentTo('twice@example.test');
    expect(latest).not.toBe(first);
    expect((await login('', { token: first })).statusCode).toBe(410);
    expect((await login('', { token: latest })).json().role).toBe('owner');

    const withdrawn = await call('DELETE', `/api/admin/staff/invitations/${second.json().id}`, owner);
    expect(withdrawn.statusCode).toBe(204);
    expect((await login('', { token: latest })).statusCode).toBe(410);
    expect((await call('DELETE', `/api/admin/staff/invitations/${second.json().id}`, owner)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/staff/invitations/not-an-id', owner)).statusCode).toBe(404);
  });

  it('stops a link after 72 hours', async () => {
    await invite('late@example.test', 'agent');
    const token = await tokenSentTo('late@example.test');
    clock = new Date('2026-11-23T17:00:01Z');
    try {
      expect((await login('', { token })).statusCode).toBe(410);
      const late = await login('/accept', { token, firstName: 'Late', password: 'late password 1234' });
      expect(late.statusCode).toBe(410);
      owner = await signIn(OWNER.email, OWNER.password);
      const listed = (await call('GET', '/api/admin/staff/invitations', owner)).json();
      expect(listed.find((i: { email: string }) => i.email === 'late@example.test')?.expired).toBe(true);
    } finally {
      clock = new Date('2026-11-20T17:00:00Z');
      owner = await signIn(OWNER.email, OWNER.password);
    }
  });

  it('answers bad input in the error shape and stores nothing', async () => {
    const bad = await invite('not an address', 'boss');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((await invite(OWNER.email.toUpperCase(), 'agent')).json()).toMatchObject({
      code: 'ALREADY_STAFF',
      message: 'That address already has staff access',
    });
    expect((await login('', { token: 'short' })).statusCode).toBe(400);
    expect((await login('', { token: 'A'.repeat(43) })).statusCode).toBe(410);

    await invite('careful@example.test', 'agent');
    const token = await tokenSentTo('careful@example.test');
    const weak = await login('/accept', { token, firstName: 'Cara', password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().issues).toEqual([{ path: 'password', message: 'The password needs at least 12 characters' }]);
    const control = await login('/accept', { token, firstName: 'Ca\u0000ra', password: 'careful password 1' });
    expect(control.statusCode).toBe(400);
    // Refused input used nothing: the link still works.
    expect((await login('', { token })).statusCode).toBe(200);
    // A call from another site is refused before it is read.
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/login/invitation/accept',
      headers: { origin: 'https://evil.test' },
      payload: { token, firstName: 'Cara', password: 'careful password 1' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await login('', { token })).statusCode).toBe(200);
  });

  it('changes roles and takes access away, but always keeps an owner', async () => {
    await invite('second.owner@example.test', 'owner');
    const token = await tokenSentTo('second.owner@example.test');
    const joined = await login('/accept', { token, firstName: 'Sam', password: 'second owner pass 1' });
    const samId = joined.json().user.id as string;
    const sam = asUser(String(joined.headers['set-cookie']).split(';')[0] ?? '');

    const list = (await call('GET', '/api/admin/staff', owner)).json() as { id: string; email: string; you: boolean }[];
    expect(list.map((m) => m.email)).toEqual([OWNER.email, 'second.owner@example.test', 'Ana.Agent@Example.test']);
    expect(list.find((m) => m.you)?.email).toBe(OWNER.email);
    const ownerId = list.find((m) => m.you)?.id ?? '';

    expect((await call('DELETE', `/api/admin/staff/${ownerId}`, owner)).json().code).toBe('CANNOT_REMOVE_SELF');
    expect((await call('PATCH', `/api/admin/staff/${samId}`, owner, { role: 'manager' })).statusCode).toBe(400);
    expect((await call('PATCH', `/api/admin/staff/${samId}`, owner, { role: 'agent' })).statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/auth/user', headers: sam })).json().role).toBe('agent');
    // Now Olga is the only owner: she can neither become an agent nor be removed.
    const demote = await call('PATCH', `/api/admin/staff/${ownerId}`, owner, { role: 'agent' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().code).toBe('LAST_OWNER');

    const removed = await call('DELETE', `/api/admin/staff/${samId}`, owner);
    expect(removed.statusCode).toBe(204);
    // Signed out at once, and the password no longer opens the admin.
    expect((await call('GET', '/api/admin/bookings', sam)).statusCode).toBe(401);
    const again = await signIn('second.owner@example.test', 'second owner pass 1');
    expect((await call('GET', '/api/admin/bookings', again)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/staff', owner)).json()).toHaveLength(2);
    expect((await call('DELETE', `/api/admin/staff/${samId}`, owner)).statusCode).toBe(404);
  });

  it('gives access back through a new invitation, without the old second factors', async () => {
    const [sam] = await t.db.select().from(users).where(eq(users.email, 'second.owner@example.test'));
    await t.db.insert(passkeys).values({
      userId: sam?.id ?? '',
      id: 'old-credential',
      publicKey: 'AAAA',
      counter: 0,
      name: 'Old phone',
    });
    const before = received('second.owner@example.test');
    await invite('second.owner@example.test', 'agent');
    await waitForMails('second.owner@example.test', before + 1);
    const token = await tokenSentTo('second.owner@example.test');
    const back = await login('/accept', { token, firstName: 'Sam', password: 'a fresh password 1' });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().user).toMatchObject({ id: sam?.id, role: 'agent', mfaEnrolled: false });
    expect(
      await t.db
        .select()
        .from(passkeys)
        .where(eq(passkeys.userId, sam?.id ?? '')),
    ).toEqual([]);
    const stored = await t.db
      .select({ kind: messages.kind })
      .from(messages)
      .where(eq(messages.kind, 'staff-invitation'));
    expect(stored.length).toBeGreaterThanOrEqual(7);
  });

  // Regression (issue 26, item 3): a removed owner walked back in through an invitation they had sent.
  it("withdraws a removed or demoted owner's open invitations, and a link works only while its sender is an owner", async () => {
    const joinAsOwner = async (email: string, firstName: string) => {
      await invite(email, 'owner');
      const joined = await login('/accept', {
        token: await tokenSentTo(email),
        firstName,
        password: `${firstName} password 123`,
      });
      expect(joined.statusCode, joined.body).toBe(200);
      return {
        id: joined.json().user.id as string,
        headers: asUser(String(joined.headers['set-cookie']).split(';')[0] ?? ''),
      };
    };
    const openInvitations = async () =>
      ((await call('GET', '/api/admin/staff/invitations', owner)).json() as { email: string }[]).map((i) => i.email);

    // Removed: Tom invites his own second address as an owner, is removed, and the link is dead.
    const tom = await joinAsOwner('tom@example.test', 'Tom');
    expect((await invite('tom.backdoor@example.test', 'owner', tom.headers)).statusCode).toBe(201);
    const tomsLink = await tokenSentTo('tom.backdoor@example.test');
    expect(await openInvitations()).toContain('tom.backdoor@example.test');
    expect((await call('DELETE', `/api/admin/staff/${tom.id}`, owner)).statusCode).toBe(204);
    expect(await openInvitations()).not.toContain('tom.backdoor@example.test');
    expect((await login('', { token: tomsLink })).statusCode).toBe(410);
    const walkIn = await login('/accept', { token: tomsLink, firstName: 'Tom', password: 'back door pass 123' });
    expect(walkIn.statusCode).toBe(410);
    expect(walkIn.json().code).toBe('INVITATION_GONE');
    const removal = await t.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, tom.id), eq(auditLog.action, 'DELETE /api/admin/staff/:id')));
    expect(removal[0]?.after).toMatchObject({ access: 'removed', invitationsWithdrawn: [expect.any(String)] });

    // Demoted to agent: likewise.
    const uma = await joinAsOwner('uma@example.test', 'Uma');
    await invite('uma.friend@example.test', 'agent', uma.headers);
    const umasLink = await tokenSentTo('uma.friend@example.test');
    expect((await call('PATCH', `/api/admin/staff/${uma.id}`, owner, { role: 'agent' })).statusCode).toBe(204);
    expect(await openInvitations()).not.toContain('uma.friend@example.test');
    expect(
      (await login('/accept', { token: umasLink, firstName: 'Fr', password: 'friend pass 1234' })).statusCode,
    ).toBe(410);

    // Made an agent another way (npm run admin:create -- --role agent): accepting checks the sender again.
    const vic = await joinAsOwner('vic@example.test', 'Vic');
    await invite('vic.friend@example.test', 'agent', vic.headers);
    const vicsLink = await tokenSentTo('vic.friend@example.test');
    await ensureAdmin(
      t.db,
      { email: 'vic@example.test', password: 'Vic password 123', firstName: 'Vic' },
      { role: 'agent' },
    );
    expect((await login('', { token: vicsLink })).statusCode).toBe(410);
    expect(
      (await login('/accept', { token: vicsLink, firstName: 'Fr', password: 'friend pass 1234' })).statusCode,
    ).toBe(410);
    const [friend] = await t.db.select().from(users).where(eq(users.email, 'vic.friend@example.test'));
    expect(friend).toBeUndefined();
  });

  // Issue 26, item 2: the owners hear of a code step ended by wrong codes, by a real e-mail.
  it("e-mails every owner when a staff account's code step ends after five wrong codes", async () => {
    const wes = { email: 'wes@example.test', password: 'wes password 1234', firstName: 'Wes' };
    await ensureAdmin(t.db, wes, { role: 'agent' });
    const session = await signIn(wes.email, wes.password);
    const secret = (await call('POST', '/api/admin/account/totp/setup', session, {})).json().secret as string;
    const enabled = await call('POST', '/api/admin/account/totp/enable', session, {
      code: await generate({ secret, epoch: Math.floor(clock.getTime() / 1000) }),
    });
    expect(enabled.statusCode).toBe(200);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: TEST_ORIGIN },
      payload: { email: wes.email, password: wes.password },
    });
    const step = String(first.headers['set-cookie']).split(';')[0] ?? '';
    const owners = (await call('GET', '/api/admin/staff', owner)).json() as { email: string; role: string }[];
    const ownerAddresses = owners.filter((m) => m.role === 'owner').map((m) => m.email);
    const before = received(OWNER.email);
    for (let i = 1; i <= 5; i++) {
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/login/code',
        headers: { origin: TEST_ORIGIN, cookie: step },
        payload: { code: `00000${i}` },
        remoteAddress: `198.51.100.${i}`,
      });
      expect(wrong.json().code).toBe(i < 5 ? 'BAD_CODE' : 'CODE_STEP_ENDED');
    }
    await waitForMails(OWNER.email, before + 1);
    const mail = smtp.received.filter((m) => sentTo(m, OWNER.email)).at(-1);
    expect(mail?.subject).toBe(`Wrong sign-in codes for ${wes.email}`);
    for (const address of ownerAddresses) expect(mail && sentTo(mail, address), address).toBe(true);
    expect(mail?.envelopeTo.some((to) => to.toLowerCase() === wes.email)).toBe(false);
  });
});
