import type { Browser } from 'playwright-core';
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

describe('Term 90 Plus dynamic application', () => {
  it('prerenders the entry page and serves the application from the client shell', async () => {
    const entry = await fetch(`${baseUrl()}/term90dynamicappentry/`);
    expect(entry.status).toBe(200);
    const html = await entry.text();
    expect(html).toContain('Term 90 Plus applications</h1>');
    expect(html).toContain('href="/term90dynamicapp/?form=sponsored-spouse"');
    const app = await fetch(`${baseUrl()}/term90dynamicapp/?form=standard`);
    expect(app.status).toBe(200);
  });

  it('opens the chosen form in the bare layout and works to its first Continue', async () => {
    const page = await openPage(browser);
    await gotoReady(page, '/term90dynamicappentry/');
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('main').getByRole('link', { name: 'Term 90 Plus', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/term90dynamicapp/');
    expect(new URL(page.url()).searchParams.get('form')).toBe('standard');
    await page.locator('.form-wizard').waitFor();
    expect(await page.locator('[data-layout="bare"]').count()).toBe(1);
    expect(await page.locator('.site-header, .site-footer').count()).toBe(0);
    expect(await page.locator('h1').textContent()).toBe('Eligibility');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Retired').check();
    await page.getByLabel('Branch of service').selectOption({ label: 'U.S. Army' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(async () => page.locator('h1').textContent()).not.toBe('Eligibility');
    await page.close();
  });

  it('loads a form directly, and sends an unknown form back to the choice', async () => {
    const page = await openPage(browser);
    await page.goto('/term90dynamicapp/?form=federal-civilian-spouse');
    await page.locator('.form-wizard').waitFor();
    expect(await page.locator('[data-layout="bare"]').count()).toBe(1);
    await page.goto('/term90dynamicapp/?form=no-such-form');
    await page.waitForURL((url) => url.pathname === '/term90dynamicappentry/');
    await page.locator('h1', { hasText: 'Term 90 Plus applications' }).waitFor();
    await page.close();
  });
});
