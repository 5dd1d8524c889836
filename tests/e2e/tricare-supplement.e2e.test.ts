// TRICARE Supplement enrollment in the real site: reached from the plan's landing page, its
// campaign and /apply-tricare-insurance/; on a phone it goes by its shortest path to a
// confirmation, axe on every step, a family member added in the list of people to cover.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoReady, launchBrowser, openPage } from './browser';
import { expectAccessible, heading, submit, walkOnAPhone, walkTimeoutMs } from './wizard-steps';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

const route = '/insurance-plans/tricare-supplement/apply/enrollment/';

describe('TRICARE Supplement enrollment', () => {
  it.each(['/insurance-plans/tricare-supplement/', '/campaigns/tricare/'])(
    'is linked from %s',
    async (path) => {
      const page = await openPage(browser);
      await gotoReady(page, path);
      expect(
        await page.getByRole('link', { name: 'Apply for TRICARE Supplement' }).getAttribute('href'),
      ).toBe(route);
      await page.close();
    },
  );

  it(
    'goes by its shortest path to a confirmation at 375 px, a family member covered',
    async () => {
      const page = await walkOnAPhone(browser, 'tricare-supplement-enrollment');
      // One answer per person, each choice by its label (Spouse, not spouse).
      expect(await page.locator('.review').textContent()).toMatch(/Family member 1Spouse, /);
      // The list with its person in it, accessible too, and back to the review.
      await page.getByRole('button', { name: 'Edit People to cover' }).click();
      await expect.poll(() => heading(page)).toBe('People to cover');
      expect(await page.locator('#root_covered_people_0_firstName').inputValue()).not.toBe('');
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect.poll(() => heading(page)).toBe('Review your application');
      expect(await submit(page)).toMatch(/^MBA-[A-Z0-9]{10}$/);
      await page.context().close();
    },
    walkTimeoutMs,
  );
});
