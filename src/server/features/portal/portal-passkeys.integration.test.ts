import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, signInAccounts, TEST_ORIGIN } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { performerSession } from '../../../../test/helpers/portal';
import { createSoftAuthenticator, type SoftAuthenticator } from '../../../../test/helpers/webauthn';
import { auditLog, performerPasskeys } from '../../db/schema';
import { upsertAccount } from './repository';

const RP = { rpID: 'example.test', origin: TEST_ORIGIN };
const REFUSED = { message: expect.stringMatching(/^That passkey was not accepted/), code: 'BAD_PASSKEY' };
const clock = new Date('2026-11-25T15:00:00Z');

/** Decision 033: a performer adds a passkey in the portal and signs in with it; staff's and hers never mix. */
describe('performer passkeys', () => {
  let t: TestApp;
  let staff: Record<string, string>;
  const id: Record<string, string> = {};
  let phone: SoftAuthenticator;

  type Headers = { cookie: string; origin: string };
  const post = (url: string, headers: Partial<Headers> = {}, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, ...headers }, payload });
  const register = async (who: Headers, authenticator: SoftAuthenticator, name = 'My phone') => {
    const options = await post('/api/portal/passkeys/options', who);
    expect(options.statusCode, options.body).toBe(200);
    return post('/api/portal/passkeys', who, { name, response: authenticator.register(options.json()) });
  };
  const signIn = async (authenticator: SoftAuthenticator, url = '/api/portal/passkey') => {
    const options = await post(`${url}/options`);
    expect(options.statusCode, options.body).toBe(200);
    return post(url, {}, { response: authenticator.signIn(options.json()) });
  };
  const psid = (res: { headers: Record<string, unknown> }) => ({
    cookie: String(res.headers['set-cookie']).match(/((?:__Host-)?psid=[^;]+)/)?.[1] ?? '',
    origin: TEST_ORIGIN,
  });

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    staff = asUser((await signInAccounts(t.app, t.db)).admin);
    for (const name of ['Luna', 'Mia']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/performers',
        headers: staff,
        payload: { name, email: `${name.toLowerCase()}@example.test` },
      });
      expect(res.statusCode, res.body).toBe(201);
      id[name] = res.json().id;
      await upsertAccount(t.db, id[name] as string, null, clock);
    }
    phone = createSoftAuthenticator(RP);
  });
  afterAll(() => t?.close());

  it('adds a passkey while signed in, then signs her in with it alone, audited under her name', async () => {
    const luna = await performerSession(t.app, t.db, id.Luna as string, clock);
    const options = (await post('/api/portal/passkeys/options', luna)).json();
    expect(options).toMatchObject({
      rp: { id: 'example.test', name: 'SoFlo Test' },
      user: { name: 'luna@example.test', displayName: 'Luna' },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    const added = await post('/api/portal/passkeys', luna, { name: ' Phone ', response: phone.register(options) });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toEqual({
      id: phone.credentialId,
      name: 'Phone',
      createdAt: clock.toISOString(),
      lastUsedAt: null,
    });
    // Adding a passkey keeps her signed in where she is.
    expect((await t.app.inject({ url: '/api/portal/me', headers: luna })).statusCode).toBe(200);

    const signedIn = await signIn(phone);
    expect(signedIn.statusCode, signedIn.body).toBe(204);
    const me = await t.app.inject({ url: '/api/portal/me', headers: psid(signedIn) });
    expect(me.json()).toMatchObject({ performerId: id.Luna, name: 'Luna' });
    const listed = await t.app.inject({ url: '/api/portal/passkeys', headers: luna });
    expect(listed.json()).toEqual([expect.objectContaining({ name: 'Phone', lastUsedAt: clock.toISOString() })]);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, phone.credentialId));
    expect(audit).toEqual([
      expect.objectContaining({ action: 'POST /api/portal/passkeys', actorEmail: `performer:${id.Luna}` }),
    ]);
  });

  it('keeps the two audiences apart: her passkey never signs in staff, a staff passkey never the portal', async () => {
    expect((await signIn(phone, '/api/login/passkey')).json()).toEqual(REFUSED);
    const laptop = createSoftAuthenticator(RP);
    const staffOptions = (await post('/api/admin/account/passkeys/options', staff)).json();
    expect(
      (await post('/api/admin/account/passkeys', staff, { name: 'Laptop', response: laptop.register(staffOptions) }))
        .statusCode,
    ).toBe(201);
    const refused = await signIn(laptop);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(REFUSED);
    expect(refused.headers['set-cookie']).toBeUndefined();
  });

  it('refuses an answer to a spent, foreign or missing challenge, and a cross-site call', async () => {
    const options = (await post('/api/portal/passkey/options')).json();
    const answer = phone.signIn(options);
    expect((await post('/api/portal/passkey', {}, { response: answer })).statusCode).toBe(204);
    // The same answer again: its challenge is spent.
    expect((await post('/api/portal/passkey', {}, { response: answer })).json()).toEqual(REFUSED);
    // A challenge the server never gave.
    const forged = phone.signIn({ challenge: 'bm90LWdpdmVu' });
    expect((await post('/api/portal/passkey', {}, { response: forged })).statusCode).toBe(401);
    // A registration challenge made for Luna answered by Mia's session.
    const luna = await performerSession(t.app, t.db, id.Luna as string, clock);
    const mia = await performerSession(t.app, t.db, id.Mia as string, clock);
    const lunaOptions = (await post('/api/portal/passkeys/options', luna)).json();
    const other = createSoftAuthenticator(RP);
    const stolen = await post('/api/portal/passkeys', mia, { name: 'Phone', response: other.register(lunaOptions) });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().code).toBe('BAD_PASSKEY');
    const crossSite = await post('/api/portal/passkey', { origin: 'https://evil.example' }, { response: answer });
    expect(crossSite.statusCode).toBe(403);
    const bad = await post('/api/portal/passkey', {}, { response: { id: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('lets only the owner list or remove a passkey; signed out, nothing', async () => {
    const mia = await performerSession(t.app, t.db, id.Mia as string, clock);
    expect((await t.app.inject({ url: '/api/portal/passkeys', headers: mia })).json()).toEqual([]);
    const del = (headers: object) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/portal/passkeys/${phone.credentialId}`,
        headers: headers as Headers,
      });
    expect((await del(mia)).statusCode).toBe(404);
    expect((await del({ origin: TEST_ORIGIN })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/portal/passkeys' })).statusCode).toBe(401);
    expect((await post('/api/portal/passkeys/options')).statusCode).toBe(401);
    expect((await del(staff)).statusCode).toBe(403);
    expect(
      await t.db.select().from(performerPasskeys).where(eq(performerPasskeys.id, phone.credentialId)),
    ).toHaveLength(1);
  });

  it('stops signing her in once staff end her access, and removes her passkeys with it', async () => {
    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/performers/${id.Luna}/portal-access`,
      headers: staff,
    });
    expect(ended.statusCode, ended.body).toBe(204);
    expect((await signIn(phone)).json()).toEqual(REFUSED);
    expect(
      await t.db
        .select()
        .from(performerPasskeys)
        .where(eq(performerPasskeys.performerId, id.Luna as string)),
    ).toEqual([]);
  });

  it('removes her own passkey; it no longer signs her in', async () => {
    const mia = await performerSession(t.app, t.db, id.Mia as string, clock);
    const key = createSoftAuthenticator(RP);
    expect((await register(mia, key)).statusCode).toBe(201);
    expect((await signIn(key)).statusCode).toBe(204);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/portal/passkeys/${key.credentialId}`,
      headers: mia,
    });
    expect(removed.statusCode).toBe(204);
    expect((await signIn(key)).json()).toEqual(REFUSED);
  });
});
