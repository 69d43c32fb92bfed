import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, signInAccounts } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';

/** Decision 033: staff keep how to reach a performer; nothing of it leaves through a public path. */
describe('performer contact (staff-only)', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    // The built pages too: the profile and the gallery are among the public paths checked.
    t = await createTestApp({ ssr: 'built' });
    admin = asUser((await signInAccounts(t.app, t.db)).admin);
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url, headers: admin, payload });
  const contact = { email: 'Luna.Dancer@Example.test', phone: '(305) 555-0142', language: 'es', commissionPercent: 20 };

  it('stores e-mail, phone, language and commission, and answers them to staff only', async () => {
    const created = await send('POST', '/api/admin/performers', { name: 'Luna Contact', ...contact });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      email: 'luna.dancer@example.test',
      phone: '(305) 555-0142',
      language: 'es',
      commissionPercent: 20,
      portalAccess: 'none',
    });
    const { id, slug } = created.json();
    const listed = (await t.app.inject({ url: '/api/admin/performers', headers: admin })).json();
    expect(listed.find((p: { id: string }) => p.id === id)).toMatchObject({ email: 'luna.dancer@example.test' });

    // Every public way to a performer: the API by id, by slug, the list, the profile page, the gallery.
    for (const url of [
      `/api/performers/${id}`,
      `/api/performers/by-slug/${slug}`,
      '/api/performers',
      `/performers/${slug}`,
      `/es/performers/${slug}`,
      '/',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body.toLowerCase(), url).not.toContain('luna.dancer');
      expect(res.body, url).not.toContain('555-0142');
      expect(res.body, url).not.toContain('commissionPercent');
    }
  });

  it('changes them on a save, and a save without them clears them', async () => {
    const { id } = (
      await send('POST', '/api/admin/performers', { name: 'Mia Contact', ...contact, email: 'mia@example.test' })
    ).json();
    const changed = await send('PUT', `/api/admin/performers/${id}`, {
      name: 'Mia Contact',
      email: 'mia.new@example.test',
      phone: '',
      language: 'en',
      commissionPercent: '',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      email: 'mia.new@example.test',
      phone: null,
      language: 'en',
      commissionPercent: null,
    });
    const cleared = (await send('PUT', `/api/admin/performers/${id}`, { name: 'Mia Contact' })).json();
    expect(cleared).toMatchObject({ email: null, phone: null, language: 'en', commissionPercent: null });
  });

  it('refuses an e-mail another performer has (any letter case), with the field named', async () => {
    await send('POST', '/api/admin/performers', { name: 'Nia Contact', email: 'nia@example.test' });
    const res = await send('POST', '/api/admin/performers', { name: 'Nia Two', email: 'NIA@example.test' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'email', message: 'Another performer has this e-mail address' }]);
    const performers = (await t.app.inject({ url: '/api/admin/performers', headers: admin })).json();
    expect(performers.filter((p: { name: string }) => p.name === 'Nia Two')).toEqual([]);
  });

  it('refuses a bad e-mail, phone, language or commission in the one error shape', async () => {
    for (const [field, value, message] of [
      ['email', 'not-an-email', 'Enter a valid e-mail address'],
      ['phone', '12', 'Enter a valid phone number'],
      ['phone', 'call me', 'Enter a valid phone number'],
      ['language', 'fr', 'Language is English or Spanish'],
      ['commissionPercent', 101, 'Commission is a whole percent from 0 to 100'],
      ['commissionPercent', 12.5, 'Commission is a whole percent from 0 to 100'],
    ] as const) {
      const res = await send('POST', '/api/admin/performers', { name: 'Bad Contact', [field]: value });
      expect(res.statusCode, `${field}=${value}`).toBe(400);
      expect(res.json(), `${field}=${value}`).toMatchObject({
        code: 'VALIDATION_ERROR',
        issues: [{ path: field, message }],
      });
    }
  });
});
