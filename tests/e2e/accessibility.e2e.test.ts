import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../../site/routes/routeTable';
import { gotoReady, launchBrowser, openPage } from './browser';

const shots = resolve(import.meta.dirname, '../../test-results/screenshots');

/** Every registered route, with sample values for its parameters, plus the 404 page. */
const paths = [
  ...routeTable
    .filter((entry) => entry.page !== 'apply')
    .map((entry) =>
      entry.path
        .replace(':formId', 'term-90-plus-standard')
        .replace(':slug', 'jane-doe')
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

describe.concurrent.each([375, 1280])('axe-core at %i px', (width) => {
  it('finds no WCAG 2.2 AA violation on any registered route', async () => {
    const page = await openPage(browser, width, 800);
    const failures: string[] = [];
    for (const path of paths) {
      await gotoReady(page, path);
      await settled(page);
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      for (const violation of results.violations) {
        failures.push(
          `${path}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
        );
      }
    }
    expect(failures).toEqual([]);
    await page.close();
  }, 240_000);
});

describe('screenshots', () => {
  it.each([375, 1440])('of the home page and a plan page at %i px', async (width) => {
    const page = await openPage(browser, width, 900);
    for (const [name, path] of [
      ['home', '/'],
      ['term-90-plus', '/insurance-plans/term-90-plus/'],
    ]) {
      await gotoReady(page, path ?? '/');
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: resolve(shots, `${name}-${width}.png`), fullPage: true });
    }
    await page.close();
  });
});
