// The two Reserve Group Life applications in the real site, on a phone: each from its route to
// the confirmation by its shortest step path, accessible (axe) on every step, the review and the
// confirmation, at 375 px. The plan has no rate sheet: no premium is shown anywhere.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { submit, walkOnAPhone } from './wizard-steps';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

const formIds = ['reserve-group-life-member', 'reserve-group-life-quick-step'];

describe('the Reserve Group Life applications', () => {
  it.each(formIds)('%s: goes by its shortest path to a confirmation at 375 px', async (formId) => {
    const page = await walkOnAPhone(browser, formId);
    expect(await page.locator('.premium, #review-premium').allTextContents()).toEqual([]);
    expect(await submit(page)).toMatch(/^MBA-[A-Z0-9]{10}$/);
    await page.context().close();
  });
});
