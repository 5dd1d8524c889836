import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { gotoReady, launchBrowser, openPage } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

const inElection = new Date('2025-08-01T12:00:00-04:00');

/** The home page in the election window, with the titled top alert hidden so the banner shows. */
async function bannerPage(width = 1280): Promise<Page> {
  const page = await openPage(browser, width, 800);
  await page.clock.setFixedTime(inElection);
  await gotoReady(page, '/');
  await page.locator('[data-testid="top-alert"]').waitFor();
  await page.getByRole('button', { name: 'Hide announcement' }).click();
  await page.locator('[data-testid="ballot-banner"]').waitFor();
  return page;
}

/** The notice is only in the page from its first opening on: absent counts as closed. */
async function isOpen(page: Page): Promise<boolean> {
  const dialog = page.locator('dialog[data-modal="ballot-notice"]');
  if ((await dialog.count()) === 0) return false;
  return dialog.evaluate((element) => (element as HTMLDialogElement).open);
}

describe('ballot notice modal', () => {
  it('opens from the banner, traps focus, and closing it hides the ballot alert for the day', async () => {
    const page = await bannerPage();
    const banner = page.locator('[data-testid="ballot-banner"]');
    await banner.getByRole('button', { name: 'About the election' }).click();
    const dialog = page.locator('dialog[data-modal="ballot-notice"]');
    await dialog
      .getByRole('heading', { name: 'Vote for the association’s Director Nominees' })
      .waitFor();
    expect(await isOpen(page)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Log in to vote');
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => document.activeElement?.closest('dialog')?.dataset.modal),
      ).toBe('ballot-notice');
    }
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await isOpen(page)).toBe(false);
    expect(await banner.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await gotoReady(page, '/');
    await page.getByRole('button', { name: 'Hide announcement' }).click();
    expect(await banner.count()).toBe(0);
    expect(await isOpen(page)).toBe(false);
    await page.context().close();
  });

  it('leads from the notice to the login modal to vote', async () => {
    const page = await bannerPage(375);
    const banner = page.locator('[data-testid="ballot-banner"]');
    await banner.getByRole('button', { name: 'About the election' }).click();
    const dialog = page.locator('dialog[data-modal="ballot-notice"]');
    await dialog.getByRole('button', { name: 'Log in to vote' }).click();
    expect(await isOpen(page)).toBe(false);
    const login = page.locator('dialog[data-modal="auth"]');
    await login.getByLabel('Username or e-mail').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(
      'username',
    );
    await login.getByLabel('Username or e-mail').fill('demo.member');
    await login.getByLabel('Password').fill('Member#2025');
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.locator('.account-controls__greeting').waitFor();
    expect(await banner.count()).toBe(0);
    await page.context().close();
  });

  it('is never offered outside the election window', async () => {
    const page = await openPage(browser);
    await page.clock.setFixedTime(new Date('2025-11-01T12:00:00-04:00'));
    await gotoReady(page, '/');
    await page.getByRole('button', { name: 'Hide announcement' }).click();
    expect(await page.getByRole('button', { name: 'About the election' }).count()).toBe(0);
    await page.context().close();
  });
});

/**
 * The window staff saved reaches the banner with the alert each page carries (the server side is
 * held by server/api/staff/settings.test.ts); here the page's answer is rewritten to a moved one.
 */
describe('ballot banner with the election window staff moved', () => {
  const moved = {
    timeZone: 'America/New_York',
    start: '2026-11-01T00:00',
    end: '2026-12-01T00:00',
    meeting: '2026-12-01T10:00',
    annualMeeting: 69,
  };

  async function withMovedElection(at: Date): Promise<Page> {
    const page = await openPage(browser, 1280, 800);
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          /("election":)\{[^}]*\}/,
          (_all, key: string) => key + JSON.stringify(moved),
        );
        await route.fulfill({ response, body: html });
      },
    );
    await page.clock.setFixedTime(at);
    await gotoReady(page, '/');
    await page.getByRole('button', { name: 'Hide announcement' }).click();
    return page;
  }

  it('shows inside the moved window, with its dates in the notice', async () => {
    const page = await withMovedElection(new Date('2026-11-26T12:00:00-05:00'));
    const banner = page.locator('[data-testid="ballot-banner"]');
    await banner.getByRole('button', { name: 'About the election' }).click();
    const dialog = page.locator('dialog[data-modal="ballot-notice"]');
    await dialog.getByText('Voting is open until the end of November 30, 2026.').waitFor();
    expect(await dialog.textContent()).toContain('69th annual meeting on December 1, 2026');
    await page.context().close();
  });

  it('is not offered in the configured window once staff moved it', async () => {
    const page = await withMovedElection(inElection);
    await page.locator('[data-testid="top-alert"]').waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'About the election' }).count()).toBe(0);
    await page.context().close();
  });
});
