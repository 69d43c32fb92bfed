import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeFailures } from './helpers/axe';
import { launchBrowser } from './helpers/browser';
import { signInAsAdmin } from './helpers/staff';

const baseURL = inject('baseURL');
const admin = inject('admin');
const PHONE = { width: 390, height: 844 };

/**
 * The owner changes the cancellation policy on /admin/settings by keyboard, on a phone, and the
 * terms page states the new words at once, in both languages (decision 034). The policy is put
 * back to the default's tiers at the end, for the other files on this server.
 */
describe('the cancellation policy, from the owner’s settings to the terms page', () => {
  let browser: Browser;
  let owner: Page;
  let visitor: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await (await browser.newContext({ viewport: PHONE })).newPage();
    visitor = await (await browser.newContext({ viewport: PHONE })).newPage();
  });
  afterAll(async () => {
    await owner?.request
      .put(`${baseURL}/api/admin/cancellation-policy`, {
        headers: { origin: baseURL },
        data: { tiers: [{ hoursBefore: 24, refundPercent: 100 }] },
      })
      .catch(() => undefined);
    await browser?.close();
  });

  it('lets the owner set 48 hours for a full refund, by keyboard, with the words previewed', async () => {
    await signInAsAdmin(owner, baseURL, admin);
    await owner.getByRole('link', { name: /^Settings/ }).click();
    await expect.poll(() => owner.getByRole('heading', { name: 'Cancellation policy' }).count()).toBe(1);
    const hours = owner.getByLabel('Tier 1: hours before the event, at least');
    await expect.poll(() => hours.inputValue()).toBe('24');

    await hours.focus();
    await owner.keyboard.press('Control+A');
    await owner.keyboard.type('48');
    await owner.keyboard.press('Tab');
    expect(await owner.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('number');
    await expect
      .poll(() => owner.getByTestId('policy-preview').textContent())
      .toContain('Cancel 2 days or more before the event: full refund of your deposit.');
    expect(await axeFailures(owner), '/admin/settings').toEqual([]);
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await owner.getByRole('button', { name: 'Save policy' }).focus();
    await owner.keyboard.press('Enter');
    await expect.poll(() => owner.getByText('Cancellation policy saved').count()).toBeGreaterThan(0);
    await expect.poll(() => owner.getByText(/^Version \d+ is in force/).count()).toBe(1);
  });

  it('shows the new words on the terms page, in English and Spanish', async () => {
    await visitor.goto(`${baseURL}/terms`);
    await expect
      .poll(() => visitor.getByTestId('terms-cancellation-policy').textContent())
      .toBe(
        'Cancel 2 days or more before the event: full refund of your deposit. Less than 2 days before: no refund. If we or your performer cancel, you get everything back.',
      );
    await visitor.goto(`${baseURL}/es/terms`);
    await expect
      .poll(() => visitor.getByTestId('terms-cancellation-policy').textContent())
      .toContain('Cancele con 2 días o más de anticipación al evento');
  });
});
