// Every form in Chromium: its shortest path through the real wizard to a confirmation with a
// reference number, an axe check (WCAG 2.2 AA) on every step, and the premium the review shows
// as the rate tables give it. Each form is opened at its page on the site (tests/e2e/form-pages.ts).
import { describe, expect, it } from 'vitest';
import { formDefinitions } from '../../forms';
import { isRateSheetId, planVariant } from '../../plans';
import { shortestPath, submit, walk, walkTimeoutMs } from './wizard-steps';
import { answersOf, formPagesForSuite, quotedPremium } from './form-pages';

const { openForm } = formPagesForSuite();

// Walking a whole application (some with each bad value on each step, axe on every step) runs
// past the suite's minute on a busy machine: these take the walks' limit.
describe('every form in Chromium', { timeout: walkTimeoutMs }, () => {
  it.each(formDefinitions.map((d) => [d.formId, d] as const))(
    '%s: the shortest path reaches a confirmation with a reference number, every step accessible',
    async (_formId, definition) => {
      const page = await openForm(definition.formId);
      const path = shortestPath(definition);
      await walk(page, definition, path);
      const premium = page.locator('.review dl:has(dt:text-is("Monthly premium")) dd');
      // A plan without a rate sheet (Reserve Group Life, NexGen child) shows no premium.
      if (isRateSheetId(planVariant(definition.plan.plan, definition.plan.variant)?.rateSheet))
        expect(await premium.first().textContent()).toBe(
          quotedPremium(definition, answersOf(path)),
        );
      else expect(await premium.count()).toBe(0);
      expect(await submit(page)).toMatch(/^MBA-[A-Z0-9]{10}$/);
      await page.context().close();
    },
  );
});
