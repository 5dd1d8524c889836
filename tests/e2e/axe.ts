// axe-core on the page as it is now, at the phone and desktop widths of the accessibility suite.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

/** One of axe's findings: a rule broken, with the elements that break it. */
type AxeViolation = Result;

/** The rules checked everywhere: WCAG 2.0 to 2.2, levels A and AA. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// axe-core's browser build, as its documentation has it injected into the page under test.
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * What axe.run is asked: the WCAG rules, with the details of violations only. Passes and
 * inapplicable rules are not wanted, and building and carrying their node lists back cost a run
 * as much as the checks (measured: about 0.3 s a run, against 1.2 s for @axe-core/playwright's
 * analyze, which also injects axe-core anew each time).
 */
const runOptions: RunOptions = {
  runOnly: { type: 'tag', values: wcagTags },
  resultTypes: ['violations'],
};

interface AxeInPage {
  run(context: Document, options: RunOptions): Promise<AxeResults>;
  configure(spec: { allowedOrigins: string[] }): void;
}

// What the injected axe-core sets on the page's window (the functions below run in the page).
declare global {
  interface Window {
    axe?: AxeInPage;
  }
}

/**
 * axe-core in every frame of the page that lacks it (a document keeps it: a wizard's steps are
 * one document). The frames answer the page's axe whatever their origin, as the studio's preview
 * of the site's wizard is on another port.
 */
async function injectAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    if (await frame.evaluate(() => 'axe' in window)) continue;
    await frame.evaluate(axeSource);
    await frame.evaluate(() => {
      window.axe?.configure({ allowedOrigins: ['<unsafe_all_origins>'] });
    });
  }
}

/** axe-core's WCAG 2.2 AA violations on the page as it is now, its frames included. */
export async function axeViolationsNow(page: Page): Promise<AxeViolation[]> {
  await injectAxe(page);
  return page.evaluate(async (options) => {
    if (!window.axe) throw new Error('axe-core did not load in the page');
    return (await window.axe.run(document, options)).violations;
  }, runOptions);
}

/**
 * Ids given to more than one element: axe no longer reports them (WCAG 2.2 dropped 4.1.1), but a
 * label, hint or error tied to a repeated id can name the wrong element.
 */
export function duplicateIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = new Map<string, number>();
    for (const element of document.querySelectorAll('[id]'))
      seen.set(element.id, (seen.get(element.id) ?? 0) + 1);
    return [...seen].filter(([, count]) => count > 1).map(([id]) => id);
  });
}

/** WCAG 2.2 AA violations at 375 and 1280 px, as "<width> px: <rule id>". */
export async function axeViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    found.push(
      ...(await axeViolationsNow(page)).map((violation) => `${width} px: ${violation.id}`),
    );
  }
  found.push(...(await duplicateIds(page)).map((id) => `duplicate id: ${id}`));
  return found;
}
