// Bad values in Chromium: a keyword's or format's invalid sample (engine/paths) typed or chosen on
// its step, its message shown in the error summary, then the step answered rightly and the
// application sent. Each kind of bad value (its message and the control it is entered in) is
// typed once, on the first form that asks for it (tests/browser-coverage.ts); every sample
// against every form is checked in Node (tests/precompiled-forms.test.ts), and
// `npm run test:browser:all` types them all here. Each form is opened at its page on the site.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withValue, type InvalidCase } from '../../engine';
import { formById } from '../../forms';
import { messages } from '../../validators';
import { badValuesToType, exhaustive } from '../browser-coverage';
import { formDefinitions } from '../../forms';
import { answer, heading, shortestPath, submit, walk, walkTimeoutMs } from './wizard-steps';
import { formPagesForSuite } from './form-pages';

const { openForm } = formPagesForSuite();

/** Whether the page lets a person enter the value at all: a choice it does not offer it cannot. */
async function enterable(page: Page, bad: InvalidCase): Promise<boolean> {
  const field = page.locator(`#${['root', ...bad.segments].join('_')}`);
  if ((await field.count()) === 0) return true;
  const value = String(bad.value);
  return field.evaluate((element, wanted) => {
    // A relationship not in the list is Other, in the applicant's own words.
    if (element instanceof HTMLSelectElement)
      return [...element.options].some((option) => [wanted, 'Other'].includes(option.value));
    if (element instanceof HTMLInputElement && element.type === 'radio')
      return document.querySelector(`input[name="${element.name}"][value="${wanted}"]`) !== null;
    return true;
  }, value);
}

/** Removes every beneficiary row, so that the next answer writes the list afresh. */
async function clearBeneficiaries(page: Page): Promise<void> {
  const remove = page.getByRole('button', { name: /^Remove (primary|contingent) beneficiary/ });
  while ((await remove.count()) > 0) await remove.last().click();
}

const toType = badValuesToType(formDefinitions);

describe('bad values in Chromium', { timeout: walkTimeoutMs }, () => {
  it.each([...toType].map(([formId, byStep]) => [formId, byStep] as const))(
    '%s: its invalid samples show their messages on their steps',
    async (formId, byStep) => {
      const definition = formById(formId);
      if (!definition) throw new Error(`no form ${formId}`);
      const page = await openForm(formId, 375);
      const path = shortestPath(definition);
      const shown: string[] = [];
      for (const event of path.events) {
        if (event.type !== 'NEXT') continue;
        const title = await heading(page);
        const current = definition.steps.find((s) => s.title === title);
        if (!current) throw new Error(`no step titled ${title}`);
        const own = Object.fromEntries(
          Object.entries(event.data ?? {}).filter(
            ([key]) => key in ((current.schema.properties as object) ?? {}),
          ),
        );
        for (const bad of byStep.get(current.id) ?? []) {
          // A coverage amount beyond the plan's is not among the choices (the server refuses it).
          if (!(await enterable(page, bad))) continue;
          await clearBeneficiaries(page);
          await answer(page, withValue(own, bad.segments, bad.value), []);
          await page.getByRole('button', { name: 'Continue' }).click();
          await expect
            .poll(() => page.locator('.error-summary').textContent(), { timeout: 5_000 })
            .toContain(bad.message);
          expect(await heading(page)).toBe(title);
          if (bad.message === messages.ageNotMatching) {
            // The spec's words, then the ages the plan (or the insured's variant) takes.
            expect(
              await page.locator(`#root_${bad.segments.join('_')}__error`).textContent(),
            ).toMatch(
              /Sorry, your age doesn't match the plan requirements This plan is for ages \d+ to \d+/,
            );
          }
          shown.push(`${bad.field}: ${bad.message}`);
        }
        await clearBeneficiaries(page);
        await walk(page, definition, { ...path, events: [event] });
      }
      expect(shown.length).toBeGreaterThanOrEqual(exhaustive ? 3 : 1);
      expect(await submit(page)).toMatch(/^MBA-[A-Z0-9]{10}$/);
      await page.context().close();
    },
  );
});
