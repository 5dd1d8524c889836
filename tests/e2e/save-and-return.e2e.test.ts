// Save and finish later: the answers saved on one browser, the e-mailed link opened on another,
// where the application is finished; a used link offers a new one; a member's unfinished
// applications are listed in the account overview.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormDefinition, StepPath } from '../../engine';
import { formById } from '../../forms';
import { logInAs } from './account';
import { axeViolations } from './axe';
import { gotoReady, launchBrowser, openPage, outboxSnapshot, waitForMessage } from './browser';
import {
  answer,
  answersAt,
  expectMovedOn,
  heading,
  shortestPath,
  submit,
  walk,
} from './wizard-steps';

let browser: Browser;

/** Each walks steps with axe on each: more than the default minute on a busy machine. */
const walkTimeout = 180_000;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

function standardForm(): FormDefinition {
  const definition = formById('term-90-plus-standard');
  if (!definition) throw new Error('no standard form');
  return definition;
}

/** The path of the link in a save-and-return e-mail. */
function resumePathIn(message: string): string {
  const path = /\/resume\/[A-Za-z0-9_-]+\//.exec(message)?.[0];
  if (!path) throw new Error(`no resume link in: ${message}`);
  return path;
}

/** Answers each step from the one shown to the review, as the path answers it. */
async function finishFromHere(page: Page, definition: FormDefinition, path: StepPath) {
  for (let shown = 0; shown < definition.steps.length; shown += 1) {
    const title = await heading(page);
    if (title === 'Review your application') return;
    const step = definition.steps.find((s) => s.title === title);
    if (!step) throw new Error(`no step titled ${title}`);
    const own = Object.fromEntries(
      Object.entries(answersAt(path, step.id)).filter(
        ([key]) => key in ((step.schema.properties as object) ?? {}),
      ),
    );
    await answer(page, own, []);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectMovedOn(page, title);
  }
}

describe('save and finish later', () => {
  const email = `saver-${Date.now()}@example.com`;
  let link = '';
  let firstName = '';

  it(
    'saves the steps passed on a phone and e-mails a link',
    async () => {
      const definition = standardForm();
      const page = await openPage(browser, 375, 800);
      await gotoReady(page, definition.route);
      await page.locator('.form-wizard h1').waitFor();
      // Nothing to keep before a step is passed.
      expect(await page.locator('[data-form-section="save-for-later"]').count()).toBe(0);
      await walk(page, definition, shortestPath(definition), { stopBefore: 'contact' });
      firstName = await page.evaluate(
        () =>
          /"firstName":"([^"]+)"/.exec(
            window.localStorage.getItem('mba-applications') ?? '',
          )?.[1] ?? '',
      );
      expect(firstName).not.toBe('');
      await page.getByText('Save and finish later').click();
      const form = page.locator('form[data-form="save-for-later"]');
      await form.waitFor();
      expect(await axeViolations(page)).toEqual([]);
      const before = outboxSnapshot();
      await form.getByLabel('Your e-mail address').fill(email);
      await form.getByRole('button', { name: 'E-mail me a link' }).click();
      await expect
        .poll(() =>
          page.locator('[data-form-section="save-for-later"] [role="status"]').textContent(),
        )
        .toContain(`We have e-mailed a link to ${email}`);
      link = resumePathIn(await waitForMessage(before, `email-${email}`));
      await page.context().close();
    },
    walkTimeout,
  );

  it(
    'opens on another browser where it stopped and is finished there',
    async () => {
      const definition = standardForm();
      const page = await openPage(browser);
      await page.goto(link);
      await page.waitForURL((url) => url.pathname === definition.route);
      // The insured step held the SSN, never kept: asked again, with why, the rest is there.
      await expect.poll(() => heading(page)).toBe('About the insured');
      expect(await page.locator('#root_insured_firstName').inputValue()).toBe(firstName);
      expect(await page.locator('#root_insured_ssn').inputValue()).toBe('');
      expect(await page.locator('.asked-again').textContent()).toContain(
        'not kept while your application is unfinished',
      );
      await finishFromHere(page, definition, shortestPath(definition));
      expect(await submit(page)).toMatch(/^MBA-/);
      await page.context().close();
    },
    walkTimeout,
  );

  it(
    'says a used link is dead, shows nothing of the application, and sends a new one',
    async () => {
      const page = await openPage(browser, 375, 800);
      await gotoReady(page, link);
      await expect.poll(() => heading(page)).toBe('This link cannot be used');
      expect(await page.locator('[role="alert"]').first().textContent()).toContain(
        'This link has expired or has already been used.',
      );
      expect(await page.locator('.form-wizard').count()).toBe(0);
      expect(
        await page.evaluate(() => window.localStorage.getItem('mba-applications') ?? ''),
      ).not.toContain(firstName);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByLabel('The e-mail address you saved it with').fill(email);
      await page.getByRole('button', { name: 'E-mail me a new link' }).click();
      await expect
        .poll(() => page.locator('[role="status"]').first().textContent())
        .toContain('If an application was saved for this e-mail address');
      await page.context().close();
    },
    walkTimeout,
  );
});

describe("a member's unfinished applications", () => {
  it(
    'are listed in the account overview with where they stopped, and continue there',
    async () => {
      const definition = standardForm();
      const path = shortestPath(definition);
      const page = await openPage(browser);
      // A member no other browser test gives a draft of this form: the member-draft tests leave
      // demo.member's on the server, which would resume here past the steps this walk answers.
      await logInAs(page, 'demo.guard');
      await gotoReady(page, definition.route);
      await page.locator('.form-wizard h1').waitFor();
      await walk(page, definition, path, { stopBefore: 'contact' });
      const stoppedAfter = definition.steps.find(
        (step) => step.id === path.steps[path.steps.indexOf('contact') - 1],
      )?.title;
      await gotoReady(page, '/my-account/');
      const item = page.locator(`[data-unfinished="${definition.formId}"]`);
      await item.waitFor();
      expect(await item.textContent()).toContain(`you stopped after “${stoppedAfter}”`);
      expect(await axeViolations(page)).toEqual([]);
      await item.getByRole('link', { name: `Continue your ${definition.title}` }).click();
      await page.waitForURL((url) => url.pathname === definition.route);
      await expect.poll(() => heading(page)).toBe('About the insured');
      await page.context().close();
    },
    walkTimeout,
  );
});
