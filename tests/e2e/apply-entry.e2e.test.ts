import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { baseUrl, gotoReady, launchBrowser, openPage } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

async function answer(page: Page, existingOrNew: RegExp, state: string): Promise<void> {
  await page.getByRole('radio', { name: existingOrNew }).check();
  await page.getByLabel('State where you live').selectOption({ label: state });
  await page.getByRole('button', { name: 'Show the plans I can apply for' }).click();
}

describe('apply entry pages', () => {
  it('are prerendered with their questions in the first HTML', async () => {
    for (const path of [
      '/apply-insurance/',
      '/apply-term-90-plus-insurance/',
      '/apply-federal-civilian-term-90-plus-insurance/',
      '/apply-level-term-insurance/',
      '/apply-tricare-insurance/',
    ]) {
      const response = await fetch(`${baseUrl()}${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain('<h1');
      expect(html, path).toContain('Are you already a member of the association?');
      expect(html, path).toContain('id="page-data"');
    }
  });

  it('asks both questions before showing any plan', async () => {
    const page = await openPage(browser);
    await gotoReady(page, '/apply-insurance/');
    await page.getByRole('button', { name: 'Show the plans I can apply for' }).click();
    expect(await page.locator('.field__error').allTextContents()).toEqual([
      'This field is required',
      'This field is required',
    ]);
    expect(await page.locator('.apply-results').count()).toBe(0);
    // The first unanswered question takes focus.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(
      'existingOrNew',
    );
    await page.close();
  });

  it('shows a new visitor the plans sold in their state and leads to the application', async () => {
    const page = await openPage(browser);
    await gotoReady(page, '/apply-insurance/');
    await answer(page, /new to the association/, 'Virginia');
    const results = page.locator('.apply-results');
    await results.waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('apply-results-heading');
    expect(await page.locator('[data-testid="apply-login-offer"]').count()).toBe(0);
    expect(await results.locator('h3').allTextContents()).toEqual([
      'Level Term',
      'NexGen Adult Former Dependent',
      'NexGen Dependent Term',
      'Reserve Group Life',
      'Term 90 Plus',
      'Federal Civilian Term 90 Plus',
      'TRICARE Supplement',
    ]);
    // Each plan's summary has its figures filled in: no template text such as {coverage}.
    expect(await results.innerText()).not.toMatch(/\{\{?\s*[A-Za-z_][\w.]*\s*\}/);
    expect(await results.innerText()).toMatch(/\$\d{1,3}(,\d{3})+/);
    expect(await axeViolations(page)).toEqual([]);
    await results
      .getByRole('link', { name: 'Apply for Term 90 Plus for a sponsored spouse' })
      .click();
    await page.waitForURL(
      (url) => url.pathname === '/insurance-plans/term-90-plus/apply/sponsored-spouse/',
    );
    await page.locator('.form-wizard').waitFor();
    await page.close();
  });

  it("gives the spec's message where the plan is not sold", async () => {
    const page = await openPage(browser);
    await gotoReady(page, '/apply-term-90-plus-insurance/');
    await answer(page, /new to the association/, 'Oregon');
    const message = page.locator('[data-testid="state-not-offered"]');
    await message.waitFor();
    expect(await message.textContent()).toBe(
      'Sorry, but we currently do not provide this service in your state',
    );
    expect(await page.locator('.apply-results a').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('offers an existing member to log in first, comes back with the answers, or lets them go on', async () => {
    const page = await openPage(browser);
    await gotoReady(page, '/apply-federal-civilian-term-90-plus-insurance/');
    await answer(page, /I am a member/, 'Texas');
    const offer = page.locator('[data-testid="apply-login-offer"]');
    await offer.waitFor();
    const links = page.locator('.apply-results').getByRole('link', { name: /^Apply for/ });
    expect(await links.allTextContents()).toEqual([
      'Apply for Federal Civilian Term 90 Plus',
      'Apply for Federal Civilian Term 90 Plus for a spouse',
      'Apply for Federal Civilian Term 90 Plus Quick Step',
    ]);
    await offer.getByRole('button', { name: 'Log in first' }).click();
    const dialog = page.locator('dialog[data-modal="auth"]');
    await dialog.getByLabel('Username or e-mail').fill('demo.member');
    await dialog.getByLabel('Password').fill('Member#2025');
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.locator('.account-controls__greeting').waitFor();
    expect(new URL(page.url()).pathname).toBe('/apply-federal-civilian-term-90-plus-insurance/');
    expect(await offer.count()).toBe(0);
    expect(await links.count()).toBe(3);
    await page.context().close();
  });
});
