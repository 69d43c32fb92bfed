import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeFailures, waitForHydration } from './helpers/axe';
import { launchBrowser } from './helpers/browser';
import { waitForMail } from './helpers/mail';

const baseURL = inject('baseURL');
const admin = inject('admin');
const mailDir = inject('mailDir');
const NAME = 'Paloma Portalia';
const EMAIL = 'paloma.portalia@example.test';
const PHONE = { width: 390, height: 844 };

/**
 * Decision 033, staff side, on a phone: a performer's staff-only contact is entered in the form,
 * she is invited to the portal by e-mail, and the row says so; staff then end her access.
 */
describe('performer portal access, from the staff form', () => {
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: PHONE })).newPage();
    page.on('pageerror', (e) => errors.push(e.message));
  });
  afterAll(() => browser?.close());

  const row = () => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: NAME }) });

  it('creates a performer with an e-mail address in the Contact group', async () => {
    await page.goto(`${baseURL}/login?returnTo=%2Fadmin%2Fperformers`);
    await waitForHydration(page);
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${baseURL}/admin/performers`);
    await expect.poll(() => page.getByRole('heading', { name: 'Manage Performers' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Add New Performer' }).click();
    const dialog = page.getByRole('dialog');
    const contact = dialog.getByRole('group', { name: 'Contact (staff only)', exact: true });
    await expect.poll(() => contact.count()).toBe(1);
    await dialog.getByLabel('Name', { exact: true }).fill(NAME);
    await contact.getByLabel('E-mail').fill('not an address');
    await dialog.getByRole('button', { name: 'Create Performer' }).click();
    await expect.poll(() => contact.getByText('Enter a valid e-mail address').count()).toBe(1);
    expect(await axeFailures(page), 'performer dialog with a field error').toEqual([]);

    await contact.getByLabel('E-mail').fill(EMAIL);
    await contact.getByLabel('Language').selectOption('es');
    expect(await contact.getByLabel('Commission %').getAttribute('placeholder')).toBe('Default (25%)');
    await dialog.getByRole('button', { name: 'Create Performer' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => row().count()).toBe(1);
    expect(await row().getByText('Not invited', { exact: true }).count()).toBe(1);
  });

  it('invites her to the portal: the toast names the address, the e-mail carries the link, the row says Invited', async () => {
    await row()
      .getByRole('button', { name: `Invite to portal: ${NAME}` })
      .click();
    await expect.poll(() => page.locator('[data-toast]').getByText(`Invitation sent to ${EMAIL}`).count()).toBe(1);
    await expect.poll(() => row().getByText('Invited', { exact: true }).count()).toBe(1);
    const mail = await waitForMail(mailDir, (m) => m.to !== undefined && JSON.stringify(m.to).includes(EMAIL));
    expect(mail.text).toMatch(/\/portal\/join#[A-Za-z0-9_-]{43}/);
    expect(await axeFailures(page), '/admin/performers with an invited performer').toEqual([]);
  });

  it('ends her access after asking', async () => {
    await row()
      .getByRole('button', { name: `End portal access for ${NAME}` })
      .click();
    const ask = page.getByRole('dialog', { name: `End portal access for ${NAME}?` });
    await expect.poll(() => ask.count()).toBe(1);
    await ask.getByRole('button', { name: 'End access' }).click();
    await expect.poll(() => row().getByText('Not invited', { exact: true }).count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
