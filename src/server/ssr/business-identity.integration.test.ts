import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { seedDemoData } from '../db/seed';

/** docs/product.md, Business identity: the settings, and only they, give the contact details. */
const PAGES = ['/', '/faq', '/terms', '/privacy', '/miami-exotic-dancers', '/find-booking', '/performer/scarlett-rose'];

async function pages(t: TestApp): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const path of PAGES) {
    const res = await t.app.inject(path);
    expect(res.statusCode, path).toBe(200);
    // React separates adjacent text with <!-- --> markers; read the text as a person would.
    out[path] = res.body.replaceAll('<!-- -->', '');
  }
  return out;
}

describe('business identity from the settings (built bundle)', () => {
  let withContact: TestApp;
  let without: TestApp;
  beforeAll(async () => {
    if (!existsSync('dist/vite.config.json')) throw new Error('No production build: run `npm run build` first');
    withContact = await createTestApp({
      ssr: 'built',
      business: { name: 'Night Owl Entertainment', phone: '+19545550199', email: 'hello@nightowl.example' },
    });
    without = await createTestApp({
      ssr: 'built',
      business: { name: 'Quiet Co', phone: null, email: null },
      retentionYears: 10,
    });
    const now = new Date('2026-11-20T18:00:00Z');
    await seedDemoData(withContact.db, withContact.storage, { now });
    await seedDemoData(without.db, without.storage, { now });
  });
  afterAll(async () => {
    await withContact?.close();
    await without?.close();
  });

  it('shows the name, a call and a text link in the header, and the contact lines on every page', async () => {
    const html = await pages(withContact);
    for (const [path, body] of Object.entries(html)) {
      const header = body.match(/<header[\s\S]*?<\/header>/)?.[0] ?? '';
      expect(header, path).toContain('Night Owl Entertainment');
      expect(header, path).toContain('href="tel:+19545550199"');
      expect(header, path).toContain('href="sms:+19545550199"');
      expect(header, path).toContain('aria-label="Call us at (954) 555-0199"');
      expect(body, path).toMatch(/© \d{4} Night Owl Entertainment/);
      // The browser reads the same identity back from the page: hydration renders the same header.
      expect(body, path).toContain(
        '<script id="__BUSINESS__" type="application/json">{"name":"Night Owl Entertainment","phone":"+19545550199","email":"hello@nightowl.example","cashAppTag":"TestTag","terms":{"travel":null,"tips":null},"retentionYears":7}</script>',
      );
    }
    expect(html['/faq']).toContain('Call (954) 555-0199');
    expect(html['/faq']).toContain('Text (954) 555-0199');
    expect(html['/faq']).toContain('E-mail hello@nightowl.example');
    expect(html['/terms']).toContain('mailto:hello@nightowl.example');
    expect(html['/terms']).toContain('<title>Terms of Service | Night Owl Entertainment</title>');
    expect(html['/terms']).toContain('Last updated November 22, 2026');
    expect(html['/privacy']).toContain('write to <a href="mailto:hello@nightowl.example">');
    expect(html['/privacy']).toContain('Booking records are kept for 7 years after the event.');
    const jsonLd = html['/miami-exotic-dancers']?.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1];
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
      name: 'Night Owl Entertainment Miami',
      telephone: '+19545550199',
      email: 'hello@nightowl.example',
    });
  });

  it('invents nothing when the settings give no phone and no e-mail', async () => {
    const html = await pages(without);
    for (const [path, body] of Object.entries(html)) {
      expect(body, path).not.toMatch(/href="(tel|sms|mailto):/);
      expect(body, path).not.toContain('555-0142');
      expect(body, path).toContain('Quiet Co');
    }
    expect(html['/privacy']).toContain('reply to any e-mail we sent you about your booking.');
    // RETENTION_YEARS, as the retention job applies it (decision 046).
    expect(html['/privacy']).toContain('Booking records are kept for 10 years after the event.');
    expect(html['/terms']).toContain('We keep booking records for 10 years after the event');
    const es = (await without.app.inject('/es/privacy')).body.replaceAll('<!-- -->', '');
    expect(es).toContain('Los registros de reservas se conservan 10 años después del evento.');
    const jsonLd = html['/miami-exotic-dancers']?.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1];
    const data = JSON.parse(jsonLd ?? '{}') as Record<string, unknown>;
    expect(data).not.toHaveProperty('telephone');
    expect(data).not.toHaveProperty('email');
  });
});
