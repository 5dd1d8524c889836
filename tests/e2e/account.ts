// The member area's browser tests: a demo member logged in, an account page open and ready.
import type { Page } from 'playwright-core';
import { gotoReady } from './browser';

export const demoPassword = 'Member#2025';

/** Logs `username` in on the login page; the header greets them once it is done. */
export async function logInAs(page: Page, username: string): Promise<void> {
  await gotoReady(page, '/login/');
  await page.getByLabel('Username or e-mail').fill(username);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.locator('.account-controls__greeting').waitFor();
}

/** Logs `username` in with the header's Log in, on the page that is open: the page stays. */
export async function logInFromHeader(page: Page, username: string): Promise<void> {
  await page.locator('.site-header').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username or e-mail').fill(username);
  await dialog.getByLabel('Password').fill(demoPassword);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Opens an account page for the logged-in member and waits for its navigation and heading. */
export async function openAccountPage(page: Page, path: string): Promise<void> {
  await gotoReady(page, path);
  await page.getByRole('navigation', { name: 'My account' }).waitFor();
  await page.locator('h1').waitFor();
}
