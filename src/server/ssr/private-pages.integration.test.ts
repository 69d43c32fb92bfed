import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, signInAccounts } from '../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { bookingRequest } from '../../../test/helpers/booking';
import { LOCALES, localizedPath } from '../../shared/locale';
import { PRIVATE_PAGES } from '../../shared/private-routes';
import { insertNamedRefs, insertPerformers } from '../db/factories';

// Friday 2026-11-20, 12:00 in Miami.
const NOW = new Date('2026-11-20T17:00:00Z');

/** Whether robots.txt keeps a crawler out of a path: a Disallow line that is a prefix of it. */
const disallowed = (robots: string, path: string) =>
  robots
    .split('\n')
    .filter((line) => line.startsWith('Disallow: '))
    .some((line) => path.startsWith(line.slice('Disallow: '.length)));

/**
 * Issue 26, item 1: '/es/booking-confirmation/{id}' was kept in the page cache and sent without
 * no-store, so a Spanish client whose deposit was confirmed was still asked to pay, and a deleted
 * booking's page still showed the client's name and address. Every private page, in every
 * language, is now private in all three places that read shared/private-routes.ts.
 */
describe('private pages in every language', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let performerId: string;
  beforeAll(async () => {
    if (!existsSync('dist/vite.config.json')) throw new Error('No production build: run `npm run build` first');
    t = await createTestApp({ now: () => NOW, ssr: 'built' });
    admin = asUser((await signInAccounts(t.app, t.db)).admin);
    await insertNamedRefs(t.db, 'serviceAreas', ['Miami']);
    await insertNamedRefs(t.db, 'eventTypes', ['Birthday Party']);
    [performerId = ''] = await insertPerformers(t.db, [{ name: 'Rita Ray', hourlyRate: 200 }]);
  });
  afterAll(() => t.close());

  const book = async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/bookings', payload: bookingRequest([performerId]) });
    expect(res.statusCode).toBe(201);
    return res.json().id as string;
  };
  const page = (url: string) => t.app.inject(url);
  const adminCall = async (method: 'PUT' | 'DELETE', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  };

  it('walks every private path in English and Spanish: never cached, no-store, disallowed, noindex', async () => {
    const id = await book();
    const paths = LOCALES.flatMap((locale) =>
      [
        `/booking-confirmation/${id}`,
        '/admin',
        '/admin/bookings',
        '/admin/performers',
        '/admin/messages',
        '/admin/payments',
        '/admin/account',
        '/login',
        '/invitation',
        '/portal',
        '/portal/join',
        '/review',
      ].map((path) => localizedPath(locale, path)),
    );
    // Every private page of the shared definition is walked in every language.
    for (const locale of LOCALES) {
      for (const page of PRIVATE_PAGES) {
        const base = localizedPath(locale, page);
        expect(
          paths.some((p) => p === base || p.startsWith(`${base}/`)),
          base,
        ).toBe(true);
      }
    }
    const robots = (await page('/robots.txt')).body;
    for (const path of paths) {
      for (const url of [path, `${path}?utm_source=mail`, path, path.toUpperCase().replace(id.toUpperCase(), id)]) {
        const res = await page(url);
        expect(res.statusCode, url).toBeLessThan(500);
        expect(res.headers['x-page-cache'], url).toBeUndefined();
        expect(res.headers['cache-control'], url).toBe('no-store');
        expect(res.body.includes('<meta name="robots" content="noindex" />'), url).toBe(true);
      }
      expect(disallowed(robots, path), `robots.txt: ${path}`).toBe(true);
    }
    // The public pages stay crawlable and cacheable.
    for (const path of [
      '/',
      '/es',
      '/faq',
      '/es/faq',
      '/booking',
      '/es/booking',
      '/find-booking',
      '/es/find-booking',
    ]) {
      expect(disallowed(robots, path), path).toBe(false);
      await page(path);
      const again = await page(path);
      expect(again.headers['x-page-cache'], path).toBe('hit');
      expect(again.headers['cache-control'], path).toBeUndefined();
    }
  });

  it('shows a status change on the very next render, in both languages', async () => {
    const id = await book();
    await adminCall('PUT', `/api/admin/bookings/${id}/status`, { status: 'depositPending' });
    for (let i = 0; i < 2; i++) {
      const es = (await page(`/es/booking-confirmation/${id}`)).body;
      expect(es.includes('Esperamos su depósito') && es.includes('href="https://cash.app')).toBe(true);
      expect((await page(`/booking-confirmation/${id}`)).body.includes('Awaiting Your Deposit')).toBe(true);
    }
    await adminCall('PUT', `/api/admin/bookings/${id}/confirm-deposit`);
    const es = (await page(`/es/booking-confirmation/${id}`)).body;
    expect(es.includes('Esperamos su depósito') || es.includes('href="https://cash.app')).toBe(false);
    const en = (await page(`/booking-confirmation/${id}`)).body;
    expect(en.includes('Awaiting Your Deposit') || en.includes('href="https://cash.app')).toBe(false);
  });

  it("drops a deleted booking's page, with its personal data, in both languages", async () => {
    const id = await book();
    for (const path of [`/booking-confirmation/${id}`, `/es/booking-confirmation/${id}`]) {
      await page(path);
      expect((await page(path)).body.includes('Pat Client'), path).toBe(true);
    }
    await adminCall('DELETE', `/api/admin/bookings/${id}`);
    for (const path of [`/booking-confirmation/${id}`, `/es/booking-confirmation/${id}`]) {
      const gone = await page(path);
      expect(gone.statusCode, path).toBe(404);
      for (const personal of ['Pat Client', 'pat@example.test', '305-555-0100', 'Ocean Dr']) {
        expect(gone.body.includes(personal), `${path}: ${personal}`).toBe(false);
      }
    }
  });
});
