import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, signInAccounts, TEST_ORIGIN } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { createSoftAuthenticator, type SoftAuthenticator } from '../../../../test/helpers/webauthn';
import { passkeys } from '../../db/schema';
import { ensureAdmin } from './accounts';
import { findUserForLogin, updateUser } from './repository';

const ACCOUNT = '/api/admin/account/passkeys';
const RP = { rpID: 'example.test', origin: TEST_ORIGIN };
const REFUSED = { message: expect.stringMatching(/^That passkey was not accepted/), code: 'BAD_PASSKEY' };
const NOT_ADDED = { message: expect.stringMatching(/^That passkey could not be added/), code: 'BAD_PASSKEY' };

const cookieOf = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie']).split(';')[0] ?? '';

/** The calls a browser makes, through the real app. */
function client(t: TestApp) {
  const post = (url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: cookie ? asUser(cookie) : { origin: TEST_ORIGIN }, payload });
  return {
    post,
    list: (cookie: string) => t.app.inject({ url: ACCOUNT, headers: { cookie } }),
    registrationOptions: async (cookie: string) => (await post(`${ACCOUNT}/options`, cookie)).json(),
    loginOptions: async () => (await post('/api/login/passkey/options')).json(),
    async register(cookie: string, authenticator: SoftAuthenticator, name = 'Laptop') {
      const options = await this.registrationOptions(cookie);
      return post(ACCOUNT, cookie, { name, response: authenticator.register(options) });
    },
    async signIn(authenticator: SoftAuthenticator, ceremony?: Parameters<SoftAuthenticator['signIn']>[1]) {
      const options = await this.loginOptions();
      return post('/api/login/passkey', undefined, { response: authenticator.signIn(options, ceremony) });
    },
  };
}

describe('staff passkeys', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let clock = new Date('2026-11-22T12:00:00Z');
  let cookies: { admin: string; nonAdmin: string };
  let laptop: SoftAuthenticator;

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    api = client(t);
    cookies = await signInAccounts(t.app, t.db);
    laptop = createSoftAuthenticator(RP);
  });
  afterAll(() => t.close());

  /** The audit rows of one entity, newest first. */
  const audited = async (entityId: string) =>
    (await t.app.inject({ url: `/api/admin/audit?entityId=${entityId}`, headers: { cookie: cookies.admin } }))
      .json<{ action: string; actorEmail: string; before: unknown; after: unknown }[]>()
      .map(({ action, actorEmail, before, after }) => ({ action, actorEmail, before, after }));

  /** Another staff member, signed in with a password. */
  async function otherAdmin(email: string) {
    await ensureAdmin(t.db, { email, password: 'another admin password', firstName: 'Kim' });
    const res = await api.post('/api/login', undefined, { email, password: 'another admin password' });
    expect(res.statusCode).toBe(200);
    return cookieOf(res);
  }

  it('adds a passkey, lists it, and signs in with it without an e-mail: the session works', async () => {
    const options = await api.registrationOptions(cookies.admin);
    expect(options).toMatchObject({
      rp: { id: 'example.test', name: 'SoFlo Test Staff' },
      user: { name: 'admin@example.test', displayName: 'Alex' },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      excludeCredentials: [],
    });
    const added = await api.post(ACCOUNT, cookies.admin, { name: ' Work laptop ', response: laptop.register(options) });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({
      id: laptop.credentialId,
      name: 'Work laptop',
      createdAt: clock.toISOString(),
      lastUsedAt: null,
    });
    expect((await api.list(cookies.admin)).json()).toEqual([added.json()]);
    expect(await audited(laptop.credentialId)).toEqual([
      {
        action: 'POST /api/admin/account/passkeys',
        actorEmail: 'admin@example.test',
        before: null,
        after: { ...added.json(), sessionsEnded: 0 },
      },
    ]);

    const loginOptions = await api.loginOptions();
    expect(loginOptions).toMatchObject({ rpId: 'example.test', userVerification: 'required' });
    expect(loginOptions).not.toHaveProperty('allowCredentials');
    const res = await api.post('/api/login/passkey', undefined, { response: laptop.signIn(loginOptions) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: expect.objectContaining({ email: 'admin@example.test', isAdmin: true, mfaEnrolled: true }),
    });
    const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie: cookieOf(res) } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'admin@example.test' });
    expect((await api.list(cookies.admin)).json()).toEqual([{ ...added.json(), lastUsedAt: clock.toISOString() }]);
  });

  it('offers the passkeys already added as excluded, so one authenticator is not added twice', async () => {
    const options = await api.registrationOptions(cookies.admin);
    expect(options.excludeCredentials).toEqual([
      { id: laptop.credentialId, type: 'public-key', transports: ['internal'] },
    ]);
    const again = await api.post(ACCOUNT, cookies.admin, { name: 'Again', response: laptop.register(options) });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'BAD_PASSKEY' });
  });

  it('keeps the signature counter, and refuses an assertion whose counter went back (a cloned key)', async () => {
    const counter = async () =>
      (await t.db.select({ counter: passkeys.counter }).from(passkeys).where(eq(passkeys.id, laptop.credentialId)))[0]
        ?.counter;
    const before = await counter();
    expect((await api.signIn(laptop)).statusCode).toBe(200);
    expect(await counter()).toBe((before ?? 0) + 1);
    const cloned = await api.signIn(laptop, { counter: 1 });
    expect(cloned.statusCode).toBe(401);
    expect(cloned.json()).toEqual(REFUSED);
  });

  it('takes each challenge once, and only for its own ceremony and account', async () => {
    const options = await api.loginOptions();
    const response = laptop.signIn(options);
    expect((await api.post('/api/login/passkey', undefined, { response })).statusCode).toBe(200);
    const replay = await api.post('/api/login/passkey', undefined, { response });
    expect(replay.statusCode).toBe(401);
    expect(replay.headers['set-cookie']).toBeUndefined();

    // A registration challenge does not sign anyone in.
    const forRegistration = await api.registrationOptions(cookies.admin);
    const crossed = await api.post('/api/login/passkey', undefined, { response: laptop.signIn(forRegistration) });
    expect(crossed.statusCode).toBe(401);

    // One account's registration challenge cannot add a passkey to another.
    const kim = await otherAdmin('kim@example.test');
    const stolen = createSoftAuthenticator(RP).register(await api.registrationOptions(cookies.admin));
    const added = await api.post(ACCOUNT, kim, { name: 'Not mine', response: stolen });
    expect(added.statusCode).toBe(400);
    expect(added.json()).toEqual(NOT_ADDED);

    const phone = createSoftAuthenticator(RP);
    const registration = phone.register(await api.registrationOptions(kim));
    expect((await api.post(ACCOUNT, kim, { name: 'Phone', response: registration })).statusCode).toBe(201);
    const twice = await api.post(ACCOUNT, kim, { name: 'Phone', response: registration });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual(NOT_ADDED);
  });

  it('ends the account’s other sessions when a passkey is added, as turning on the app does', async () => {
    const here = await otherAdmin('ana@example.test');
    const elsewhere = await otherAdmin('ana@example.test');
    expect((await api.register(here, createSoftAuthenticator(RP))).statusCode).toBe(201);
    const user = (cookie: string) => t.app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect((await user(here)).statusCode).toBe(200);
    expect((await user(elsewhere)).statusCode).toBe(401);
  });

  it('refuses a challenge more than five minutes old', async () => {
    const options = await api.loginOptions();
    const registration = await api.registrationOptions(cookies.admin);
    clock = new Date(clock.getTime() + 5 * 60_000 + 1000);
    const res = await api.post('/api/login/passkey', undefined, { response: laptop.signIn(options) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(REFUSED);
    const late = createSoftAuthenticator(RP).register(registration);
    expect((await api.post(ACCOUNT, cookies.admin, { name: 'Late', response: late })).statusCode).toBe(400);
  });

  it('refuses answers made for another origin, or without user verification', async () => {
    const phished = await api.signIn(laptop, { origin: 'https://example.test.evil.test' });
    expect(phished.statusCode).toBe(401);
    expect(phished.json()).toEqual(REFUSED);
    expect((await api.signIn(laptop, { userVerified: false })).statusCode).toBe(401);

    const key = createSoftAuthenticator(RP);
    const options = await api.registrationOptions(cookies.admin);
    const elsewhere = await api.post(ACCOUNT, cookies.admin, {
      name: 'Elsewhere',
      response: key.register(options, { origin: 'https://evil.test' }),
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toEqual(NOT_ADDED);
    const unverified = key.register(await api.registrationOptions(cookies.admin), { userVerified: false });
    expect((await api.post(ACCOUNT, cookies.admin, { name: 'No PIN', response: unverified })).statusCode).toBe(400);
    expect((await api.list(cookies.admin)).json()).toHaveLength(1);
  });

  it('refuses an unknown passkey, and the passkey of someone who is no longer staff', async () => {
    const unknown = await api.signIn(createSoftAuthenticator(RP));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(REFUSED);

    const sam = await otherAdmin('sam@example.test');
    const samKey = createSoftAuthenticator(RP);
    expect((await api.register(sam, samKey)).statusCode).toBe(201);
    const account = await findUserForLogin(t.db, 'sam@example.test');
    await updateUser(t.db, account?.id ?? '', { isAdmin: false });
    const demoted = await api.signIn(samKey);
    expect(demoted.statusCode).toBe(401);
    expect(demoted.json()).toEqual(REFUSED);
  });

  it('removes only the account’s own passkeys', async () => {
    const lee = await otherAdmin('lee@example.test');
    const notYours = await t.app.inject({
      method: 'DELETE',
      url: `${ACCOUNT}/${laptop.credentialId}`,
      headers: asUser(lee),
    });
    expect(notYours.statusCode).toBe(404);
    expect(notYours.json()).toEqual({ message: 'Passkey not found', code: 'NOT_FOUND' });
    expect((await api.list(cookies.admin)).json()).toHaveLength(1);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${ACCOUNT}/${laptop.credentialId}`,
      headers: asUser(cookies.admin),
    });
    expect(removed.statusCode).toBe(204);
    expect((await audited(laptop.credentialId))[0]).toMatchObject({
      action: 'DELETE /api/admin/account/passkeys/:id',
      before: { id: laptop.credentialId, name: 'Work laptop' },
      after: null,
    });
    expect((await api.list(cookies.admin)).json()).toEqual([]);
    expect((await api.signIn(laptop)).statusCode).toBe(401);
  });

  it('answers 401 to visitors on the account routes, and 400 to a passkey without a name', async () => {
    for (const [method, url] of [
      ['GET', ACCOUNT],
      ['POST', `${ACCOUNT}/options`],
      ['POST', ACCOUNT],
      ['DELETE', `${ACCOUNT}/${laptop.credentialId}`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { origin: TEST_ORIGIN }, payload: {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
    const options = await api.registrationOptions(cookies.admin);
    const unnamed = await api.post(ACCOUNT, cookies.admin, {
      name: '  ',
      response: createSoftAuthenticator(RP).register(options),
    });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toMatchObject({ code: 'VALIDATION_ERROR', issues: [{ path: 'name' }] });
  });

  it('refuses a passkey sign-in from another site', async () => {
    for (const url of ['/api/login/passkey/options', '/api/login/passkey']) {
      const res = await t.app.inject({ method: 'POST', url, headers: { origin: 'https://evil.test' }, payload: {} });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ code: 'BAD_ORIGIN' });
    }
  });
});

describe('passkey sign-in rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ loginRateLimit: { max: 2, windowMinutes: 15 } });
  });
  afterAll(() => t.close());

  it('limits each sign-in route per address, like the password', async () => {
    const api = client(t);
    const key = createSoftAuthenticator(RP);
    const options = [await api.loginOptions(), await api.loginOptions()];
    const third = await api.post('/api/login/passkey/options');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({
      message: expect.stringMatching(/^Too many sign-in attempts/),
      code: 'RATE_LIMITED',
    });

    for (const o of options) {
      const res = await api.post('/api/login/passkey', undefined, { response: key.signIn(o) });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await api.post('/api/login/passkey', undefined, { response: key.signIn({ challenge: 'spent' }) });
    expect(blocked.statusCode).toBe(429);
  });
});
