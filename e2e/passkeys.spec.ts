import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeFailures, waitForHydration } from './helpers/axe';
import { launchBrowser } from './helpers/browser';

const baseURL = inject('baseURL');
const admin = inject('admin');
const NAME = 'E2E laptop';

/**
 * Passkeys end to end: Chromium's virtual authenticator (DevTools protocol) stands in for a
 * phone or laptop with a fingerprint reader, always verifying the user.
 */
describe('staff passkeys', () => {
  let browser: Browser;
  let page: Page;
  let cdp: CDPSession;
  let authenticatorId: string;
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    ({ authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    }));
  });
  afterAll(() => browser?.close());

  const credentials = async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
  const passkeyList = () => page.getByRole('list', { name: 'Your passkeys' });

  async function signInWithPasskey(returnTo: string) {
    await page.goto(`${baseURL}/login?returnTo=${encodeURIComponent(returnTo)}`);
    await waitForHydration(page);
    await expect.poll(() => page.getByRole('heading', { name: 'Staff sign-in' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  }

  it('adds a passkey on the account page after a password sign-in', async () => {
    await page.goto(`${baseURL}/login?returnTo=%2Fadmin%2Faccount`);
    await waitForHydration(page);
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${baseURL}/admin/account`);
    await expect.poll(() => page.getByRole('heading', { name: 'Passkeys' }).count()).toBe(1);
    await expect.poll(() => page.getByText('No passkeys yet.').count()).toBe(1);
    expect(await axeFailures(page), '/admin/account').toEqual([]);

    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Name the passkey' }).count()).toBe(1);
    await page.getByLabel('Passkey name').fill(NAME);
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await expect.poll(() => passkeyList().getByRole('listitem').filter({ hasText: NAME }).count()).toBe(1);
    expect(await passkeyList().getByText('Not used yet').count()).toBe(1);
    const stored = await credentials();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.isResidentCredential).toBe(true);
    expect(stored[0]?.rpId).toBe(new URL(baseURL).hostname);
    // The button fades back from its busy colour: check contrast once the transition is over.
    await expect.poll(() => page.getByRole('button', { name: 'Add a passkey' }).isEnabled()).toBe(true);
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
    expect(await axeFailures(page), '/admin/account with a passkey').toEqual([]);
  });

  it('signs out, then signs in with the passkey alone and reaches the dashboard', async () => {
    await page.goto(`${baseURL}/api/logout`);
    await page.waitForURL(`${baseURL}/`);
    expect((await page.request.get(`${baseURL}/api/auth/user`)).status()).toBe(401);

    await signInWithPasskey('/admin');
    await page.waitForURL(`${baseURL}/admin`);
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome back, Robin' }).count()).toBe(1);
    const me = await page.request.get(`${baseURL}/api/auth/user`);
    expect(await me.json()).toMatchObject({ email: admin.email, isAdmin: true, mfaEnrolled: true });
  });

  it('asks for the passkey after the password: the password alone opens nothing', async () => {
    await page.goto(`${baseURL}/api/logout`);
    await page.goto(`${baseURL}/login?returnTo=%2Fadmin`);
    await waitForHydration(page);
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => page.getByText('Your account signs in with a passkey.').count()).toBe(1);
    expect((await page.request.get(`${baseURL}/api/auth/user`)).status()).toBe(401);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL(`${baseURL}/admin`);
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome back, Robin' }).count()).toBe(1);
  });

  it('removes the passkey after a confirmation; it then no longer signs anyone in', async () => {
    await page.goto(`${baseURL}/admin/account`);
    await expect
      .poll(() =>
        passkeyList()
          .getByText(/^Added .* Last used /)
          .count(),
      )
      .toBe(1);
    await page.getByRole('button', { name: `Remove ${NAME}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this passkey?' });
    await expect.poll(() => dialog.count()).toBe(1);
    expect(await axeFailures(page), 'remove passkey dialog').toEqual([]);
    await dialog.getByRole('button', { name: 'Remove passkey' }).click();
    await expect.poll(() => page.getByText('No passkeys yet.').count()).toBe(1);

    await page.goto(`${baseURL}/api/logout`);
    await page.waitForURL(`${baseURL}/`);
    // The device still holds it, but the server has forgotten it.
    expect(await credentials()).toHaveLength(1);
    await signInWithPasskey('/admin');
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'That passkey was not accepted' }).count())
      .toBe(1);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(errors).toEqual([]);
  });
});
