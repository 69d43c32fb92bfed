import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, signInAccounts } from '../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { seedDemoData } from '../db/seed';

const PAYLOADS = [
  '</script><script>alert(1)</script>',
  '<img src=x onerror=alert(2)>',
  '"><svg onload=alert(3)>',
  "'; drop table performers; --",
  '<!--',
  '\u2028\u2029</SCRIPT >',
];

/** Hostile text in every field staff or visitors can write is inert on every page that shows it. */
describe('injection', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let slug: string;
  beforeAll(async () => {
    if (!existsSync('dist/vite.config.json')) throw new Error('No production build: run `npm run build` first');
    t = await createTestApp({ ssr: 'built' });
    await seedDemoData(t.db, t.storage, { now: new Date('2026-11-20T18:00:00Z') });
    admin = asUser((await signInAccounts(t.app, t.db)).admin);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/performers',
      headers: admin,
      payload: {
        name: `Evil ${PAYLOADS[0]}`,
        description: PAYLOADS.join(' '),
        specialties: ['Dancing'],
        photos: ['https://img.example/a.jpg"onerror="alert(4)'],
        serviceAreaIds: ['miami'],
        featured: true,
        rating: 5,
      },
    });
    expect(res.statusCode).toBe(201);
    slug = res.json().slug;
  });
  afterAll(() => t.close());

  /** Markup an attacker would need: a script element or an event handler attribute they wrote. */
  const assertInert = (html: string) => {
    expect(html).not.toMatch(/<script>alert/i);
    expect(html).not.toMatch(/<img src=x onerror/i);
    expect(html).not.toMatch(/<svg onload/i);
    expect(html).not.toContain('"onerror="alert(4)');
    // Only our own script elements: the module entry and the JSON data blocks.
    for (const tag of html.match(/<script[^>]*>/gi) ?? []) {
      expect(tag).toMatch(/type="(module|application\/json|application\/ld\+json)"/);
    }
  };

  it('keeps the profile page, its JSON-LD and its dehydrated cache inert', async () => {
    const res = await t.app.inject(`/performer/${slug}`);
    expect(res.statusCode).toBe(200);
    assertInert(res.body);
    // The text itself is still there for people to read, escaped.
    expect(res.body).toContain('drop table performers');
  });

  it('keeps the gallery, search results and a city page inert', async () => {
    for (const url of ['/', `/performers?keyword=${encodeURIComponent(PAYLOADS[0] ?? '')}`, '/miami-exotic-dancers']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      assertInert(res.body);
    }
  });

  it('treats SQL metacharacters in filters as plain text', async () => {
    for (const value of ["' OR 1=1 --", "x'); drop table performers; --", '%_\\']) {
      const res = await t.app.inject(`/api/performers?keyword=${encodeURIComponent(value)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    }
    expect((await t.app.inject('/api/performers')).json().length).toBeGreaterThan(20);
  });

  it('keeps a booking confirmation inert', async () => {
    const performer = (await t.app.inject(`/api/performers/by-slug/${slug}`)).json();
    let day = new Date(Date.now() + 10 * 86_400_000);
    while (day.getUTCDay() !== 5) day = new Date(day.getTime() + 86_400_000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        performerIds: [performer.id],
        clientName: PAYLOADS[0],
        clientEmail: 'x@example.test',
        clientPhone: '305 555 0100',
        eventDate: day.toISOString().slice(0, 10),
        eventTime: '21:00',
        serviceAreaId: 'miami',
        eventTypeId: 'birthday-party',
        eventLocation: PAYLOADS[1],
        specialRequests: PAYLOADS.join(' '),
        eventDuration: 120,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const page = await t.app.inject(`/booking-confirmation/${res.json().id}`);
    expect(page.statusCode).toBe(200);
    assertInert(page.body);
  });
});
