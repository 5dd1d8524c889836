// The member area's own layout: its navigation, the login modal for a logged-out visitor with
// the way back to the page asked for, and no access without logging in.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword, logInAs, openAccountPage } from './account';
import { axeViolations } from './axe';
import { gotoReady, launchBrowser, openPage } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe('my account layout', () => {
  it('asks a logged-out visitor to log in, then shows the page they asked for', async () => {
    const page = await openPage(browser);
    await gotoReady(page, '/my-account/');
    const dialog = page.locator('dialog[data-modal="auth"]');
    await dialog.getByLabel('Username or e-mail').waitFor();
    expect(await page.getByRole('navigation', { name: 'My account' }).count()).toBe(0);
    await dialog.getByLabel('Username or e-mail').fill('demo.member');
    await dialog.getByLabel('Password').fill(demoPassword);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Hello, Jordan' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/my-account/');
    await page.context().close();
  });

  it('offers the login again, without opening it, to a member logged out on the page', async () => {
    const page = await openPage(browser);
    await logInAs(page, 'demo.member');
    await openAccountPage(page, '/my-account/');
    await page.locator('.site-header').getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('button', { name: 'Log in', exact: true }).first().waitFor();
    expect(await page.getByRole('navigation', { name: 'My account' }).count()).toBe(0);
    expect(await page.locator('dialog[data-modal="auth"][open]').count()).toBe(0);
    await page.context().close();
  });

  it('logs an idle member out of the account page after the warning, hiding the account', async () => {
    const page = await openPage(browser);
    await page.clock.install();
    await logInAs(page, 'demo.member');
    await openAccountPage(page, '/my-account/profile/');
    const warning = page.locator('dialog[data-modal="idle"]');
    await warning.waitFor({ state: 'attached' });
    // The watcher arms its timer once the page has settled (its module loaded on demand, the
    // member's data in): time moved on before that would pass before the timer existed.
    await page.waitForLoadState('networkidle');
    await page.clock.runFor(121_000);
    await warning.locator('h2:text("Are you still there?")').waitFor();
    await page.clock.runFor(61_000);
    await page.locator('[data-page="account-login"]').waitFor();
    expect(await page.getByRole('navigation', { name: 'My account' }).count()).toBe(0);
    expect(await page.locator('[data-form="contact-details"]').count()).toBe(0);
    await page.context().close();
  });

  it("puts an account error first in what needs a member's attention", async () => {
    const page = await openPage(browser);
    await logInAs(page, 'demo.error');
    await openAccountPage(page, '/my-account/');
    const item = page.locator('[data-attention="accountError"]');
    expect(await item.textContent()).toContain('Account under review: please call member services');
    await page.context().close();
  });

  it('tells a member in the grace period that a payment is due', async () => {
    const page = await openPage(browser);
    await logInAs(page, 'demo.grace');
    await openAccountPage(page, '/my-account/');
    expect(await page.getByTestId('member-status').textContent()).toBe('Grace Period');
    expect(await page.locator('[data-attention="paymentDue"]').textContent()).toContain(
      'a premium payment is due',
    );
    await page.context().close();
  });

  it('lists the sections in its navigation, the current one marked, with no axe violation', async () => {
    const page = await openPage(browser);
    await logInAs(page, 'demo.member');
    await page.locator('.site-header').getByRole('link', { name: 'My account' }).click();
    const navigation = page.getByRole('navigation', { name: 'My account' });
    await navigation.waitFor();
    expect(await navigation.locator('a[aria-current="page"]').textContent()).toBe('Overview');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
