// Legal Plans in the real site: the /legalplans/ page presents the plan at its one price and
// leads to the enrollment, accessible at 375 and 1280 px; the enrollment goes by its shortest
// path to a confirmation on a phone, axe on every step, showing the price from the catalogue
// and carrying it in each analytics item as the payment amount.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { gotoReady, launchBrowser, openPage } from './browser';
import { submit, walkOnAPhone, walkTimeoutMs } from './wizard-steps';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

const enrollment = '/metlife-legal-plans-online-enrollment/';

describe('Legal Plans', () => {
  it('presents the plan and its price on /legalplans/ and links the enrollment', async () => {
    const page = await openPage(browser, 1280, 800);
    await gotoReady(page, '/legalplans/');
    expect(await page.locator('h1').textContent()).toBe('Legal Plans');
    expect(await page.locator('.plan-details').textContent()).toContain(
      'One payment of $277.20 every 12 months.',
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Apply for Legal Plans' }).click();
    await page.waitForURL(`**${enrollment}`);
    await page.locator('.form-wizard h1').waitFor();
    await page.close();
  });

  it(
    'enrolls by the shortest path at 375 px, at the price of the catalogue',
    async () => {
      const page = await walkOnAPhone(browser, 'legal-plans-enrollment');
      expect(await page.locator('.review').textContent()).toContain('$277.20 every 12 months');
      expect(await page.locator('#review-premium').count()).toBe(0);
      expect(await submit(page)).toMatch(/^MBA-[A-Z0-9]{10}$/);
      const items = await page.evaluate(() =>
        ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [])
          .filter((entry) => entry.event === 'ecommerce')
          .map((entry) => entry.ecommerce as Record<string, unknown>),
      );
      expect(items.at(-1)?.step).toBe('submitted');
      for (const item of items) {
        expect(item).toMatchObject({ formId: 'legal-plans-enrollment', paymentAmount: 277.2 });
        expect(item).not.toHaveProperty('premium');
      }
      await page.context().close();
    },
    walkTimeoutMs,
  );
});
