import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeFailures } from './helpers/axe';
import { launchBrowser } from './helpers/browser';
import { signInAsAdmin } from './helpers/staff';

const baseURL = inject('baseURL');
const admin = inject('admin');

/**
 * Issue 32: the owners' System page in a real browser (axe with colour contrast, which the
 * integration tier's happy-dom cannot lay out), by keyboard, on a desktop and a phone; the
 * dashboard's System card; and /metrics and the status API closed to the public.
 */
describe('the System page', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInAsAdmin(page, baseURL, admin);
  });
  afterAll(() => browser?.close());

  it('opens from the dashboard card and shows the figures, axe clean', async () => {
    const card = page.getByRole('link', { name: /^System/ });
    await card.waitFor();
    expect(await axeFailures(page), 'the dashboard with its System card').toEqual([]);
    await card.click();
    await page.waitForURL(`${baseURL}/admin/system`);
    await page.getByRole('heading', { level: 1, name: 'System' }).waitFor();
    await page.getByRole('table', { name: 'Jobs waiting per queue' }).waitFor();
    expect(await page.getByRole('table', { name: 'Failed and stuck messages per channel' }).count()).toBe(1);
    const server = page.getByRole('region', { name: 'This server' });
    expect(await server.getByText('Database size (embedded)').count()).toBe(1);
    // The e2e server has no BACKUP_DIR: the page says what to set instead of offering a button.
    const backups = page.getByRole('region', { name: 'Backups' });
    expect(await backups.getByText(/set BACKUP_DIR/).count()).toBe(1);
    expect(await backups.getByRole('button').count()).toBe(0);
    expect(await axeFailures(page), 'the System page').toEqual([]);
  });

  it('is usable by keyboard and on a phone', async () => {
    // From the top of the page, Tab reaches the link back to the dashboard, then the messages.
    await page.locator('body').focus();
    const reached: string[] = [];
    for (let i = 0; i < 30 && !reached.includes('See the messages'); i++) {
      await page.keyboard.press('Tab');
      reached.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
    }
    expect(reached).toContain('See the messages');
    const focused = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
    expect(focused).not.toBe('none');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('table', { name: 'Jobs waiting per queue' }).waitFor();
    // The tables scroll inside their frame; the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeFailures(page), 'the System page on a phone').toEqual([]);
  });

  it('keeps the figures and /metrics from the public', async () => {
    const status = await fetch(`${baseURL}/api/admin/system`);
    expect(status.status).toBe(401);
    expect(await status.json()).toMatchObject({ message: expect.any(String) });
    // Neither METRICS_TOKEN nor METRICS_PORT is set here: /metrics does not exist.
    expect((await fetch(`${baseURL}/metrics`)).status).toBe(404);
  });
});
