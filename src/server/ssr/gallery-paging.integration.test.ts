import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSyntheticPerformers } from '../../../scripts/bench-data';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { seedDemoData } from '../db/seed';

/** The home page must not grow with the catalogue: it renders the first 24 and offers 'Load more'. */
describe('gallery paging', () => {
  let t: TestApp;
  beforeAll(async () => {
    if (!existsSync('dist/vite.config.json')) throw new Error('No production build: run `npm run build` first');
    t = await createTestApp({ ssr: 'built' });
    await seedDemoData(t.db, t.storage, { now: new Date('2026-11-20T18:00:00Z') });
    await insertSyntheticPerformers(t.db, 176, ['miami', 'doral', 'hialeah'], ['birthday-party']);
  });
  afterAll(() => t.close());

  it('renders 24 cards, the full count and a Load more button on the home page', async () => {
    const res = await t.app.inject('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('200 performer(s) available');
    expect(res.body).toContain('Load more');
    expect(res.body).toContain('Showing 24 of 200');
    // Each card links to its profile (name link and button); count distinct profiles.
    const profiles = new Set(res.body.match(/href="\/performer\/[^"]+"/g));
    expect(profiles.size).toBeGreaterThanOrEqual(24);
    expect(profiles.size).toBeLessThanOrEqual(25); // the 24 cards plus the featured performer
  });

  it('still answers the whole array without limit, and pages with limit/offset', async () => {
    const all = await t.app.inject('/api/performers');
    expect(all.json()).toHaveLength(200);
    expect(all.headers['x-total-count']).toBe('200');
    const second = await t.app.inject('/api/performers?limit=24&offset=24');
    expect(second.json()).toHaveLength(24);
    expect(second.headers['x-total-count']).toBe('200');
    const firstIds = (await t.app.inject('/api/performers?limit=24')).json().map((p: { id: string }) => p.id);
    const secondIds = second.json().map((p: { id: string }) => p.id);
    expect(firstIds.filter((id: string) => secondIds.includes(id))).toEqual([]);
  });

  it('shows no Load more when everything fits', async () => {
    const res = await t.app.inject('/?serviceAreaIds=doral&keyword=Bench%20Performer%2000001');
    expect(res.body).toContain('1 performer(s) available');
    expect(res.body).not.toContain('Load more');
  });
});
