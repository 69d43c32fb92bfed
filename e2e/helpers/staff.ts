import type { Page } from 'playwright-core';
import { waitForHydration } from './axe';

/** Signs the page in as the run's admin (an owner) through the real sign-in form, ending on /admin. */
export async function signInAsAdmin(page: Page, baseURL: string, admin: { email: string; password: string }) {
  await page.goto(`${baseURL}/login?returnTo=%2Fadmin`);
  await waitForHydration(page);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(`${baseURL}/admin`);
}
