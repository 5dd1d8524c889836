// An application of each plan family completed by keyboard alone, in the real site on a phone
// (375 px): from its route to the confirmation by its shortest step path with Tab, Shift+Tab,
// Space, Enter, arrow keys and typing, no mouse (WCAG 2.1.1). Of each family, the form whose
// shortest path is shortest (fewest steps; the first in the catalogue's order on a tie).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formDefinitions } from '../../forms';
import { launchBrowser, openPage } from './browser';
import { submitByKeyboard, walkByKeyboard } from './keyboard-walk';
import { shortestPath, walkTimeoutMs } from './wizard-steps';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** The plan families; NexGen's two plans share one family, its adult plan walked for it. */
const families = [
  'term-90-plus',
  'level-term',
  'national-guard',
  'nexgen-adult',
  'reserve-group-life',
  'tricare-supplement',
  'legal-plans',
];

const shortestOfFamily = families.map((family) => {
  const walks = formDefinitions
    .filter((definition) => definition.plan.plan === family)
    .map((definition) => ({ definition, path: shortestPath(definition) }));
  const shortest = walks.reduce((a, b) => (b.path.events.length < a.path.events.length ? b : a));
  return [family, shortest.definition.formId, shortest] as const;
});

describe('an application by keyboard alone', () => {
  it.each(shortestOfFamily)(
    '%s: %s goes from its route to the confirmation at 375 px',
    async (_family, _formId, { definition, path }) => {
      const page = await openPage(browser, 375, 800);
      // An application page starts the app at once: no pointer needed to wake it.
      await page.goto(definition.route);
      await page.waitForSelector('html[data-hydrated]');
      await page.locator('.form-wizard h1').waitFor();
      await walkByKeyboard(page, definition, path);
      expect(await submitByKeyboard(page)).toMatch(/^MBA-[A-Z0-9]{10}$/);
      await page.context().close();
    },
    walkTimeoutMs,
  );
});
