import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './helpers/browser';

const baseURL = inject('baseURL');

describe('home page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('shows performer names that came in the server-rendered HTML, and hydrates without refetching', async () => {
    const serverHtml = await (await fetch(`${baseURL}/`)).text();
    expect(serverHtml).toContain('Scarlett Rose');

    const page = await browser.newPage();
    const apiCalls: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/api/')) apiCalls.push(req.url());
    });
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    page.on('console', (msg) => {
      // Failed loads are checked by URL below; one demo performer's photo is broken on purpose.
      if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) errors.push(msg.text());
    });
    const failedLoads: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) failedLoads.push(new URL(r.url()).pathname);
    });
    // JavaScript off first: the names must be in the markup itself.
    const noJs = await browser.newContext({ javaScriptEnabled: false });
    const staticPage = await noJs.newPage();
    await staticPage.goto(`${baseURL}/`);
    expect(await staticPage.getByRole('heading', { name: 'Scarlett Rose' }).count()).toBeGreaterThanOrEqual(1);
    await noJs.close();

    const res = await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    expect(res?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { name: 'Diamond Reyes' }).count()).toBeGreaterThanOrEqual(1);
    expect(await page.title()).toContain('South Florida');
    expect(apiCalls).toEqual([]);
    expect(errors).toEqual([]);
    expect(failedLoads.filter((path) => path !== '/objects/photos/does-not-exist.webp')).toEqual([]);
    await page.close();
  });

  it('answers an unknown path with the 404 page and status', async () => {
    const page = await browser.newPage();
    const res = await page.goto(`${baseURL}/no-such-page`);
    expect(res?.status()).toBe(404);
    expect(await page.title()).toBe('404 Page Not Found');
    await expect.poll(() => page.getByRole('heading', { name: '404 Page Not Found' }).count()).toBe(1);
    await page.close();
  });
});
