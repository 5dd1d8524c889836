import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redirects } from '../../site/routes/redirects';
import { baseUrl, gotoReady, launchBrowser, openPage } from './browser';

const legacyFamilies: [string, string][] = [
  ['/faq/how-do-i-pay/', '/faqs-forms/faqs/'],
  ['/news/market-update/', '/get-educated/market-update/'],
  ['/get-educated/item/budgeting-basics/', '/get-educated/budgeting-basics/'],
  ['/insurance-plans/hospital-insurance/over-65/', '/#hospital-plans-no-longer-offered'],
  ['/insurance-plans/ad-and-d/details/', '/insurance-plans/'],
];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe('legacy redirects from the server', () => {
  it.each([
    ...redirects.map((redirect): [string, string] => [redirect.from, redirect.to]),
    ...legacyFamilies,
  ])('%s answers 301 to %s', async (from, to) => {
    const response = await fetch(`${baseUrl()}${from}`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(to);
  });
});

describe('legacy redirects in the browser', () => {
  it.each([
    ['/tricare/', '/insurance-plans/tricare-supplement/'],
    ['/hospital-defense/', '/#hospital-plans-no-longer-offered'],
    ['/quick-step/50-59/', '/campaigns/quick-step/?ageRange=50-59'],
    ['/ad-and-d/', '/insurance-plans/'],
  ])('client navigation to %s lands on %s', async (from, to) => {
    const page = await openPage(browser);
    await gotoReady(page, '/about/');
    await page.evaluate((target) => {
      window.history.pushState({}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, from);
    await page.waitForURL((url) => `${url.pathname}${url.search}${url.hash}` === to);
    await page.close();
  });

  it('a Quick Step age path shows the coverage of its age range', async () => {
    const page = await openPage(browser);
    await page.goto('/quick-step/40-49/');
    await page.waitForURL('**/campaigns/quick-step/?ageRange=40-49');
    await page.waitForSelector('html[data-hydrated]');
    expect(await page.locator('[data-testid="age-range"]').textContent()).toBe(
      'At ages 40 to 49 you can apply for up to $150,000 of coverage.',
    );
    await page.close();
  });
});

describe('retired hospital plans', () => {
  it('land on the home page with the notice that says they are no longer offered', async () => {
    const page = await openPage(browser);
    await gotoReady(page, '/');
    const notice = page.getByRole('note').filter({ hasText: 'no longer offered' });
    expect(await notice.isVisible()).toBe(false);
    await page.goto(`${baseUrl()}/insurance-plans/hospital-indemnity/`);
    await page.waitForURL((url) => url.pathname === '/' && url.hash !== '');
    await notice.waitFor();
    expect(await notice.getByRole('link', { name: '800-555-0100' }).count()).toBe(1);
    await page.close();
  });
});
