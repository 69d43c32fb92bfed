import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { insertNamedRefs } from '../db/factories';

describe('headers on every answer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ publicUrl: 'https://sfl.example' });
    await insertNamedRefs(
      t.db,
      'serviceAreas',
      Array.from({ length: 40 }, (_, i) => `Area number ${i}`),
    );
  });
  afterAll(() => t.close());

  it('sends a strict CSP, nosniff, referrer policy, frame denial and HSTS over https', async () => {
    // '/api/performers/%' is refused before routing (a malformed escape): it must carry them too.
    for (const url of ['/api/service-areas', '/api/nothing', '/healthz', '/robots.txt', '/api/performers/%']) {
      const res = await t.app.inject(url);
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toContain('max-age=');
    }
  });

  it("lets only the performer portal's pages ask for the location", async () => {
    for (const url of ['/', '/performers', '/admin', '/api/portal/me', '/portalx', '/es/portal']) {
      expect((await t.app.inject(url)).headers['permissions-policy'], url).toBe(
        'camera=(), microphone=(), geolocation=(), payment=()',
      );
    }
    for (const url of ['/portal', '/portal/bookings/x', '/portal?x=1']) {
      expect((await t.app.inject(url)).headers['permissions-policy'], url).toBe(
        'camera=(), microphone=(), geolocation=(self), payment=()',
      );
    }
  });

  it('compresses text answers for clients that accept it', async () => {
    const br = await t.app.inject({ url: '/api/service-areas', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    const gzip = await t.app.inject({ url: '/api/service-areas', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject('/api/service-areas');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toHaveLength(40);
  });
});
