// Forms in Chromium on a phone: the shortest path through the real wizard to a confirmation with
// a reference number, an axe check (WCAG 2.2 AA, at 375 and 1280 px) on the first step of each
// kind, the review and the confirmation, the premium the review shows as the rate tables give
// it, and a Quick Step's continuation into its full application. Each step kind (the set of
// controls a step is drawn with) and each review kind is walked once, in the fewest forms that
// show them all (tests/browser-coverage.ts); `npm run test:browser:all` walks every form, axe on
// every step. Each form is opened at its page on the site (tests/e2e/form-pages.ts).
import { describe, expect, it } from 'vitest';
import { formById, formDefinitions } from '../../forms';
import { isRateSheetId, planVariant } from '../../plans';
import type { StepDefinition } from '../../engine';
import { exhaustive, formsToWalk, stepKind } from '../browser-coverage';
import { heading, shortestPath, submit, walk, walkTimeoutMs } from './wizard-steps';
import { answersOf, formPagesForSuite, quotedPremium } from './form-pages';

const { openForm } = formPagesForSuite();

// Each step kind is axe-checked on the first step of that kind walked (every step in an
// exhaustive run).
const checkedKinds = new Set<string>();
function firstOfItsKind(step: StepDefinition): boolean {
  if (exhaustive) return true;
  const kind = stepKind(step);
  if (checkedKinds.has(kind)) return false;
  checkedKinds.add(kind);
  return true;
}

// Walking a whole application, axe on every step at two widths, runs past the suite's minute on
// a busy machine: these take the walks' limit.
describe('forms in Chromium, each step kind once', { timeout: walkTimeoutMs }, () => {
  it.each(formsToWalk(formDefinitions).map((d) => [d.formId, d] as const))(
    '%s: the shortest path reaches a confirmation with a reference number, every step accessible',
    async (_formId, definition) => {
      const page = await openForm(definition.formId, 375);
      const path = shortestPath(definition);
      await walk(page, definition, path, { accessible: firstOfItsKind });
      const premium = page.locator('.review dl:has(dt:text-is("Monthly premium")) dd');
      // A plan without a rate sheet (Reserve Group Life, TRICARE Supplement) shows no premium.
      if (isRateSheetId(planVariant(definition.plan.plan, definition.plan.variant)?.rateSheet))
        expect(await premium.first().textContent()).toBe(
          quotedPremium(definition, answersOf(path)),
        );
      else expect(await premium.count()).toBe(0);
      expect(await submit(page, { accessible: true })).toMatch(/^MBA-[A-Z0-9]{10}$/);
      const quickStep = definition.quickStep;
      if (quickStep) {
        // A Quick Step's confirmation continues into its full application (the member's if any).
        const full = formById(
          quickStep.fullAppFormId.member ?? quickStep.fullAppFormId.spouse ?? '',
        );
        await page.getByRole('button', { name: 'Continue to the full application' }).click();
        await page.waitForURL((url) => url.pathname === full?.route);
        await page.locator('.form-wizard h1').waitFor();
        expect(await heading(page)).toBe(full?.steps[0]?.title);
      }
      await page.context().close();
    },
  );
});
