import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, TEST_ORIGIN } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { auditLog } from '../../db/schema';
import { ensureAdmin } from './accounts';

const EMAIL = 'pat.staff@example.test';
const OLD = 'old password 1234';
const NEW = 'brand new password 5678';

describe("a staff member's password and sessions", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await ensureAdmin(t.db, { email: EMAIL, password: OLD, firstName: 'Pat' });
  });
  afterAll(() => t.close());

  async function signIn(password: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: TEST_ORIGIN },
      payload: { email: EMAIL, password },
    });
    return { status: res.statusCode, cookie: String(res.headers['set-cookie'] ?? '').split(';')[0] ?? '' };
  }
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url: `/api/admin/account${url}`, headers: asUser(cookie), ...(payload && { payload }) });

  it('lists where the account is signed in, marking this browser, without any token', async () => {
    const here = (await signIn(OLD)).cookie;
    await signIn(OLD);
    const res = await call('GET', '/sessions', here);
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: string; current: boolean }[];
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list.every((s) => /^[0-9a-f]{16}$/.test(s.id))).toBe(true);
    expect(res.body).not.toContain(here.split('=')[1] ?? 'no token');
  });

  it('signs out everywhere else and keeps this browser', async () => {
    const here = (await signIn(OLD)).cookie;
    const elsewhere = (await signIn(OLD)).cookie;
    const res = await call('POST', '/sessions/end-others', here);
    expect(res.statusCode).toBe(200);
    expect(res.json().ended).toBeGreaterThanOrEqual(1);
    expect((await call('GET', '/sessions', elsewhere)).statusCode).toBe(401);
    const left = (await call('GET', '/sessions', here)).json() as unknown[];
    expect(left).toHaveLength(1);
  });

  it('signs out one other browser by its id, and only that one', async () => {
    const here = (await signIn(OLD)).cookie;
    const phone = (await signIn(OLD)).cookie;
    const laptop = (await signIn(OLD)).cookie;
    const idOf = async (cookie: string) =>
      ((await call('GET', '/sessions', cookie)).json() as { id: string; current: boolean }[]).find((s) => s.current)
        ?.id ?? '';
    const phoneId = await idOf(phone);
    const ended = await call('DELETE', `/sessions/${phoneId}`, here);
    expect(ended.statusCode).toBe(204);
    expect((await call('GET', '/sessions', phone)).statusCode).toBe(401);
    expect((await call('GET', '/sessions', laptop)).statusCode).toBe(200);
    expect((await call('GET', '/sessions', here)).statusCode).toBe(200);
    // Gone already, unknown, or the one in use: each refused, nothing else ends.
    expect((await call('DELETE', `/sessions/${phoneId}`, here)).json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await call('DELETE', '/sessions/0123456789abcdef', here)).statusCode).toBe(404);
    const own = await call('DELETE', `/sessions/${await idOf(here)}`, here);
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe('CURRENT_SESSION');
    expect((await call('GET', '/sessions', laptop)).statusCode).toBe(200);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'DELETE /api/admin/account/sessions/:id'));
    expect(audited.map((a) => a.after)).toEqual([{ sessionEnded: phoneId }]);
  });

  it('changes the password with the current one, ending the other sessions, audited without the passwords', async () => {
    const here = (await signIn(OLD)).cookie;
    const elsewhere = (await signIn(OLD)).cookie;
    const signedIn = ((await call('GET', '/sessions', here)).json() as unknown[]).length;
    const res = await call('POST', '/password', here, { currentPassword: OLD, newPassword: NEW });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ended: signedIn - 1 });
    expect((await call('GET', '/sessions', here)).statusCode).toBe(200);
    expect((await call('GET', '/sessions', elsewhere)).statusCode).toBe(401);
    expect((await signIn(OLD)).status).toBe(401);
    expect((await signIn(NEW)).status).toBe(200);
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.action, 'POST /api/admin/account/password'));
    expect(audited).toHaveLength(1);
    expect(JSON.stringify(audited)).not.toContain(NEW);
    expect(JSON.stringify(audited)).not.toContain(OLD);
  });

  it('refuses a wrong current password, a short or unchanged new one, and nothing changes', async () => {
    const here = (await signIn(NEW)).cookie;
    const wrong = await call('POST', '/password', here, {
      currentPassword: 'not it at all',
      newPassword: 'another long one 999',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: 'The current password is wrong' });
    for (const payload of [
      { currentPassword: NEW, newPassword: 'short' },
      { currentPassword: NEW, newPassword: NEW },
      { currentPassword: '', newPassword: 'another long one 999' },
      { newPassword: 'another long one 999' },
    ]) {
      const res = await call('POST', '/password', here, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await call('GET', '/sessions', here)).statusCode).toBe(200);
    expect((await signIn(NEW)).status).toBe(200);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/admin/account/password',
      headers: { origin: TEST_ORIGIN },
      payload: { currentPassword: NEW, newPassword: 'another long one 999' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
