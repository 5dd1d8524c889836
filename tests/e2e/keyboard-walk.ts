// Walking an application with the keyboard alone, as a person who uses no mouse does: Tab and
// Shift+Tab from control to control, keys to answer (typing, arrow keys, Space), Enter to add a
// person or a beneficiary, to continue and to submit. The page is read (the focused element, ids,
// names, values) only to choose the next key; nothing is clicked, filled or focused by script.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { FormData, FormDefinition, StepPath } from '../../engine';
import {
  answersAt,
  confirmationReference,
  expectAccessible,
  expectMovedOn,
  heading,
  signatureGiven,
} from './wizard-steps';
import { isRecord } from '../../validators';

/** What the walker reads of the focused element to choose its next key. */
interface Focus {
  id: string;
  tag: string;
  /** An input's type ('' for other elements). */
  type: string;
  name: string;
  value: string;
  checked: boolean;
  text: string;
  /** Whether the element is part of the application (not the site's header or footer). */
  inWizard: boolean;
}

/**
 * More key presses than any step needs to reach its last control: past it, a control is taken
 * as out of Tab's reach rather than the walk going round the page for ever.
 */
const mostPressesAStep = 300;

const textTypes = new Set(['text', 'email', 'tel', 'number', 'search', 'url', 'password']);

function focusOf(page: Page): Promise<Focus> {
  return page.evaluate(() => {
    const element = document.activeElement;
    const input = element instanceof HTMLInputElement ? element : undefined;
    const value =
      element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement
        ? element.value
        : '';
    return {
      id: element?.id ?? '',
      tag: element?.tagName ?? '',
      type: input?.type ?? '',
      name: element?.getAttribute('name') ?? '',
      value,
      checked: input?.checked ?? false,
      text: element?.textContent?.trim() ?? '',
      inWizard: Boolean(element?.closest('.form-wizard')),
    };
  });
}

const described = (focus: Focus): string =>
  `${focus.tag.toLowerCase()}${focus.id ? `#${focus.id}` : ''}${focus.text ? ` "${focus.text.slice(0, 40)}"` : ''}`;

/**
 * The field a focused control answers: its id, save for the radios after a group's first, whose
 * ids are the group's with '-1', '-2'… (engine/renderer/widgets/ChoiceWidgets.tsx).
 */
const fieldOf = (focus: Focus): string =>
  focus.type === 'radio' ? focus.id.replace(/-\d+$/, '') : focus.id;

/** A step's answers by the id of the control that takes each (the engine's `root_a_b_0_c`). */
function answersById(value: unknown, path: string[] = ['root']): Map<string, string> {
  const found = new Map<string, string>();
  if (Array.isArray(value) || isRecord(value)) {
    for (const [key, sub] of Object.entries(value))
      for (const [id, text] of answersById(sub, [...path, key])) found.set(id, text);
  } else if (value !== undefined && value !== null) found.set(path.join('_'), String(value));
  return found;
}

/**
 * The answers a path gives on a step, those of the step's own questions only. An answer the step
 * starts with (the name on a card) is kept as offered, as an applicant with a keyboard would.
 */
function ownAnswers(path: StepPath, stepId: string, definition: FormDefinition): FormData {
  const step = definition.steps.find((s) => s.id === stepId);
  const asked = (step?.schema.properties as object | undefined) ?? {};
  const own = Object.fromEntries(
    Object.entries(answersAt(path, stepId)).filter(([key]) => key in asked),
  );
  for (const { answer } of step?.startingAnswers ?? []) {
    const [section = '', field = ''] = answer.split('/').slice(1);
    const answers = own[section];
    if (isRecord(answers))
      own[section] = Object.fromEntries(Object.entries(answers).filter(([key]) => key !== field));
  }
  return own;
}

/** The ids among `ids` the page says rather than asks (a question with one answer, given). */
function saidNotAsked(page: Page, ids: string[]): Promise<string[]> {
  return page.evaluate(
    (all) => all.filter((id) => document.getElementById(id)?.matches('p.single-answer')),
    ids,
  );
}

function missingFromPage(page: Page, ids: string[]): Promise<string[]> {
  return page.evaluate((all) => all.filter((id) => !document.getElementById(id)), ids);
}

/**
 * Waits until the page shows a control for every answer (or the Add button of its list): a
 * field loaded with its step (beneficiaries, people) comes a moment after the heading.
 */
async function waitForControls(page: Page, ids: string[], where: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          (all) =>
            all.filter((id) => {
              if (document.getElementById(id)) return false;
              const parts = id.split('_');
              return !parts.some((_, end) =>
                document.getElementById(`${parts.slice(0, end).join('_')}_add`),
              );
            }),
          ids,
        ),
      { message: `${where}: controls for these answers` },
    )
    .toEqual([]);
}

/** Arrow keys (Space on the focused one) until the group's checked radio is the wanted one. */
async function chooseRadio(page: Page, focus: Focus, wanted: string): Promise<void> {
  const group = () =>
    page.evaluate(
      (name) =>
        [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')]
          .filter((radio) => radio.name === name)
          .map((radio) => ({ value: radio.value, checked: radio.checked })),
      focus.name,
    );
  const radios = await group();
  if (!radios.some((radio) => radio.value === wanted))
    throw new Error(`${described(focus)}: the radio group offers no ${wanted}`);
  for (let press = 0; press <= radios.length; press += 1) {
    if ((await group()).find((radio) => radio.checked)?.value === wanted) return;
    const now = await focusOf(page);
    await page.keyboard.press(now.value === wanted ? 'Space' : 'ArrowDown');
  }
  throw new Error(`${described(focus)}: arrow keys never checked ${wanted}`);
}

/** Arrow keys until the select shows the wanted option. */
async function chooseOption(page: Page, focus: Focus, wanted: string): Promise<void> {
  const state = () =>
    page.evaluate(
      ([id, choice]) => {
        const select = document.getElementById(id) as HTMLSelectElement;
        const options = [...select.options];
        return {
          value: select.value,
          at: select.selectedIndex,
          wantedAt: options.findIndex((option) => option.value === choice),
          count: options.length,
        };
      },
      [focus.id, wanted] as const,
    );
  const first = await state();
  if (first.wantedAt < 0) throw new Error(`${described(focus)}: no option ${wanted}`);
  for (let press = 0; press <= first.count; press += 1) {
    const now = await state();
    if (now.value === wanted) return;
    await page.keyboard.press(now.wantedAt > now.at ? 'ArrowDown' : 'ArrowUp');
  }
  throw new Error(`${described(focus)}: arrow keys never chose ${wanted}`);
}

/** Answers the focused control by keys: types, chooses with arrow keys or ticks with Space. */
async function answerFocused(page: Page, focus: Focus, wanted: string): Promise<void> {
  if (focus.tag === 'SELECT') return chooseOption(page, focus, wanted);
  if (focus.type === 'radio') return chooseRadio(page, focus, wanted);
  if (focus.type === 'checkbox') {
    if ((wanted === '1') !== focus.checked) await page.keyboard.press('Space');
    return;
  }
  if (focus.tag === 'TEXTAREA' || (focus.tag === 'INPUT' && textTypes.has(focus.type))) {
    if (focus.value === wanted) return;
    // A field that already holds another answer would need it erased: the walk asks nothing
    // of the kind, so such a field is a finding, not something to work around.
    if (focus.value !== '')
      throw new Error(`${described(focus)} holds "${focus.value}" where ${wanted} is typed`);
    await page.keyboard.type(wanted);
    return;
  }
  throw new Error(`${described(focus)} answers ${fieldOf(focus)} but takes none of the keys`);
}

/**
 * Whether the focused button adds a row (a person or a beneficiary: its id is the list's with
 * '_add') that the answers still need: one of them is in that list and not in the page yet.
 */
async function addsWantedRow(
  page: Page,
  focus: Focus,
  pending: Map<string, string>,
): Promise<string | undefined> {
  if (focus.tag !== 'BUTTON' || !focus.id.endsWith('_add')) return undefined;
  const list = focus.id.slice(0, -'_add'.length);
  const inList = [...pending.keys()].filter((id) => id.startsWith(`${list}_`));
  return (await missingFromPage(page, inList)).length > 0 ? list : undefined;
}

/** Why answers were left: each id, and whether the page has it at all. */
async function unreached(page: Page, pending: Map<string, string>): Promise<string> {
  const ids = [...pending.keys()];
  const missing = new Set(await missingFromPage(page, ids));
  return ids
    .map((id) => `${id} (${missing.has(id) ? 'not in the page' : 'in the page'})`)
    .join(', ');
}

/**
 * Tabs through the page's controls in order, answering those `answers` names by keys, then presses
 * Enter on the button named `finish` once every answer is given. An answer behind the focus (a
 * control that appeared above it) is looked for with Shift+Tab, once. Fails naming the controls
 * that Tab never reached or that no key answers: for a person without a mouse, a dead end.
 */
export async function answerByKeyboard(
  page: Page,
  answers: Map<string, string>,
  finish: string,
  where: string,
): Promise<void> {
  const pending = new Map(answers);
  await waitForControls(page, [...pending.keys()], where);
  for (const id of await saidNotAsked(page, [...pending.keys()])) pending.delete(id);
  let backwards = false;
  let turned = false;
  for (let presses = 0; presses < mostPressesAStep; presses += 1) {
    const focus = await focusOf(page);
    const wanted = pending.get(fieldOf(focus));
    if (wanted !== undefined) {
      await answerFocused(page, focus, wanted).catch((error: unknown) => {
        throw new Error(`${where}: ${error instanceof Error ? error.message : String(error)}`);
      });
      pending.delete(fieldOf(focus));
      continue;
    }
    const list = await addsWantedRow(page, focus, pending);
    if (list) {
      await page.keyboard.press('Enter');
      // The list moves the focus into the row it added.
      await expect
        .poll(async () => (await focusOf(page)).id, {
          message: `${where}: focus into the row added`,
        })
        .toMatch(new RegExp(`^${list}_\\d+_`));
      continue;
    }
    const onFinish = focus.tag === 'BUTTON' && focus.text === finish;
    if (onFinish && pending.size === 0) {
      await page.keyboard.press('Enter');
      return;
    }
    if (onFinish && !backwards) {
      if (turned) throw new Error(`${where}: Tab never reached ${await unreached(page, pending)}`);
      backwards = true;
      turned = true;
    }
    if (backwards && pending.size === 0) backwards = false;
    if (backwards && !focus.inWizard)
      throw new Error(
        `${where}: neither Tab nor Shift+Tab reached ${await unreached(page, pending)}`,
      );
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(
    `${where}: ${mostPressesAStep} presses never reached "${finish}" with ${await unreached(page, pending)} left`,
  );
}

/**
 * Walks a path's answers to the review by keyboard: each step titled as the path says, answered
 * by keys, left by Enter on Continue, the next one's heading focused.
 */
export async function walkByKeyboard(
  page: Page,
  definition: FormDefinition,
  path: StepPath,
): Promise<void> {
  for (const [index, event] of path.events.entries()) {
    if (event.type !== 'NEXT') continue;
    const stepId = path.steps[index] ?? '';
    const step = definition.steps.find((s) => s.id === stepId);
    if (!step) throw new Error(`${definition.formId}: no step ${stepId}`);
    expect(await heading(page)).toBe(step.title);
    const answers = answersById(ownAnswers(path, stepId, definition));
    await answerByKeyboard(page, answers, 'Continue', `${definition.formId}, ${step.title}`);
    await expectMovedOn(page, step.title);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
  }
}

/**
 * On the review: signs by typing the name it asks for (when it asks), submits with Enter on the
 * button and answers the confirmation's reference number.
 */
export async function submitByKeyboard(page: Page): Promise<string> {
  expect(await heading(page)).toBe('Review your application');
  await expectAccessible(page);
  const signatureId = await page
    .locator('input[name="signature"]')
    .evaluateAll((fields) => fields[0]?.id);
  const answers = new Map<string, string>();
  if (signatureId) answers.set(signatureId, await signatureGiven(page));
  await answerByKeyboard(page, answers, 'Submit application', 'the review');
  return confirmationReference(page);
}
