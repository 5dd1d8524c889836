import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../../site/routes/route-table';
import { routesToCheck } from '../browser-coverage';
import { axeViolationsNow, duplicateIds } from './axe';
import { gotoReady, launchBrowser, openPage } from './browser';

const shots = resolve(import.meta.dirname, '../../test-results/screenshots');

/**
 * A route of each page template (every registered route in an exhaustive run), with sample values
 * for its parameters, plus the 404 page and an application's first step. Every prerendered page's
 * own words are checked in a DOM environment (site/prerendered-accessibility.test.ts); each step
 * kind of the applications in form-walks.e2e.test.ts.
 */
const paths = [
  ...routesToCheck(routeTable.filter((entry) => entry.page !== 'apply')).map((entry) =>
    entry.path
      .replace(':formId', 'term-90-plus-standard')
      .replace(':event/:slug', 'marriage/update-your-records')
      .replace(':slug', 'jane-doe')
      .replace(':term', 'life insurance')
      .replace(':data', 'abc123'),
  ),
  '/no-such-page/',
  '/insurance-plans/term-90-plus/apply/standard/',
];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(shots, { recursive: true });
});

afterAll(async () => {
  await browser.close();
});

/** Pages with the standard layout have loaded once the server's alert bar is in. */
async function settled(page: Page): Promise<void> {
  if ((await page.locator('[data-layout="standard"]').count()) === 0) return;
  await page.locator('[data-testid="top-alert"]').waitFor({ timeout: 5_000 });
  if (page.url().includes('/apply/')) await page.locator('.form-wizard').waitFor();
}

const widths = [375, 1280];

/** A page loaded once and checked at both widths (media queries apply on resize). */
async function violationsAt(path: string): Promise<string[]> {
  const page = await openPage(browser, widths[0], 800);
  const failures: string[] = [];
  try {
    await gotoReady(page, path);
    await settled(page);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      for (const violation of await axeViolationsNow(page)) {
        const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
        failures.push(`${path} at ${width} px: ${violation.id} (${targets})`);
      }
    }
    for (const id of await duplicateIds(page)) failures.push(`${path}: duplicate id ${id}`);
  } finally {
    await page.context().close();
  }
  return failures;
}

// One test a route, a few at a time (vitest's maxConcurrency): a slow page on a busy machine
// fails alone and by name, rather than timing out a long list with it.
describe.concurrent('axe-core at 375 and 1280 px', () => {
  it('checks a route of each page template', () => {
    expect(paths.length).toBeGreaterThan(40);
  });

  it.each(paths)(
    'finds no WCAG 2.2 AA violation on %s',
    async (path) => {
      expect(await violationsAt(path)).toEqual([]);
    },
    120_000,
  );
});

describe('screenshots', () => {
  // Kept in test-results/screenshots as the run's artefacts (issue 28): looked at, not compared.
  // What they must show is checked: the page fits the width, with nothing to scroll sideways.
  it.each([375, 1280])(
    'of the home page, a plan page and a wizard step at %i px, each as wide as the screen',
    async (width) => {
      const page = await openPage(browser, width, 900);
      for (const [name, path] of [
        ['home', '/'],
        ['plan-page', '/insurance-plans/term-90-plus/'],
        ['wizard-step', '/insurance-plans/term-90-plus/apply/standard/'],
      ] as const) {
        await gotoReady(page, path);
        await page.waitForLoadState('networkidle');
        if (name === 'wizard-step') await page.locator('.form-wizard h1').waitFor();
        const file = resolve(shots, `${name}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        // A PNG's width is the big-endian number at byte 16 of its header.
        expect(readFileSync(file).readUInt32BE(16), name).toBe(width);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `${name} scrolls sideways`,
        ).toBeLessThanOrEqual(width);
      }
      await page.close();
    },
  );
});
