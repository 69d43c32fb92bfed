import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, signInAccounts } from '../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { performerQuerySchema } from '../../shared/schemas/performer';
import { seedDemoData } from '../db/seed';

const PAYLOADS = [
  '</script><script>alert(1)</script>',
  '<img src=x onerror=alert(2)>',
  '"><svg onload=alert(3)>',
  "'; drop table performers; --",
  '<!--',
  '\u2028\u2029</SCRIPT >',
];
const SQL_PAYLOADS = ["x'); drop table performers; --", "' OR '1'='1' --", "%_\\'; select pg_sleep(5); --", '$$;--'];

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
        specialties: ['Dancing', PAYLOADS[2]],
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

  it('treats SQL metacharacters in every filter as plain text or refuses them', async () => {
    const total = (await t.app.inject('/api/performers')).json().length;
    for (const name of Object.keys(performerQuerySchema.shape)) {
      for (const value of SQL_PAYLOADS) {
        const res = await t.app.inject(`/api/performers?${new URLSearchParams({ [name]: value })}`);
        // Free text and ids match nothing; enumerations and numbers refuse the value.
        expect([200, 400], `${name}=${value}`).toContain(res.statusCode);
        if (res.statusCode === 200 && ['keyword', 'serviceAreaIds', 'eventTypeIds'].includes(name)) {
          expect(res.json(), `${name}=${value}`).toEqual([]);
        }
      }
    }
    expect((await t.app.inject('/api/performers')).json().length).toBe(total);
  });

  it('stores SQL metacharacters in every text field as they were written', async () => {
    const [sqlName, sqlText, sqlShort] = SQL_PAYLOADS;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/performers',
      headers: admin,
      payload: {
        name: sqlName,
        description: SQL_PAYLOADS.join(' '),
        specialties: [sqlShort],
        photos: [`https://img.example/${encodeURIComponent(sqlText ?? '')}.jpg`],
        serviceAreaIds: ['miami'],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const stored = (await t.app.inject(`/api/performers/by-slug/${created.json().slug}`)).json();
    expect(stored).toMatchObject({ name: sqlName, description: SQL_PAYLOADS.join(' '), specialties: [sqlShort] });

    const performer = (await t.app.inject(`/api/performers/by-slug/${slug}`)).json();
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        ...bookingFor(performer.id),
        clientName: sqlName,
        eventLocation: sqlText,
        specialRequests: SQL_PAYLOADS.join(' '),
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const listed = (await t.app.inject({ url: '/api/admin/bookings', headers: admin })).json() as {
      id: string;
      clientName: string;
      eventDetails: string;
      customMessage: string;
    }[];
    const found = listed.find((b) => b.id === booked.json().id);
    expect(found).toMatchObject({ clientName: sqlName, customMessage: SQL_PAYLOADS.join(' ') });
    expect(found?.eventDetails).toContain(sqlText);
    // The tables the payloads name are all still there.
    expect((await t.app.inject('/api/performers')).statusCode).toBe(200);
    expect(listed.length).toBeGreaterThan(0);
  });

  it('keeps a booking confirmation inert', async () => {
    const performer = (await t.app.inject(`/api/performers/by-slug/${slug}`)).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        ...bookingFor(performer.id),
        clientName: PAYLOADS[0],
        eventLocation: PAYLOADS[1],
        specialRequests: PAYLOADS.join(' '),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const page = await t.app.inject(`/booking-confirmation/${res.json().id}`);
    expect(page.statusCode).toBe(200);
    assertInert(page.body);
  });
});

/** A valid booking request for one performer on a Friday evening ten or more days ahead. */
function bookingFor(performerId: string) {
  let day = new Date(Date.now() + 10 * 86_400_000);
  while (day.getUTCDay() !== 5) day = new Date(day.getTime() + 86_400_000);
  return {
    performerIds: [performerId],
    clientName: 'Pat Client',
    clientEmail: 'x@example.test',
    clientPhone: '305 555 0100',
    eventDate: day.toISOString().slice(0, 10),
    eventTime: '21:00',
    serviceAreaId: 'miami',
    eventTypeId: 'birthday-party',
    eventLocation: '1 Ocean Dr',
    specialRequests: '',
    eventDuration: 120,
  };
}
