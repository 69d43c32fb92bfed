import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { namedRefSchema } from '../src/shared/schemas/catalog';
import { type Performer, performerListSchema } from '../src/shared/schemas/performer';
import { waitForHydration } from './helpers/axe';
import { launchBrowser } from './helpers/browser';

const baseURL = inject('baseURL');
/** Long enough for the search debounce, a navigation and an API round trip. */
const POLL = { timeout: 10_000, interval: 50 };

/** GET /api/performers with the same filter as the UI: the expected answer for the page. */
async function apiPerformers(query: Record<string, string | string[]> = {}): Promise<Performer[]> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, v);
  }
  const res = await fetch(`${baseURL}/api/performers${search.size ? `?${search}` : ''}`);
  expect(res.status).toBe(200);
  return performerListSchema.parse(await res.json());
}

const names = (performers: Performer[]) => performers.map((p) => p.name);

// --- the page, as a visitor sees it -------------------------------------------------------------

const results = (page: Page) => page.getByRole('region', { name: 'Performers', exact: true });
const cards = (page: Page) => results(page).getByRole('article');
const cardOf = (page: Page, name: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search performers' });
const areaSelect = (page: Page) => page.getByRole('combobox', { name: 'Area' });
const eventSelect = (page: Page) => page.getByRole('combobox', { name: 'Event type' });
const sortSelect = (page: Page) => page.getByRole('combobox', { name: 'Sort by' });
const advancedToggle = (page: Page) => page.getByRole('button', { name: /Advanced Search Filters/ });
/** One of the advanced panel's groups (Quick Filters, Pricing...), found by its heading. */
const advancedGroup = (page: Page, title: string) =>
  page.locator('section', { has: page.getByRole('heading', { name: title, exact: true }) });

/** The results line and the cards shown under it, read without waiting. */
async function shown(page: Page): Promise<{ line: string; names: string[] }> {
  return {
    line: (
      await results(page)
        .getByText(/performer\(s\) available|Loading performers/)
        .allTextContents()
    ).join(),
    names: await cards(page).getByRole('heading', { level: 3 }).allTextContents(),
  };
}

/** Waits until the page shows exactly these performers, in this order, under a matching count. */
async function expectShown(page: Page, expected: Performer[]): Promise<void> {
  await expect
    .poll(() => shown(page), POLL)
    .toEqual({ line: `${expected.length} performer(s) available`, names: names(expected) });
}

const query = (page: Page) => new URL(page.url()).searchParams;

/** Waits for the (debounced, replacing) URL update: the filter state lives in the query string. */
async function expectQuery(page: Page, expected: string): Promise<void> {
  await expect.poll(() => new URL(page.url()).search, POLL).toBe(expected);
}

/** '$1,234.50' -> 1234.5 */
const money = (text: string | null) => Number((text ?? '').replace(/[$,]/g, ''));

/** Headers for admin calls: the session cookie of the e2e admin, and our own origin. */
async function adminSession(): Promise<Record<string, string>> {
  const { email, password } = inject('admin');
  const res = await fetch(`${baseURL}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`admin sign-in failed: ${res.status}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { cookie, origin: baseURL };
}

describe('gallery', () => {
  let browser: Browser;
  let all: Performer[];
  const pages: Page[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    all = await apiPerformers();
    expect(all.length).toBe(24);
  });
  afterAll(() => browser?.close());
  afterEach(async () => {
    await Promise.all(pages.splice(0).map((p) => p.context().close()));
    expect(pageErrors.splice(0)).toEqual([]);
  });

  /** A fresh browser context on `path`, hydrated, so that clicks reach React. */
  async function open(path: string, options: BrowserContextOptions = {}): Promise<Page> {
    const context = await browser.newContext({ baseURL, ...options });
    const page = await context.newPage();
    pages.push(page);
    page.on('pageerror', (err) => pageErrors.push(err.message));
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    await waitForHydration(page);
    return page;
  }

  async function openAdvancedByKeyboard(page: Page): Promise<void> {
    const toggle = advancedToggle(page);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded'), POLL).toBe('true');
  }

  it('shows every performer at first, with the results line counting the cards', async () => {
    const page = await open('/');
    await expectShown(page, all);
    expect(await advancedToggle(page).getAttribute('aria-expanded')).toBe('false');
    const panelId = await advancedToggle(page).getAttribute('aria-controls');
    expect(await page.locator(`[id="${panelId}"]`).isHidden()).toBe(true);
  });

  it('narrows the results as the visitor types in the search box, once the debounced URL update lands', async () => {
    const page = await open('/');
    const expected = await apiPerformers({ keyword: 'burlesque' });
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);

    await searchBox(page).click();
    await searchBox(page).pressSequentially('burlesque');
    await expectQuery(page, '?keyword=burlesque');
    await expectShown(page, expected);

    // Emptying the box brings everyone back and leaves no query behind.
    await searchBox(page).fill('');
    await expectQuery(page, '');
    await expectShown(page, all);
  });

  it('narrows the results by area and by event type, and the filtered URL reopens the same view', async () => {
    const page = await open('/');
    const areaOptions = areaSelect(page).getByRole('option');
    const eventOptions = eventSelect(page).getByRole('option');
    expect(await areaOptions.first().textContent()).toBe('All areas');
    expect(await eventOptions.first().textContent()).toBe('All events');
    expect(await areaSelect(page).inputValue()).toBe('all');
    expect(await eventSelect(page).inputValue()).toBe('all');

    const areas = namedRefSchema.array().parse(await (await fetch(`${baseURL}/api/service-areas`)).json());
    expect(await areaOptions.count()).toBe(areas.length + 1);
    // The first area that narrows the list (every demo performer serves the first area).
    let area: { id: string; name: string; expected: Performer[] } | undefined;
    for (const a of areas) {
      const expected = await apiPerformers({ serviceAreaIds: a.id });
      if (expected.length > 0 && expected.length < all.length) {
        area = { ...a, expected };
        break;
      }
    }
    if (!area) throw new Error('no service area narrows the demo data');

    await areaSelect(page).selectOption({ label: area.name });
    await expectQuery(page, `?serviceAreaIds=${area.id}`);
    await expectShown(page, area.expected);

    const eventTypes = namedRefSchema.array().parse(await (await fetch(`${baseURL}/api/event-types`)).json());
    const eventType = eventTypes[0];
    if (!eventType) throw new Error('no event type in the demo data');
    const both = await apiPerformers({ serviceAreaIds: area.id, eventTypeIds: eventType.id });
    expect(both.length).toBeGreaterThan(0);
    expect(both.length).toBeLessThan(area.expected.length);
    await eventSelect(page).selectOption({ label: eventType.name });
    await expect.poll(() => query(page).get('eventTypeIds'), POLL).toBe(eventType.id);
    expect(query(page).get('serviceAreaIds')).toBe(area.id);
    await expectShown(page, both);

    // The event type alone narrows too.
    await areaSelect(page).selectOption('all');
    await expectQuery(page, `?eventTypeIds=${eventType.id}`);
    const byEvent = await apiPerformers({ eventTypeIds: eventType.id });
    expect(byEvent.length).toBeLessThan(all.length);
    await expectShown(page, byEvent);

    // The URL carries the whole state: opened afresh, it shows the same view and the same controls.
    await areaSelect(page).selectOption({ label: area.name });
    await expect.poll(() => query(page).get('serviceAreaIds'), POLL).toBe(area.id);
    await expectShown(page, both);
    const again = await open(new URL(page.url()).pathname + new URL(page.url()).search);
    await expectShown(again, both);
    expect(await areaSelect(again).inputValue()).toBe(area.id);
    expect(await eventSelect(again).inputValue()).toBe(eventType.id);
  });

  it('sorts by price, lowest first', async () => {
    const page = await open('/');
    const expected = await apiPerformers({ sortBy: 'price_low' });
    await sortSelect(page).selectOption('price_low');
    await expectQuery(page, '?sortBy=price_low');
    await expectShown(page, expected);

    // Each card's first figure is its hourly rate: the first card holds the minimum, and they ascend.
    const prices = (await cards(page).locator('dl > div:first-child > dd').allTextContents()).map(money);
    expect(prices).toHaveLength(all.length);
    expect(prices[0]).toBe(Math.min(...prices));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBe(Math.min(...all.map((p) => Number(p.hourlyRate))));
  });

  it('opens the advanced panel by keyboard, and one box in each group narrows the results as the API does', async () => {
    const page = await open('/');
    await openAdvancedByKeyboard(page);
    const toggle = advancedToggle(page);
    // Still focused after the key press, with a visible focus ring.
    expect(
      await toggle.evaluate((el) => {
        const style = getComputedStyle(el);
        return el === document.activeElement && el.matches(':focus-visible') && style.outlineStyle !== 'none'
          ? Number.parseFloat(style.outlineWidth)
          : 0;
      }),
    ).toBeGreaterThan(0);
    // The groups' code loads on the panel's first opening (issue 31): wait for them.
    for (const title of ['Quick Filters', 'Pricing', 'Physical Attributes', 'Performance Styles', 'Availability']) {
      await expect.poll(() => advancedGroup(page, title).isVisible(), { message: title }).toBe(true);
    }

    const cases: { box: Locator; param: string; value: string }[] = [
      {
        box: advancedGroup(page, 'Quick Filters').getByRole('checkbox', { name: 'New performers' }),
        param: 'newPerformers',
        value: 'true',
      },
      {
        box: advancedGroup(page, 'Quick Filters').getByRole('checkbox', { name: 'Available tonight' }),
        param: 'availableTonight',
        value: 'true',
      },
      {
        box: advancedGroup(page, 'Pricing')
          .getByRole('group', { name: 'Hourly rate' })
          .getByRole('checkbox', { name: '$200-250', exact: true }),
        param: 'hourlyRateRange',
        value: '$200-250',
      },
      {
        box: advancedGroup(page, 'Physical Attributes')
          .getByRole('group', { name: 'Gender' })
          .getByRole('checkbox', { name: 'Male', exact: true }),
        param: 'gender',
        value: 'Male',
      },
      {
        box: advancedGroup(page, 'Performance Styles')
          .getByRole('group', { name: 'Dance styles' })
          .getByRole('checkbox', { name: 'Latin', exact: true }),
        param: 'danceStyles',
        value: 'Latin',
      },
      {
        box: advancedGroup(page, 'Availability').getByRole('checkbox', { name: 'Weekend only', exact: true }),
        param: 'availability',
        value: 'Weekend only',
      },
    ];
    for (const { box, param, value } of cases) {
      const expected = await apiPerformers({ [param]: value });
      expect(expected.length, `${param}=${value}`).toBeGreaterThan(0);
      expect(expected.length, `${param}=${value}`).toBeLessThan(all.length);

      await box.check();
      await expect.poll(() => query(page).getAll(param), POLL).toEqual([value]);
      expect([...query(page).keys()]).toEqual([param]);
      await expectShown(page, expected);
      expect(await toggle.textContent()).toContain('(1 active)');

      await box.uncheck();
      await expectQuery(page, '');
      await expectShown(page, all);
    }
    // The panel stays open throughout.
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('Clear All resets the search text, the selects, the sort and the advanced filters', async () => {
    const page = await open('/');
    await searchBox(page).fill('a');
    await expect.poll(() => query(page).get('keyword'), POLL).toBe('a');
    await eventSelect(page).selectOption({ index: 1 });
    await expect.poll(() => query(page).has('eventTypeIds'), POLL).toBe(true);
    await areaSelect(page).selectOption({ index: 1 });
    await expect.poll(() => query(page).has('serviceAreaIds'), POLL).toBe(true);
    await sortSelect(page).selectOption('price_high');
    await expect.poll(() => query(page).get('sortBy'), POLL).toBe('price_high');
    await openAdvancedByKeyboard(page);
    const male = advancedGroup(page, 'Physical Attributes').getByRole('checkbox', { name: 'Male', exact: true });
    await male.check();
    await expect.poll(() => query(page).get('gender'), POLL).toBe('Male');

    await page.getByRole('button', { name: 'Clear All' }).click();
    await expectQuery(page, '');
    await expectShown(page, all);
    expect(await searchBox(page).inputValue()).toBe('');
    expect(await areaSelect(page).inputValue()).toBe('all');
    expect(await eventSelect(page).inputValue()).toBe('all');
    expect(await sortSelect(page).inputValue()).toBe('rating');
    expect(await male.isChecked()).toBe(false);
    expect(await advancedToggle(page).textContent()).not.toContain('active');
  });

  it('shows the empty state for a filter with no match; Show All Performers keeps the advanced filters', async () => {
    const page = await open('/');
    const scarlett = all.find((p) => p.name === 'Scarlett Rose');
    expect(scarlett?.gender).toBe('Female');
    expect(await apiPerformers({ gender: 'Male', keyword: 'Scarlett' })).toEqual([]);

    await openAdvancedByKeyboard(page);
    const male = advancedGroup(page, 'Physical Attributes').getByRole('checkbox', { name: 'Male', exact: true });
    await male.check();
    await expect.poll(() => query(page).get('gender'), POLL).toBe('Male');
    await eventSelect(page).selectOption({ index: 1 });
    await expect.poll(() => query(page).has('eventTypeIds'), POLL).toBe(true);
    await searchBox(page).fill('Scarlett');
    await expect.poll(() => query(page).get('keyword'), POLL).toBe('Scarlett');

    await expectShown(page, []);
    const empty = results(page);
    await empty.getByRole('heading', { name: 'No performers found' }).waitFor();
    expect(
      await empty.getByText('Try adjusting your search criteria or browse all available performers.').count(),
    ).toBe(1);

    await empty.getByRole('button', { name: 'Show All Performers' }).click();
    await expectQuery(page, '?gender=Male');
    await expectShown(page, await apiPerformers({ gender: 'Male' }));
    expect(await searchBox(page).inputValue()).toBe('');
    expect(await eventSelect(page).inputValue()).toBe('all');
    expect(await areaSelect(page).inputValue()).toBe('all');
    expect(await male.isChecked()).toBe(true);
  });

  it('renders a filtered URL on the server, and the controls reflect it once hydrated', async () => {
    const path = '/performers?gender=Male&sortBy=price_low';
    const expected = await apiPerformers({ gender: 'Male', sortBy: 'price_low' });
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);

    const html = await (await fetch(`${baseURL}${path}`)).text();
    expect(html).toContain(`${expected.length} performer(s) available`);

    // JavaScript off: the markup alone holds the filtered, sorted cards and the controls' state.
    const noJs = await browser.newContext({ baseURL, javaScriptEnabled: false });
    try {
      const staticPage = await noJs.newPage();
      expect((await staticPage.goto(path))?.status()).toBe(200);
      expect(await shown(staticPage)).toEqual({
        line: `${expected.length} performer(s) available`,
        names: names(expected),
      });
      expect(await sortSelect(staticPage).inputValue()).toBe('price_low');
      // The URL sets one of its filters, so the advanced panel starts open with that box ticked.
      const male = staticPage.getByRole('checkbox', { name: 'Male', exact: true });
      expect(await male.isChecked()).toBe(true);
    } finally {
      await noJs.close();
    }

    const page = await open(path);
    await expectShown(page, expected);
    expect(await sortSelect(page).inputValue()).toBe('price_low');
    expect(await advancedToggle(page).textContent()).toContain('(1 active)');
    expect(await advancedToggle(page).getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('checkbox', { name: 'Male', exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Female', exact: true }).isChecked()).toBe(false);
  });

  it('shows the first featured performer with its badge, name and links', async () => {
    const res = await fetch(`${baseURL}/api/performers/featured`);
    const [first] = performerListSchema.parse(await res.json());
    if (!first) throw new Error('the demo data has featured performers');
    const page = await open('/');
    const panel = page.getByRole('region', { name: 'Featured Performer' });
    expect(await panel.getByText('FEATURED', { exact: true }).count()).toBe(1);
    expect(await panel.getByRole('heading', { name: first.name, exact: true }).count()).toBe(1);
    expect(await panel.getByRole('img', { name: first.name, exact: true }).count()).toBe(1);
    expect(await panel.getByRole('link', { name: 'View Full Profile' }).getAttribute('href')).toBe(
      `/performer/${first.slug}`,
    );
    expect(await panel.getByRole('link', { name: 'Book Now' }).getAttribute('href')).toBe(`/booking/${first.id}`);
    expect(await panel.getByRole('list', { name: 'Specialties' }).getByRole('listitem').count()).toBe(
      Math.min(6, first.specialties.length),
    );
  });

  it('shows the first letter of the name when a card has no photo, a "null" photo or a broken one', async () => {
    const noPhoto = all.find((p) => p.photos.length === 0);
    const nullPhoto = all.find((p) => p.photos[0] === 'null');
    const withPhoto = all.find((p) => p.photos[0] && p.photos[0] !== 'null');
    if (!noPhoto || !nullPhoto || !withPhoto) throw new Error('the demo data covers the photo cases');
    // A photo URL that the server answers with an error, made for this test and removed after it.
    const admin = await adminSession();
    const created = await fetch(`${baseURL}/api/admin/performers`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Brody Brokenlink', rating: 5, photos: ['/objects/photos/does-not-exist.webp'] }),
    });
    expect(created.status).toBe(201);
    const broken = (await created.json()) as Performer;
    try {
      await checkLetters([noPhoto, nullPhoto, broken], withPhoto);
    } finally {
      await fetch(`${baseURL}/api/admin/performers/${broken.id}`, { method: 'DELETE', headers: admin });
    }
  });

  async function checkLetters(missing: Performer[], withPhoto: Performer) {
    const page = await open('/');
    for (const p of missing) {
      const card = cardOf(page, p.name);
      await card.scrollIntoViewIfNeeded();
      const letter = card.getByRole('img', { name: `${p.name} (no photo)` });
      // The broken photo is replaced once the browser has failed to load it.
      await expect.poll(() => letter.count(), POLL).toBe(1);
      expect(await letter.textContent()).toBe(p.name.charAt(0).toUpperCase());
      expect(await card.locator('img').count()).toBe(0);
    }
    expect(await cardOf(page, withPhoto.name).getByRole('img', { name: withPhoto.name, exact: true }).count()).toBe(1);
  }

  it('shows at most 3 specialties plus "+N more" and at most 2 event types plus "+N" on each card', async () => {
    const page = await open('/');
    await expectShown(page, all);
    expect(all.some((p) => p.specialties.length > 3)).toBe(true);
    expect(all.some((p) => p.eventTypes.length > 2)).toBe(true);
    for (const p of all) {
      const card = cardOf(page, p.name);
      const specialties = await card.getByRole('list', { name: 'Specialties' }).getByRole('listitem').allTextContents();
      expect(specialties, p.name).toEqual([
        ...p.specialties.slice(0, 3),
        ...(p.specialties.length > 3 ? [`+${p.specialties.length - 3} more`] : []),
      ]);
      const eventTypes = await card.getByRole('list', { name: 'Event types' }).getByRole('listitem').allTextContents();
      expect(eventTypes, p.name).toEqual([
        ...p.eventTypes.slice(0, 2).map((e) => e.name),
        ...(p.eventTypes.length > 2 ? [`+${p.eventTypes.length - 2}`] : []),
      ]);
    }
  });

  it('fits a 360 px wide screen without horizontal scrolling', async () => {
    for (const path of ['/', '/performers']) {
      const page = await open(path, { viewport: { width: 360, height: 740 } });
      const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
      expect(await scrollWidth(), path).toBeLessThanOrEqual(360);
      await openAdvancedByKeyboard(page);
      expect(await scrollWidth(), `${path} with the advanced filters open`).toBeLessThanOrEqual(360);
    }
  });
});
