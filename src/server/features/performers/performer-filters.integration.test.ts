import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { ATTRIBUTE_FILTER_NAMES, ATTRIBUTE_FILTERS } from '../../../shared/filter-options';
import type { Performer } from '../../../shared/schemas/performer';
import { seedDemoData } from '../../db/seed';

const NOW = new Date('2026-11-20T17:00:00Z'); // Friday noon in Miami

/**
 * Every documented filter of GET /api/performers, checked against the demo catalogue (which
 * covers every filter value): each answer holds exactly the performers that satisfy the filter.
 */
describe('GET /api/performers filters and sorts', () => {
  let t: TestApp;
  let all: Performer[];
  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    await seedDemoData(t.db, t.storage, { now: new Date('2026-11-20T18:00:00Z') });
    all = (await t.app.inject('/api/performers')).json();
  });
  afterAll(() => t.close());

  const list = async (query: string) => {
    const res = await t.app.inject(`/api/performers?${query}`);
    expect(res.statusCode, query).toBe(200);
    return { body: res.json() as Performer[], total: Number(res.headers['x-total-count']) };
  };
  const names = (ps: Performer[]) => ps.map((p) => p.name).sort();

  it('answers every visible performer without filters, with the count header', async () => {
    const { body, total } = await list('');
    expect(body.length).toBeGreaterThanOrEqual(20);
    expect(total).toBe(body.length);
    expect(body.every((p) => p.isActive)).toBe(true);
  });

  it('filters by each value of each repeated attribute, and ORs repeated values', async () => {
    for (const name of ATTRIBUTE_FILTER_NAMES) {
      for (const value of ATTRIBUTE_FILTERS[name]) {
        const has = (p: Performer) => {
          const field = p[name as keyof Performer] as unknown;
          return Array.isArray(field) ? (field as string[]).includes(value) : field === value;
        };
        const { body } = await list(`${name}=${encodeURIComponent(value)}`);
        expect(names(body), `${name}=${value}`).toEqual(names(all.filter(has)));
        expect(body.length, `demo data covers ${name}=${value}`).toBeGreaterThan(0);
      }
      const [a, b] = ATTRIBUTE_FILTERS[name];
      const { body } = await list(`${name}=${encodeURIComponent(a ?? '')}&${name}=${encodeURIComponent(b ?? '')}`);
      const either = all.filter((p) => {
        const field = p[name as keyof Performer] as unknown;
        const values = Array.isArray(field) ? (field as string[]) : [field];
        return values.includes(a) || values.includes(b);
      });
      expect(names(body), `${name}=${a}|${b}`).toEqual(names(either));
    }
  });

  it('ANDs different attributes', async () => {
    const { body } = await list('gender=Female&bodyType=Athletic');
    expect(names(body)).toEqual(names(all.filter((p) => p.gender === 'Female' && p.bodyType === 'Athletic')));
  });

  it('searches the keyword in name, description and specialties, case-insensitively', async () => {
    const first = all[0];
    if (!first) throw new Error('demo data');
    const word = first.name.split(' ')[0]?.toUpperCase() ?? '';
    const { body } = await list(`keyword=${encodeURIComponent(word)}`);
    expect(body.map((p) => p.id)).toContain(first.id);
    const bySpecialty = await list('keyword=modeling');
    expect(bySpecialty.body.length).toBeGreaterThan(0);
    for (const p of bySpecialty.body) {
      const text = [p.name, p.description, ...p.specialties].join(' ').toLowerCase();
      expect(text).toContain('modeling');
    }
    expect((await list('keyword=%25')).body).toEqual([]);
  });

  it('filters by service areas and event types (any of the given ids)', async () => {
    const area = await list('serviceAreaIds=miami');
    expect(names(area.body)).toEqual(names(all.filter((p) => p.serviceAreas.some((a) => a.id === 'miami'))));
    const two = await list('serviceAreaIds=miami,doral');
    expect(names(two.body)).toEqual(
      names(all.filter((p) => p.serviceAreas.some((a) => a.id === 'miami' || a.id === 'doral'))),
    );
    const type = await list('eventTypeIds=bachelorette-party');
    expect(names(type.body)).toEqual(names(all.filter((p) => p.eventTypes.some((e) => e.id === 'bachelorette-party'))));
  });

  it('applies minimum rating, budget, new performers and available tonight', async () => {
    const rated = await list('minRating=4.8');
    expect(names(rated.body)).toEqual(names(all.filter((p) => p.rating !== null && p.rating >= 4.8)));
    const cheap = await list('underBudget=200');
    expect(names(cheap.body)).toEqual(names(all.filter((p) => p.hourlyRate !== null && Number(p.hourlyRate) <= 200)));
    const fresh = await list('newPerformers=true');
    const since = NOW.getTime() - 30 * 86_400_000;
    expect(names(fresh.body)).toEqual(names(all.filter((p) => new Date(p.createdAt).getTime() >= since)));
    const tonight = await list('availableTonight=true');
    // Friday counts as weekend: only performers unavailable on 2026-11-20 drop out.
    expect(names(tonight.body)).toEqual(names(all.filter((p) => !p.unavailableDates.includes('2026-11-20'))));
  });

  it('sorts by rating, price both ways and newest', async () => {
    const rating = (await list('sortBy=rating')).body.map((p) => p.rating ?? -1);
    expect(rating).toEqual([...rating].sort((a, b) => b - a));
    const low = (await list('sortBy=price_low')).body.filter((p) => p.hourlyRate).map((p) => Number(p.hourlyRate));
    expect(low).toEqual([...low].sort((a, b) => a - b));
    const high = (await list('sortBy=price_high')).body.filter((p) => p.hourlyRate).map((p) => Number(p.hourlyRate));
    expect(high).toEqual([...high].sort((a, b) => b - a));
    const newest = (await list('sortBy=newest')).body.map((p) => p.createdAt);
    expect(newest).toEqual([...newest].sort().reverse());
  });

  it("ignores empty values and 'all'", async () => {
    const { body } = await list('keyword=&serviceAreaIds=all&eventTypeIds=&sortBy=all&gender=all&minRating=');
    expect(body.length).toBe(all.length);
  });

  it('pages with limit and offset while the header keeps the full count', async () => {
    const page = await list('sortBy=price_low&limit=5&offset=5');
    expect(page.body).toHaveLength(5);
    expect(page.total).toBe(all.length);
    const whole = (await list('sortBy=price_low')).body;
    expect(page.body.map((p) => p.id)).toEqual(whole.slice(5, 10).map((p) => p.id));
    const past = await list('limit=5&offset=1000');
    expect(past.body).toEqual([]);
    expect(past.total).toBe(all.length);
  });

  it('never shows hidden performers, in lists or by slug', async () => {
    const victim = all[2];
    if (!victim) throw new Error('demo data');
    const { sql } = await import('drizzle-orm');
    await t.db.execute(sql`update performers set is_active = false where id = ${victim.id}`);
    expect((await list('')).body.map((p) => p.id)).not.toContain(victim.id);
    expect((await t.app.inject(`/api/performers/by-slug/${victim.slug}`)).statusCode).toBe(404);
    expect((await t.app.inject(`/api/performers/${victim.id}`)).statusCode).toBe(404);
    await t.db.execute(sql`update performers set is_active = true where id = ${victim.id}`);
  });

  it('refuses bad values with 400 in the one error shape', async () => {
    for (const query of [
      'sortBy=sideways',
      'gender=Robot',
      'minRating=six',
      'minRating=9',
      'underBudget=-5',
      'limit=0',
      'limit=101',
      'offset=-1',
      'newPerformers=maybe',
      `keyword=${'x'.repeat(101)}`,
    ]) {
      const res = await t.app.inject(`/api/performers?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ message: expect.any(String), code: 'VALIDATION_ERROR' });
    }
  });
});
