// The four Level Term applications in the real site, on a phone: each from its route to the
// confirmation by its shortest step path, accessible (axe) on every step, the review and the
// confirmation, at 375 px.
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

const formIds = [
  'level-term-member',
  'level-term-spouse',
  'level-term-federal-civilian',
  'level-term-federal-civilian-spouse',
];

describe('the Level Term applications', () => {
  it.each(formIds)('%s: goes by its shortest path to a confirmation at 375 px', async (formId) => {
    const page = await walkOnAPhone(browser, formId);
    expect(await submit(page)).toMatch(/^MBA-[A-Z0-9]{10}$/);
    await page.context().close();
  });
});
