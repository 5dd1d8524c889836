// The four Level Term applications in the real site, on a phone: each from its route to the
// confirmation by its shortest step path, accessible (axe) on every step, the review and the
// confirmation, at 375 px.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formById } from '../../forms';
import { gotoReady, launchBrowser, openPage } from './browser';
import { shortestPath, submit, walk } from './wizard-steps';

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
    const definition = formById(formId);
    if (!definition) throw new Error(`no form ${formId}`);
    const page = await openPage(browser, 375, 800);
    await gotoReady(page, definition.route);
    await page.locator('.form-wizard h1').waitFor();
    await walk(page, definition, shortestPath(definition));
    expect(await submit(page)).toMatch(/^MBA-[A-Z0-9]{10}$/);
    await page.context().close();
  });
});
