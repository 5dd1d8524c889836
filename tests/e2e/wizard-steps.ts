// Walking a form's steps in Chromium as a person would, shared by the browser tests of the form
// engine (the wizard harness) and of the site's application routes.
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolationsNow, duplicateIds } from './axe';
import { gotoReady, openPage } from './browser';
import type { FormDefinition, StepDefinition, StepPath } from '../../engine';
import { formById } from '../../forms';
import { pathContext, shortestPath } from '../browser-coverage';
import { isRecord } from '../../validators';

export { pathContext, shortestPath };
export { answersAt, shortestPathThrough } from '../path-answers';

/**
 * The time a test may take to walk a whole application on a phone, axe on every step, and submit
 * it (a PDF copy made and mailed): a minute is not always enough on a busy CI machine.
 */
export const walkTimeoutMs = 180_000;

/** Answers a step the way a person would: typing, choosing, ticking, adding beneficiaries. */
export async function answer(page: Page, value: unknown, path: string[]): Promise<void> {
  const id = ['root', ...path].join('_');
  if (isRecord(value) && Array.isArray(value.primary)) {
    // The beneficiaries field loads when its step first shows: its rows are there once it has.
    await page.getByRole('button', { name: 'Add a primary beneficiary' }).waitFor();
    for (const list of ['primary', 'contingent'] as const) {
      const entries = Array.isArray(value[list]) ? (value[list] as Record<string, string>[]) : [];
      for (const [row, entry] of entries.entries()) {
        // The first primary row is there already (the list asks for at least one).
        if ((await page.locator(`#${id}_${list}_${row}_name`).count()) === 0) {
          await page.getByRole('button', { name: `Add a ${list} beneficiary` }).click();
        }
        for (const [key, text] of Object.entries(entry)) {
          const input = page.locator(`#${id}_${list}_${row}_${key}`);
          if (key === 'relationship') await chooseRelationship(page, input, String(text));
          else await input.fill(String(text));
        }
      }
    }
    return;
  }
  // A list of people (the people field): each entry added with its button, then answered.
  if (Array.isArray(value)) {
    await page.locator(`#${id}`).waitFor();
    for (const [row, entry] of value.entries()) {
      if ((await page.locator(`#${id}_${row}`).count()) === 0)
        await page.locator(`#${id}_add`).click();
      await answer(page, entry, [...path, String(row)]);
    }
    return;
  }
  if (isRecord(value)) {
    for (const [key, sub] of Object.entries(value)) await answer(page, sub, [...path, key]);
    return;
  }
  const field = page.locator(`#${id}`);
  const kind = await field.evaluate((element) =>
    element instanceof HTMLInputElement ? element.type : element.tagName.toLowerCase(),
  );
  // A question with one answer, given by the form, is said, not asked: nothing to do.
  if (kind === 'p' && (await field.getAttribute('class')) === 'single-answer') return;
  if (kind === 'select' && (await field.locator('option[value="Other"]').count()) > 0)
    await chooseRelationship(page, field, String(value));
  else if (kind === 'select') await field.selectOption(String(value));
  else if (kind === 'radio') {
    const name = await field.getAttribute('name');
    await page.locator(`input[type="radio"][name="${name}"][value="${String(value)}"]`).check();
  } else if (kind === 'checkbox') {
    if (value === '1') await field.check();
  } else {
    await field.fill(String(value));
    await field.blur();
  }
}

/** A relationship: its choice from the list, or Other and the text as the applicant's words. */
async function chooseRelationship(page: Page, list: Locator, text: string): Promise<void> {
  const offered = await list.evaluate(
    (element, wanted) =>
      [...(element as HTMLSelectElement).options].some((o) => o.value === wanted),
    text,
  );
  if (offered) {
    await list.selectOption(text);
    return;
  }
  await list.selectOption('Other');
  const words = page.locator(`#${await list.getAttribute('id')}-other`);
  await words.fill(text);
  await words.blur();
}

/** axe finds nothing at 375 and 1280 px; the page is left at the width it had. */
export async function expectAccessibleAtBothWidths(page: Page): Promise<void> {
  const size = page.viewportSize();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: size?.height ?? 800 });
    await expectAccessible(page);
  }
  if (size) await page.setViewportSize(size);
}

export async function expectAccessible(page: Page): Promise<void> {
  expect(
    (await axeViolationsNow(page)).map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
  expect(await duplicateIds(page)).toEqual([]);
}

/** The page's h1; `within` limits the read, so that a poll around it decides how long to wait. */
export async function heading(page: Page, within?: { timeout: number }): Promise<string> {
  return (await page.locator('h1').textContent(within)) ?? '';
}

/** Waits for the wizard to leave the step titled `title`, or fails with its error summary. */
export async function expectMovedOn(page: Page, title: string): Promise<void> {
  await expect
    .poll(async () => {
      const now = await heading(page);
      const summary = await page
        .locator('.error-summary')
        .textContent({ timeout: 10 })
        .catch(() => '');
      return now === title ? `still on ${title}: ${summary}` : 'moved on';
    })
    .toBe('moved on');
}

/**
 * The step count the progress shows, checked against the one before: a count the answers changed
 * says so (added or removed), an unchanged one says nothing. The plan applied for is named above.
 */
async function expectProgress(
  page: Page,
  definition: FormDefinition,
  before: number | undefined,
): Promise<number> {
  expect(await page.locator('.form-wizard-plan').textContent()).toBe(definition.title);
  const progress = (await page.locator('.progress-text').textContent()) ?? '';
  const total = Number(/^Step \d+ of (\d+): /.exec(progress)?.[1]);
  expect(total, progress).toBeGreaterThan(0);
  // Walked from the middle, the count before is not known: the step's note is not checked.
  if (before === undefined) return total;
  const change = total - before;
  const note = /Your answers (added|removed) (a step|\d+ steps)\.$/.exec(progress);
  if (change === 0) expect(note, progress).toBeNull();
  else expect(note?.[1], progress).toBe(change > 0 ? 'added' : 'removed');
  return total;
}

/** How far a walk goes and what it checks beyond the step's progress, title and focus. */
export interface WalkOptions {
  /** The id of a step to stop on, unanswered. */
  stopBefore?: string;
  /**
   * Whether axe checks a step at 375 and 1280 px: every step, or those the function picks. Only
   * the walks that stand for a step kind (form-walks) ask for it: a test about something else
   * need not check the same step again.
   */
  accessible?: boolean | ((step: StepDefinition) => boolean);
}

/**
 * Walks a path's answers to the review, checking every step; answers how many times the answers
 * changed the step count on the way.
 */
export async function walk(
  page: Page,
  definition: FormDefinition,
  path: StepPath,
  { stopBefore, accessible = false }: WalkOptions = {},
): Promise<number> {
  let total: number | undefined;
  let changes = 0;
  for (const event of path.events) {
    if (event.type !== 'NEXT') continue;
    const title = await heading(page);
    const step = definition.steps.find((s) => s.title === title);
    if (step?.id === stopBefore) return changes;
    const now = await expectProgress(page, definition, total);
    if (total !== undefined && now !== total) changes += 1;
    total = now;
    if (accessible === true || (step && typeof accessible === 'function' && accessible(step)))
      await expectAccessibleAtBothWidths(page);
    // While the error summary shows (an invalid sample just tried), the title says so first.
    const withErrors = (await page.locator('.error-summary').count()) > 0;
    expect(await page.title()).toBe(`${withErrors ? 'Error: ' : ''}${title} – ${definition.title}`);
    const own = Object.fromEntries(
      Object.entries(event.data ?? {}).filter(
        ([key]) => key in ((step?.schema.properties as object) ?? {}),
      ),
    );
    await answer(page, own, []);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectMovedOn(page, title);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
  }
  return changes;
}

/**
 * Signs on the review when the form asks for it: the name given (`signature`), else the name the
 * review says the signature must match.
 */
export async function sign(page: Page, signature?: string): Promise<void> {
  const field = page.getByLabel('Signature (type your full name)');
  if ((await field.count()) === 0) return;
  await field.fill(signature ?? (await signatureGiven(page)));
}

/** The name the review says the signature must match (as given in the application). */
export async function signatureGiven(page: Page): Promise<string> {
  const given = (await page.locator('.review-signature .hint').textContent()) ?? '';
  return given.replace(/^As given in this application: /, '');
}

/** What a submit signs with, and whether axe checks the review and the confirmation. */
export interface SubmitOptions {
  signature?: string;
  accessible?: boolean;
}

export async function submit(
  page: Page,
  { signature, accessible = false }: SubmitOptions = {},
): Promise<string> {
  expect(await heading(page)).toBe('Review your application');
  if (accessible) await expectAccessibleAtBothWidths(page);
  await sign(page, signature);
  await page.getByRole('button', { name: 'Submit application' }).click();
  return confirmationReference(page, { accessible });
}

/** Waits for the confirmation after a submit, checks it and answers its reference. */
export async function confirmationReference(
  page: Page,
  { accessible = false }: Pick<SubmitOptions, 'accessible'> = {},
): Promise<string> {
  const reference = page.locator('.confirmation strong');
  await reference.waitFor();
  expect(await heading(page)).toBe('Application received');
  expect(await page.title()).toMatch(/^Application received – /);
  if (accessible) await expectAccessibleAtBothWidths(page);
  return (await reference.textContent()) ?? '';
}

/**
 * Opens a form at its route in the real site on a phone (375 px wide) and walks its shortest
 * path to the review, checking every step (axe not included: form-walks checks each step kind).
 */
export async function walkOnAPhone(browser: Browser, formId: string): Promise<Page> {
  const definition = formById(formId);
  if (!definition) throw new Error(`no form ${formId}`);
  const page = await openPage(browser, 375, 800);
  await gotoReady(page, definition.route);
  await page.locator('.form-wizard h1').waitFor();
  await walk(page, definition, shortestPath(definition));
  return page;
}
