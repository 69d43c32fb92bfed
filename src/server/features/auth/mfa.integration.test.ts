import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, TEST_ORIGIN } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { auditLog, messages, passkeys, recoveryCodes } from '../../db/schema';
import { ensureAdmin } from './accounts';

const ADMIN = { email: 'owner@example.test', password: 'owner password 1234', firstName: 'Olga' };

function cookieNamed(res: { headers: Record<string, unknown> }, name: string): string {
  const raw = res.headers['set-cookie'];
  const all = (Array.isArray(raw) ? raw : [raw]).map(String);
  return all.find((c) => c.startsWith(`${name}=`))?.split(';')[0] ?? '';
}

describe('two-factor sign-in with an authenticator app', () => {
  let t: TestApp;
  let clock = new Date('2026-11-23T20:00:00Z');
  let secret = '';
  let recovery: string[] = [];
  const codeAt = (at: Date) => generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
  const password = (pw = ADMIN.password, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: TEST_ORIGIN },
      payload: { email: ADMIN.email, password: pw },
      remoteAddress,
    });
  const code = (step: string, value: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/login/code',
      headers: { origin: TEST_ORIGIN, cookie: step },
      payload: { code: value },
      remoteAddress,
    });
  const account = (cookie: string, url: string, payload?: object) =>
    t.app.inject({ method: payload ? 'POST' : 'GET', url, headers: asUser(cookie), payload });

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    await ensureAdmin(t.db, ADMIN);
  });
  afterAll(() => t.close());

  let session = '';
  it('enrols: a QR code and secret, confirmed by a code, ten recovery codes shown once', async () => {
    const other = cookieNamed(await password(), '__Host-sid');
    session = cookieNamed(await password(), '__Host-sid');
    expect((await account(session, '/api/admin/account')).json()).toMatchObject({
      totpEnabled: false,
      mfaEnrolled: false,
    });
    const setup = await account(session, '/api/admin/account/totp/setup', {});
    expect(setup.statusCode).toBe(200);
    secret = setup.json().secret;
    expect(setup.json().otpauthUrl).toContain(`secret=${secret}`);
    // Listed in the app under the business's name (BUSINESS_NAME), not a name of the code's own.
    expect(setup.json().otpauthUrl).toContain('issuer=SoFlo%20Test%20Staff');
    expect(setup.json().qrCode).toMatch(/^data:image\/svg\+xml;base64,/);

    const wrong = await account(session, '/api/admin/account/totp/enable', { code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'BAD_CODE' });
    const enabled = await account(session, '/api/admin/account/totp/enable', { code: await codeAt(clock) });
    expect(enabled.statusCode).toBe(200);
    recovery = enabled.json().recoveryCodes;
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    expect((await account(session, '/api/admin/account')).json()).toMatchObject({
      totpEnabled: true,
      mfaEnrolled: true,
      recoveryCodesLeft: 10,
    });
    // The session opened with the password alone elsewhere is ended; this one stays.
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie: other } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie: session } })).statusCode).toBe(200);
  });

  it('never stores the secret or the recovery codes in the audit log', async () => {
    const rows = JSON.stringify(await t.db.select().from(auditLog));
    expect(rows).toContain('/api/admin/account/totp/enable');
    expect(rows).not.toContain(secret);
    for (const c of recovery) expect(rows).not.toContain(c);
  });

  it('asks for the code after a right password, and signs in with it once', async () => {
    const first = await password();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ secondFactor: 'totp' });
    expect(cookieNamed(first, '__Host-sid')).toBe('');
    const step = cookieNamed(first, '__Host-sid-step');
    expect(step).not.toBe('');
    clock = new Date(clock.getTime() + 60_000);
    const value = await codeAt(clock);
    const ok = await code(step, value);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ email: ADMIN.email, mfaEnrolled: true });
    expect(cookieNamed(ok, '__Host-sid')).not.toBe('');
    // The same code again, even after a new right password, is refused: a code is good once.
    const again = cookieNamed(await password(), '__Host-sid-step');
    expect((await code(again, value)).json()).toMatchObject({ code: 'BAD_CODE' });
  });

  it('refuses the code step without a live step token', async () => {
    expect((await code('', await codeAt(clock))).json()).toMatchObject({ code: 'STEP_EXPIRED' });
    const step = cookieNamed(await password(), '__Host-sid-step');
    clock = new Date(clock.getTime() + 6 * 60_000);
    const late = await code(step, await codeAt(clock));
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ code: 'STEP_EXPIRED' });
  });

  it('takes a recovery code once, typed with or without dashes', async () => {
    const [first] = recovery;
    const step = cookieNamed(await password(), '__Host-sid-step');
    expect((await code(step, ` ${first?.toUpperCase()} `)).statusCode).toBe(200);
    const step2 = cookieNamed(await password(), '__Host-sid-step');
    expect((await code(step2, first?.replaceAll('-', '') ?? '')).json()).toMatchObject({ code: 'BAD_CODE' });
    expect((await account(session, '/api/admin/account')).json()).toMatchObject({ recoveryCodesLeft: 9 });
  });

  // Regression (issue 26, item 2): wrong codes were counted per address only and never ended the step.
  it('ends the code step at the fifth wrong code from any address, audits it and e-mails the owners', async () => {
    // A right code first, which clears the account's count of wrong ones.
    clock = new Date(clock.getTime() + 31_000);
    expect((await code(cookieNamed(await password(), '__Host-sid-step'), await codeAt(clock))).statusCode).toBe(200);
    const step = cookieNamed(await password(ADMIN.password, '203.0.113.50'), '__Host-sid-step');
    // Five addresses, one guess each: the addresses do not multiply the tries.
    for (let i = 1; i <= 4; i++)
      expect((await code(step, `11111${i}`, `198.51.100.${i}`)).json()).toMatchObject({ code: 'BAD_CODE' });
    const ended = await code(step, '111115', '198.51.100.5');
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual({
      message: 'Too many wrong codes. Enter your e-mail and password again.',
      code: 'CODE_STEP_ENDED',
    });
    // The step is spent: even the right code now needs the password first.
    const after = await code(step, await codeAt(clock), '198.51.100.6');
    expect(after.json()).toMatchObject({ code: 'STEP_EXPIRED' });

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'POST /api/login/code'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      entityType: 'users',
      actorEmail: ADMIN.email,
      after: { signIn: 'code step ended', wrongCodes: 5, address: '198.51.100.5' },
    });
    const alerts = await t.db.select().from(messages).where(eq(messages.kind, 'staff-sign-in-alert'));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ recipient: ADMIN.email, subject: `Wrong sign-in codes for ${ADMIN.email}` });
    expect(alerts[0]?.text).toContain(`then 5 wrong codes`);

    // A new step (the password again) from a new address: the account's count goes on, so guessing slows down.
    const next = cookieNamed(await password(ADMIN.password, '198.51.100.7'), '__Host-sid-step');
    expect((await code(next, '111116', '198.51.100.7')).json()).toMatchObject({ code: 'BAD_CODE' });
    const slowed = await code(next, '111117', '198.51.100.8');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toMatchObject({ code: 'THROTTLED' });
    // The owner, once the wait is over, signs in with her code; that clears the count.
    clock = new Date(clock.getTime() + 31_000);
    const mine = cookieNamed(await password(), '__Host-sid-step');
    expect((await code(mine, await codeAt(clock))).statusCode).toBe(200);
  });

  it('turns the app off only with the password and a code', async () => {
    clock = new Date(clock.getTime() + 31_000);
    const noPassword = await account(session, '/api/admin/account/totp/disable', {
      password: 'not my password at all',
      code: await codeAt(clock),
    });
    expect(noPassword.statusCode).toBe(401);
    // One answer for a wrong password and a wrong code: the page cannot be used to test passwords.
    expect(noPassword.json()).toEqual({ message: 'The password or the code is wrong.', code: 'BAD_CREDENTIALS' });
    const noCode = await account(session, '/api/admin/account/totp/disable', {
      password: ADMIN.password,
      code: '123456',
    });
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json()).toEqual(noPassword.json());
    const off = await account(session, '/api/admin/account/totp/disable', {
      password: ADMIN.password,
      code: await codeAt(clock),
    });
    expect(off.statusCode).toBe(204);
    expect((await password()).json()).toMatchObject({ user: { email: ADMIN.email, mfaEnrolled: false } });
  });

  it('answers 409 to turning off an app that is not set up', async () => {
    const off = await account(session, '/api/admin/account/totp/disable', { password: ADMIN.password, code: '123456' });
    expect(off.statusCode).toBe(409);
    expect(off.json()).toMatchObject({ code: 'TOTP_NOT_ENABLED' });
  });

  it('opens one session for one code step, even with two right codes at once', async () => {
    const setup = await account(session, '/api/admin/account/totp/setup', {});
    secret = setup.json().secret;
    clock = new Date(clock.getTime() + 31_000);
    recovery = (await account(session, '/api/admin/account/totp/enable', { code: await codeAt(clock) })).json()
      .recoveryCodes;
    clock = new Date(clock.getTime() + 31_000);
    const step = cookieNamed(await password(), '__Host-sid-step');
    const both = await Promise.all([code(step, await codeAt(clock)), code(step, recovery[0] ?? '')]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    expect(both.filter((r) => cookieNamed(r, '__Host-sid') !== '')).toHaveLength(1);
  });

  it('forgets a code step in progress when the password is changed', async () => {
    const step = cookieNamed(await password(), '__Host-sid-step');
    await ensureAdmin(t.db, { ...ADMIN, password: 'a changed password 99' });
    clock = new Date(clock.getTime() + 31_000);
    expect((await code(step, await codeAt(clock))).json()).toMatchObject({ code: 'STEP_EXPIRED' });
    await ensureAdmin(t.db, ADMIN);
  });

  it('removes every second factor with admin:create --reset-mfa, signing the account out', async () => {
    session = cookieNamed(
      await code(cookieNamed(await password(), '__Host-sid-step'), recovery[1] ?? ''),
      '__Host-sid',
    );
    expect(await ensureAdmin(t.db, ADMIN, { resetSecondFactors: true })).toEqual({ sessionsEnded: 1 });
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie: session } })).statusCode).toBe(401);
    expect((await password()).json()).toMatchObject({ user: { mfaEnrolled: false } });
    expect(
      await t.db
        .select()
        .from(recoveryCodes)
        .where(eq(recoveryCodes.userId, (await password()).json().user.id)),
    ).toEqual([]);
  });

  it('asks an account with a passkey for it: the password alone opens no session', async () => {
    const me = (await password()).json().user;
    await t.db.insert(passkeys).values({ id: 'credential-1', userId: me.id, publicKey: 'AAAA', name: 'Phone' });
    const res = await password();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ secondFactor: 'passkey' });
    expect(res.headers['set-cookie']).toBeUndefined();
    await t.db.delete(passkeys);
  });
});

describe('STAFF_MFA_REQUIRED', () => {
  let t: TestApp;
  let session = '';
  beforeAll(async () => {
    t = await createTestApp({ mfaRequired: true });
    await ensureAdmin(t.db, ADMIN);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: TEST_ORIGIN },
      payload: { email: ADMIN.email, password: ADMIN.password },
    });
    session = cookieNamed(res, '__Host-sid');
  });
  afterAll(() => t.close());

  it('lets staff without a second factor reach only the account routes', async () => {
    const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie: session } });
    expect(me.json()).toMatchObject({ mfaEnrolled: false, mfaSetupRequired: true });
    for (const url of ['/api/admin/bookings', '/api/admin/performers', '/api/admin/messages']) {
      const res = await t.app.inject({ url, headers: asUser(session) });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ code: 'MFA_SETUP_REQUIRED' });
    }
    expect((await t.app.inject({ url: '/api/admin/account', headers: asUser(session) })).statusCode).toBe(200);
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/admin/account/totp/setup',
      headers: asUser(session),
      payload: {},
    });
    expect(setup.statusCode).toBe(200);
    const code = await generate({ secret: setup.json().secret });
    const enabled = await t.app.inject({
      method: 'POST',
      url: '/api/admin/account/totp/enable',
      headers: asUser(session),
      payload: { code },
    });
    expect(enabled.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/admin/bookings', headers: asUser(session) })).statusCode).toBe(200);
  });
});
