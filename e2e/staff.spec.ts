import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeFailures, waitForHydration } from './helpers/axe';
import { launchBrowser } from './helpers/browser';
import { waitForMail } from './helpers/mail';
import { signInAsAdmin } from './helpers/staff';

const baseURL = inject('baseURL');
const admin = inject('admin');
const mailDir = inject('mailDir');
const AGENT = 'new.agent@example.test';
const PHONE = { width: 390, height: 844 };

/** The owner invites an agent by e-mail; the agent accepts on a phone; the owner then removes access. */
describe('staff invitations, from the e-mail to the admin', () => {
  let browser: Browser;
  let owner: Page;
  let agent: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await (await browser.newContext({ viewport: PHONE })).newPage();
    agent = await (await browser.newContext({ viewport: PHONE })).newPage();
  });
  afterAll(() => browser?.close());

  it('lets the owner invite someone from /admin/staff', async () => {
    await signInAsAdmin(owner, baseURL, admin);
    await owner.getByRole('link', { name: /^Staff/ }).click();
    await expect.poll(() => owner.getByRole('heading', { name: 'Staff', exact: true }).count()).toBe(1);
    await expect.poll(() => owner.getByRole('list', { name: 'People with access' }).count()).toBe(1);
    expect(await owner.getByRole('list', { name: 'People with access' }).getByText('You').count()).toBe(1);

    await owner.getByRole('button', { name: 'Send invitation' }).click();
    await expect.poll(() => owner.getByText('Enter an e-mail address').count()).toBe(1);
    // By keyboard: the address, then the role, then the button, in that order.
    await owner.getByLabel('E-mail').fill(AGENT);
    await owner.keyboard.press('Tab');
    expect(await owner.evaluate(() => document.activeElement?.tagName)).toBe('SELECT');
    await owner.keyboard.press('Tab');
    expect(await owner.evaluate(() => document.activeElement?.textContent)).toBe('Send invitation');
    await owner.keyboard.press('Enter');
    await expect.poll(() => owner.getByRole('list', { name: 'Invitations waiting' }).getByText(AGENT).count()).toBe(1);
    expect(await axeFailures(owner), '/admin/staff').toEqual([]);
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  it('takes the invited person from the e-mail link to the admin, signed in as an agent', async () => {
    const mail = await waitForMail(mailDir, (m) => m.subject?.includes('invites you to the') === true);
    const link = mail.text?.match(/http\S+\/invitation#[A-Za-z0-9_-]{43}/)?.[0];
    expect(link).toBeDefined();
    // A link cut short by a mail app says so, rather than failing later.
    await agent.goto((link ?? '').slice(0, -5));
    await expect.poll(() => agent.getByText('The invitation link is incomplete.', { exact: false }).count()).toBe(1);
    await agent.goto(link ?? '');
    await agent.reload();
    await expect.poll(() => agent.getByRole('heading', { name: 'Join the staff' }).count()).toBe(1);
    await expect.poll(() => agent.getByText(AGENT).count()).toBe(1);
    await waitForHydration(agent);
    expect(await axeFailures(agent), '/invitation').toEqual([]);
    expect(await agent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await agent.getByLabel('First name').fill('Nia');
    await agent.getByLabel('Password (12 characters or more)').fill('nia password 12345');
    await agent.getByLabel('Password again').fill('nia password 1234');
    await agent.getByRole('button', { name: 'Create my account' }).click();
    await expect.poll(() => agent.getByText('The two passwords are not the same').count()).toBe(1);
    await agent.getByLabel('Password again').fill('nia password 12345');
    await agent.getByRole('button', { name: 'Create my account' }).click();
    await agent.waitForURL(`${baseURL}/admin`);
    await expect.poll(() => agent.getByRole('heading', { name: 'Welcome back, Nia' }).count()).toBe(1);
    expect(await agent.getByText('Agent', { exact: true }).count()).toBe(1);
    // No Staff card for an agent, and the page itself says it is the owners'.
    expect(await agent.getByRole('link', { name: /^Staff/ }).count()).toBe(0);
    await agent.goto(`${baseURL}/admin/staff`);
    await expect.poll(() => agent.getByText('Only an owner can invite staff').count()).toBe(1);
  });

  it('shows an agent the rating read-only, saying where ratings come from', async () => {
    await agent.goto(`${baseURL}/admin/performers`);
    await agent
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    const rating = agent.getByRole('dialog').getByLabel('Rating (1-5)');
    await expect.poll(() => rating.count()).toBe(1);
    expect(await rating.getAttribute('readonly')).not.toBeNull();
    expect(
      await agent
        .getByRole('dialog')
        .getByText(/only an owner can change it/)
        .count(),
    ).toBe(1);
  });

  it('lets the owner remove access, which signs the agent out at once', async () => {
    await owner.reload();
    const people = owner.getByRole('list', { name: 'People with access' });
    await expect.poll(() => people.getByText(AGENT).count()).toBe(1);
    await owner.getByRole('button', { name: 'Remove access for Nia' }).click();
    await owner.getByRole('dialog').getByRole('button', { name: 'Remove access' }).click();
    await expect.poll(() => people.getByText(AGENT).count()).toBe(0);
    await agent.goto(`${baseURL}/admin`);
    await expect.poll(() => agent.getByRole('button', { name: 'Login as Admin' }).count()).toBe(1);
  });
});
