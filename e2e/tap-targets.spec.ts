import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitForHydration } from './helpers/axe';
import { launchBrowser } from './helpers/browser';
import { PUBLIC_ROUTES } from './helpers/public-pages';

const baseURL = inject('baseURL');

/**
 * Issue 31: on a phone every tap target of a public page is at least 24 × 24 CSS px (WCAG 2.5.8),
 * except a link inside a sentence, which the criterion exempts. Measured at 390 × 844 after
 * hydration, on each page in both languages; a target hidden or off the layout is not measured.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [tabindex="0"]';
    const small: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      // The sr-only pattern (a 1 px clipped box) is not a target.
      if (style.position === 'absolute' && box.width <= 1 && box.height <= 1) continue;
      if (box.width >= 24 && box.height >= 24) continue;
      // A link in running text: its paragraph holds more text than the link.
      const block = el.closest('p, li, dd, td');
      const inSentence =
        el.tagName === 'A' &&
        block !== null &&
        (block.textContent ?? '').trim().length > (el.textContent ?? '').trim().length + 1 &&
        getComputedStyle(el).display === 'inline';
      if (inSentence) continue;
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('name') ?? '').trim();
      small.push(
        `${el.tagName.toLowerCase()} "${name.slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
      );
    }
    return small;
  });
}

describe('tap targets on public pages at 390 × 844', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (
      await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    ).newPage();
  });
  afterAll(() => browser?.close());

  it.each([...PUBLIC_ROUTES, '/find-booking', '/es/find-booking', '/no-such-page'])(
    '%s has no target under 24 px',
    async (route) => {
      await page.goto(baseURL + route);
      await waitForHydration(page);
      expect(await smallTargets(page)).toEqual([]);
    },
  );

  it('the filter sheet, every group open, has no target under 24 px', async () => {
    await page.goto(`${baseURL}/performers`);
    await waitForHydration(page);
    await page.getByRole('button', { name: /Advanced Search Filters/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Advanced Search Filters' });
    await sheet.waitFor();
    for (const group of ['Pricing', 'Physical Attributes', 'Performance Styles', 'Availability']) {
      await sheet.getByText(group, { exact: true }).click();
    }
    expect(await smallTargets(page)).toEqual([]);
  });

  it('the phone menu holds Find my booking; following a link closes it', async () => {
    await page.goto(`${baseURL}/es/faq`);
    await waitForHydration(page);
    const toggle = page.getByLabel('Menú', { exact: true });
    await toggle.click();
    expect(await smallTargets(page)).toEqual([]);
    // The summary is a button for the keyboard too: Enter closes it again.
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('details[open]').count()).toBe(0);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('details[open]').count()).toBe(1);
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Buscar mi reserva' }).click();
    await page.waitForURL(`${baseURL}/es/find-booking`);
    await expect.poll(() => page.locator('details[open]').count()).toBe(0);
  });
});
