import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitForHydration } from './helpers/axe';
import { launchBrowser } from './helpers/browser';

const baseURL = inject('baseURL');

/**
 * The app starts after the page has painted (decision 025): what a visitor does in that moment.
 * The app's code is held back by the test until the visitor has typed.
 */
describe('before the page is live', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('keeps what was typed, and sends nothing until the page is live', async () => {
    const page = await browser.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/hydrate-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseURL}/login`);
    const signIn = page.getByRole('button', { name: 'Sign in', exact: true });
    expect(await signIn.isDisabled()).toBe(true);
    await page.getByLabel('Email').fill('early@example.test');
    await page.getByLabel('Password').fill('typed before the app ran');
    release();
    await waitForHydration(page);
    expect(await page.getByLabel('Email').inputValue()).toBe('early@example.test');
    expect(await page.getByLabel('Password').inputValue()).toBe('typed before the app ran');
    await signIn.click();
    // The form saw the typing: the server answers for a wrong password, not the empty-field check.
    await expect.poll(() => page.getByRole('alert').first().textContent()).not.toMatch(/^$|Enter your e-mail/);
    expect(page.url()).toBe(`${baseURL}/login`);
    await page.close();
  });
});
