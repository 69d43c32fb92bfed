import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { axeFailures, waitForHydration } from './helpers/axe';
import { launchBrowser } from './helpers/browser';

const baseURL = inject('baseURL');
const admin = inject('admin');

/**
 * A code the server takes that is later than the last one used (a code is good once). The server
 * takes the current 30-second step's code and the one before (a phone clock a little behind), so
 * the earliest acceptable step is used: the one before while more than a few seconds of the
 * current step are left (so it is still good when the server checks it), then the current one.
 * Only when the current step's code was already used is there a wait, for the next step to begin.
 */
const STEP_S = 30;
const MARGIN_S = 5;
let lastStep = -1;
async function freshCode(secret: string): Promise<string> {
  const nowS = Date.now() / 1000;
  const current = Math.floor(nowS / STEP_S);
  const leftInStep = (current + 1) * STEP_S - nowS;
  let step = current - 1;
  if (step <= lastStep || leftInStep < MARGIN_S) step = current;
  if (step <= lastStep) {
    // The current step's code was used: wait for the clock to reach the next step.
    await vi.waitFor(
      () => {
        if (Math.floor(Date.now() / 1000 / STEP_S) <= lastStep)
          throw new Error('the next 30-second step has not begun');
      },
      { timeout: (leftInStep + 5) * 1000, interval: 200 },
    );
    return freshCode(secret);
  }
  lastStep = step;
  return generate({ secret, epoch: step * STEP_S });
}

async function signInWithPassword(page: Page) {
  await page.goto(`${baseURL}/login?returnTo=%2Fadmin%2Faccount`);
  // Typed before React runs, the fields would be reset when it takes over the page.
  await waitForHydration(page);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The authenticator app on the run's admin account: set up, used to sign in, then turned off again. */
describe('two-factor sign-in with an authenticator app', () => {
  let browser: Browser;
  let page: Page;
  let secret = '';
  let recoveryCodes: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  });
  afterAll(() => browser?.close());

  it('sets up the app from the account page, showing the recovery codes once', async () => {
    await signInWithPassword(page);
    await page.waitForURL(`${baseURL}/admin/account`);
    await expect.poll(() => page.getByRole('heading', { name: 'Your account' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Set up the authenticator app' }).click();
    await expect.poll(() => page.getByRole('img', { name: /QR code/ }).count()).toBe(1);
    expect(await axeFailures(page), '/admin/account set-up').toEqual([]);
    secret = await page.getByLabel('Set-up key').inputValue();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByLabel('Code from the app').fill('000000');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('That code is not right');
    await page.getByLabel('Code from the app').fill(await freshCode(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(10);
    recoveryCodes = await codes.allTextContents();
    expect(await axeFailures(page), 'recovery codes').toEqual([]);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect.poll(() => page.getByText(/Recovery codes left: 10/).count()).toBe(1);
  });

  it('asks for the code after the password, and signs in with it', async () => {
    await page.goto(`${baseURL}/api/logout`);
    await signInWithPassword(page);
    await expect.poll(() => page.getByLabel('Authentication code').count()).toBe(1);
    // Focus moves to the code field, so the step is announced and typed straight away.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('one-time-code');
    expect(await axeFailures(page), '/login code step').toEqual([]);
    await page.getByLabel('Authentication code').fill(await freshCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${baseURL}/admin/account`);
    await expect.poll(() => page.getByText(/Sign-in asks for a code/).count()).toBe(1);
  });

  it('turns the app off with the password and a recovery code', async () => {
    await page.getByRole('button', { name: 'Turn off…' }).click();
    await page.getByLabel('Your password').fill(admin.password);
    await page.getByLabel('Code from the app, or a recovery code').fill(recoveryCodes[0] ?? '');
    await page.getByRole('button', { name: 'Turn off the authenticator app' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Set up the authenticator app' }).count()).toBe(1);
  });
});
