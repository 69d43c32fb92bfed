import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { seedDemoData } from '../db/seed';

describe('server rendering (built bundle)', () => {
  let t: TestApp;
  beforeAll(async () => {
    if (!existsSync('dist/vite.config.json')) throw new Error('No production build: run `npm run build` first');
    t = await createTestApp({ ssr: 'built', publicUrl: 'https://sfl.example' });
    await seedDemoData(t.db, t.storage, { now: new Date('2026-11-20T18:00:00Z') });
  });
  afterAll(() => t.close());

  it('renders the home page with content, head tags and the reads it rendered', async () => {
    const res = await t.app.inject('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toMatch(/<title>[^<]*South Florida[^<]*<\/title>/);
    expect(html).toContain('<meta name="description" content="');
    expect(html).toContain('<link rel="canonical" href="https://sfl.example/" />');
    expect(html).toMatch(/<h3[^>]*>Scarlett Rose<\/h3>/);
    expect(html).toContain('24 performer(s) available');
    const state = html.match(/<script id="__QUERY_STATE__" type="application\/json">(.*?)<\/script>/s)?.[1];
    expect(state).toBeDefined();
    type Pages = { pages: { items: unknown[]; total: number }[] };
    // Each read by its key (lib/resource.ts): the gallery's first page of performers among them.
    const parsed = JSON.parse(state ?? '{}') as Record<string, unknown>;
    const key = Object.keys(parsed).find((k) => {
      const [what, kind] = JSON.parse(k) as unknown[];
      return what === 'performers' && kind === 'pages';
    });
    const list = parsed[key ?? ''] as Pages | undefined;
    expect(list?.pages[0]?.items).toHaveLength(24);
    expect(list?.pages[0]?.total).toBe(24);
  });

  it('answers an unknown page with status 404 and the 404 page', async () => {
    const res = await t.app.inject('/definitely/not/here');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>404 Page Not Found</title>');
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('keeps /api and /objects out of page rendering', async () => {
    const api = await t.app.inject('/api/unknown');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
    const object = await t.app.inject('/objects/photos/nothing.webp');
    expect(object.statusCode).toBe(404);
    expect(object.headers['content-type']).toContain('application/json');
  });

  it('serves seeded photos and hashed assets with long-lived cache headers', async () => {
    const list = (await t.app.inject('/api/performers')).json() as { photos: string[] }[];
    const photo = list
      .flatMap((p) => p.photos)
      .find((p) => p.startsWith('/objects/photos/') && !p.includes('does-not'));
    const res = await t.app.inject(photo ?? '');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toContain('immutable');
    const script = (await t.app.inject('/')).body.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    const asset = await t.app.inject(script ?? '');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });
});
