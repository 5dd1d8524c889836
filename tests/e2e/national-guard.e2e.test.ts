// A National Guard member covering a spouse and children sees each premium itemised on the review,
// on a phone. Each application's walk to its confirmation, and each Quick Step's continuation into
// its full application, is in form-walks.e2e.test.ts.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runtimeForm, stepPaths } from '../../engine';
import { formById, plansRules } from '../../forms';
import { launchBrowser, openPage, gotoReady } from './browser';
import { heading, pathContext, walk, walkTimeoutMs } from './wizard-steps';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe('the National Guard applications', () => {
  it(
    "itemises the member's, the spouse's and each child's premium on the review",
    async () => {
      const definition = formById('national-guard-member');
      if (!definition) throw new Error('no National Guard member form');
      const paths = stepPaths(runtimeForm(definition, plansRules), pathContext);
      const shortestWith = (stepId: string) =>
        paths
          .filter((p) => p.steps.includes(stepId))
          .reduce((a, b) => (b.events.length < a.events.length ? b : a));
      // The generated paths cover the spouse and the children apart (steps, not answers, tell
      // paths apart): join them, answering yes to both on the family step.
      const withChildren = shortestWith('child-2');
      const withSpouse = shortestWith('spouse-coverage');
      const at = withChildren.steps.indexOf('family');
      const family = withChildren.events[at];
      const spouse = withSpouse.events[withSpouse.steps.indexOf('spouse-coverage')];
      if (family?.type !== 'NEXT' || !spouse) throw new Error('no family and spouse answers');
      const familyAnswers = { ...family, data: { family: { spouse: '1', children: '1' } } };
      const path = {
        ...withChildren,
        events: [
          ...withChildren.events.slice(0, at),
          familyAnswers,
          spouse,
          ...withChildren.events.slice(at + 1),
        ],
      };
      const page = await openPage(browser, 375, 800);
      await gotoReady(page, definition.route);
      await page.locator('.form-wizard h1').waitFor();
      await walk(page, definition, path);
      expect(await heading(page)).toBe('Review your application');
      const premium = await page.locator('#review-premium + dl').innerText();
      for (const label of [
        'Your monthly premium',
        'Your spouse: monthly premium',
        'Child 1: monthly premium',
        'Child 2: monthly premium',
        'Total monthly premium',
      ])
        expect(premium).toContain(label);
      await page.context().close();
    },
    walkTimeoutMs,
  );
});
