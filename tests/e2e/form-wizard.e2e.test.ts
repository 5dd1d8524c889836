// The form engine in Chromium, step by step: what each step sends and what the browser keeps, a
// bad value's message and error summary, the beneficiaries, a reload that resumes, the browser's
// Back and Forward, a press that holds a blur, and a Quick Step that continues into its full
// application, as a member and as a spouse (seeded as a Sponsored Spouse). What a step does with
// typing and choosing alone, with no layout or reload (answers checked against one another, the
// card type, the signature offered), is tested in a DOM environment (tests/form-wizard-steps.test.tsx).
// Every form's whole walk is in form-walks.e2e.test.ts, each bad value in
// form-bad-values.e2e.test.ts. Each form is opened at its page on the site, served by the real
// server (tests/e2e/form-pages.ts).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  applicationStoreName,
  bornAged,
  runtimeForm,
  stepPaths,
  type FormData,
  type FormDefinition,
  type StepPath,
} from '../../engine';
import { formById, plansRules } from '../../forms';
import { messages } from '../../validators';
import { cardDeclinedMessage } from '../../server/payments';
import {
  answer,
  answersAt,
  expectAccessible,
  expectMovedOn,
  heading,
  pathContext,
  shortestPath,
  shortestPathThrough,
  submit,
  walk,
  walkTimeoutMs,
} from './wizard-steps';
import { answersOf, formPagesForSuite, quotedPremium } from './form-pages';
import { addFakeTimers, type PageFakeTimers } from './page-fake-timers';

const { openForm } = formPagesForSuite();

// Some of these walk a whole application, which runs past the suite's minute on a busy machine:
// those take the walks' limit.
describe(
  'what each step sends and what the browser keeps, in Chromium',
  { timeout: walkTimeoutMs },
  () => {
    it('sends a sensitive answer with its own step only, keeps no answer of a step no longer taken, and asks for the payment authorization again after the method changes', async () => {
      const definition = formById('term-90-plus-standard');
      if (!definition) throw new Error('no standard form');
      const path = shortestPathThrough(definition, 'card');
      const page = await openForm(definition.formId, 375);
      const sent: { step: string; body: string }[] = [];
      page.on('request', (request) => {
        const body = request.postData() ?? '';
        if (!body.includes('"action":"step"')) return;
        const { data } = JSON.parse(body) as { data: { step: string } };
        sent.push({ step: data.step, body });
      });
      await walk(page, definition, path);
      const { ssn } = answersAt(path, 'insured').insured as { ssn: string };
      const { number, cvv } = answersAt(path, 'card').card as { number: string; cvv: string };
      const sentWith = (text: string) =>
        sent.filter((r) => r.body.includes(text)).map((r) => r.step);
      await expect
        .poll(() => sent.length)
        .toBe(path.events.filter((e) => e.type === 'NEXT').length);
      expect(sentWith(ssn)).toEqual(['insured']);
      expect(sentWith(number)).toEqual(['card']);
      expect(sentWith(`"cvv":"${cvv}"`)).toEqual(['card']);
      // Paying by check instead: the card's answers are neither sent nor kept in the browser.
      await page.getByRole('button', { name: 'Edit Payment' }).click();
      await expect.poll(() => heading(page)).toBe('Payment');
      // The methods are one group named by its legend; no label ties the question to one method.
      const methods = page.getByRole('group', { name: 'Payment method' }).getByRole('radio');
      expect(await methods.count()).toBeGreaterThan(1);
      expect(await page.locator('label[for="root_payment_method"]').count()).toBe(1);
      await answer(page, { payment: { method: 'check' } }, []);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect.poll(() => sent.at(-1)?.step).toBe('payment');
      expect(sent.at(-1)?.body).not.toContain('"card"');
      // The payment authorization was given for the card: it is asked for again, then the review.
      // The consents that were not given for the payment method stand.
      await expect.poll(() => heading(page)).toBe('Consent and authorization');
      const authorize = page.locator('#root_authorization_authorizePayment');
      expect(await authorize.isChecked()).toBe(false);
      expect(await page.locator('#root_authorization_electronicConsent').isChecked()).toBe(true);
      expect(await page.locator('#root_authorization_statementsTrue').isChecked()).toBe(true);
      // And is told why the box is unticked.
      expect(await page.locator('.asked-again').textContent()).toBe(
        'Your answer to Payment method changed, so please confirm this again: I authorize the premium payments by the method I chose.',
      );
      await answer(page, answersAt(path, 'authorization'), []);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect.poll(() => heading(page)).toBe('Review your application');
      const stored = await page.evaluate(
        (key) => window.localStorage.getItem(key) ?? '',
        applicationStoreName,
      );
      const entry = (
        JSON.parse(stored) as {
          state: {
            applications: Record<string, Record<string, { data: FormData; passedSteps: string[] }>>;
          };
        }
      ).state.applications[definition.appId]?.[definition.formId];
      expect(entry?.data.payment).toMatchObject({ method: 'check' });
      expect(entry?.data).not.toHaveProperty('card');
      expect(entry?.passedSteps).not.toContain('card');
      // Back on a step opened from the review leads back to the review, not to the step before.
      await page.getByRole('button', { name: 'Edit Coverage' }).click();
      await expect.poll(() => heading(page)).toBe('Coverage');
      await page.getByRole('button', { name: 'Back' }).click();
      await expect.poll(() => heading(page)).toBe('Review your application');
      await page.context().close();
    });
  },
);

describe('the card step on the site in Chromium', { timeout: walkTimeoutMs }, () => {
  it("refuses a card its bank declines in the payment center's words, then takes another", async () => {
    const definition = formById('term-90-plus-standard');
    if (!definition) throw new Error('no standard form');
    const path = shortestPathThrough(definition, 'card');
    const page = await openForm(definition.formId, 375);
    await walk(page, definition, path, { stopBefore: 'card' });
    const card = answersAt(path, 'card').card as Record<string, string>;
    await answer(page, { card: { ...card, cardType: 'visa', number: '4000 0000 0000 0002' } }, []);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect
      .poll(() => page.locator('#root_card_number__error').textContent())
      .toBe(`Error: ${cardDeclinedMessage}`);
    expect(await heading(page)).toBe('Credit card');
    await answer(page, { card: { number: '4242 4242 4242 4242' } }, []);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectMovedOn(page, 'Credit card');
    await page.context().close();
  });
});

describe('the help on a step in Chromium', () => {
  it('folds the help on contingent beneficiaries, opened from the keyboard', async () => {
    const definition = formById('term-90-plus-standard');
    if (!definition) throw new Error('no standard form');
    const page = await openForm(definition.formId, 375);
    await walk(page, definition, shortestPath(definition), { stopBefore: 'beneficiaries' });
    const help = page.locator('details.help-disclosure', {
      hasText: 'What is a contingent beneficiary?',
    });
    const answer = help.getByText(/receive it only if no primary beneficiary is living/);
    expect(await answer.isVisible()).toBe(false);
    await help.locator('summary').focus();
    await page.keyboard.press('Enter');
    await answer.waitFor();
    expect(await help.getAttribute('open')).toBe('');
    await expectAccessible(page);
    await page.context().close();
  });
});

describe('the standard application in Chromium', () => {
  const definition = formById('term-90-plus-standard');
  if (!definition) throw new Error('no standard form');
  const path = shortestPath(definition);

  it("shows a bad value's message under the field and in a focused error summary", async () => {
    const page = await openForm(definition.formId, 375);
    await walk(page, definition, path, { stopBefore: 'insured' });
    await page.locator('#root_insured_ssn').fill('666-12-3456');
    await page.locator('#root_insured_ssn').blur();
    await expect
      .poll(() => page.locator('#root_insured_ssn__error').textContent())
      .toContain(messages.ssnInvalid);
    await page.getByRole('button', { name: 'Continue' }).click();
    const summary = page.locator('.error-summary');
    await summary.waitFor();
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('error-summary');
    expect(await summary.textContent()).toContain(messages.ssnInvalid);
    // A radio group's message is read with the group: its fieldset names it; each option is required.
    const gender = page.locator('fieldset.field', { has: page.locator('#root_insured_gender') });
    expect(await gender.getAttribute('aria-describedby')).toBe('root_insured_gender__error');
    expect(await page.locator('#root_insured_gender__error').textContent()).toContain(
      messages.required,
    );
    expect(await page.locator('#root_insured_gender').getAttribute('required')).not.toBeNull();
    await summary.getByRole('link', { name: new RegExp(messages.ssnInvalid) }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('root_insured_ssn');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await expectAccessible(page);
    await page.context().close();
  });

  it('takes the first click on Continue after a bad field, though its message moves the button', async () => {
    const page = await openForm(definition.formId);
    await walk(page, definition, path, { stopBefore: 'insured' });
    await page.locator('#root_insured_ssn').fill('666-12-3456');
    const button = page.getByRole('button', { name: 'Continue' });
    await button.scrollIntoViewIfNeeded();
    const box = await button.boundingBox();
    if (!box) throw new Error('no Continue button');
    // Pressed near its top edge: the SSN's message above pushes the button down by more than that.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 4);
    await page.mouse.down();
    await page.mouse.up();
    await page.locator('.error-summary').waitFor({ timeout: 2000 });
    expect(await page.locator('#root_insured_ssn__error').textContent()).toContain(
      messages.ssnInvalid,
    );
    await page.context().close();
  });

  it('takes the first click on an answer below a bad field, though its message moves the answer', async () => {
    const page = await openForm(definition.formId);
    await walk(page, definition, path, { stopBefore: 'insured' });
    await page.locator('#root_insured_ssn').fill('666-12-3456');
    const choice = page.locator('#root_ownership_insuredIsOwner');
    await choice.scrollIntoViewIfNeeded();
    const box = await choice.boundingBox();
    if (!box) throw new Error('no ownership answer');
    // Pressed near its top edge: the SSN's message above pushes it down by more than that.
    await page.mouse.move(box.x + box.width / 2, box.y + 2);
    await page.mouse.down();
    await page.mouse.up();
    await page.locator('#root_insured_ssn__error').waitFor({ timeout: 2000 });
    expect(await page.locator('#root_insured_ssn__error').textContent()).toContain(
      messages.ssnInvalid,
    );
    expect(await choice.isChecked()).toBe(true);
    await page.context().close();
  });

  it("shows the beneficiaries' share message in place, and its summary link reaches a field", async () => {
    const page = await openForm(definition.formId, 375);
    await walk(page, definition, path, { stopBefore: 'beneficiaries' });
    await answer(
      page,
      {
        beneficiaries: {
          primary: [{ name: 'Jane Doe', relationship: 'Spouse', sharePercent: '60' }],
        },
      },
      [],
    );
    await page.getByRole('button', { name: 'Continue' }).click();
    const summary = page.locator('.error-summary');
    await summary.waitFor();
    expect(await page.locator('#root_beneficiaries__error').textContent()).toBe(
      `Error: ${messages.beneficiaryShareTotal}`,
    );
    // The link names the list whose total is off and leads to its first share.
    await summary
      .getByRole('link', { name: `Primary beneficiaries: ${messages.beneficiaryShareTotal}` })
      .click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(
      'root_beneficiaries_primary_0_sharePercent',
    );
    await expectAccessible(page);
    await page.context().close();
  });

  it("asks for a relationship of Other in the applicant's own words, and keeps them", async () => {
    const page = await openForm(definition.formId, 375);
    await walk(page, definition, path, { stopBefore: 'beneficiaries' });
    const relationship = page.locator('#root_beneficiaries_primary_0_relationship');
    const words = page.locator('#root_beneficiaries_primary_0_relationship-other');
    const error = page.locator('#root_beneficiaries_primary_0_relationship__error');
    expect(await words.count()).toBe(0);
    await page.locator('#root_beneficiaries_primary_0_name').fill('Sam Lee');
    await relationship.selectOption('Other');
    await page.locator('#root_beneficiaries_primary_0_sharePercent').fill('100');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => error.textContent()).toBe(`Error: ${messages.required}`);
    expect(await words.getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page);
    await words.fill('Godson');
    await words.blur();
    await expect.poll(() => error.count()).toBe(0);
    // Words naming a choice are that choice.
    await words.fill('sibling');
    await words.blur();
    await expect.poll(() => relationship.inputValue()).toBe('Sibling');
    expect(await words.count()).toBe(0);
    await relationship.selectOption('Other');
    await words.fill('Godson');
    await words.blur();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectMovedOn(page, 'Beneficiaries');
    const saved = await page.evaluate(
      (key) => window.localStorage.getItem(key) ?? '',
      applicationStoreName,
    );
    expect(saved).toContain('"relationship":"Godson"');
    await page.context().close();
  });

  it('keeps each shown error on the beneficiary it is about when one above is removed', async () => {
    const page = await openForm(definition.formId, 375);
    await walk(page, definition, path, { stopBefore: 'beneficiaries' });
    const input = (row: number, key: string) =>
      page.locator(`#root_beneficiaries_primary_${row}_${key}`);
    const errorOf = (row: number, key: string) =>
      page.locator(`#root_beneficiaries_primary_${row}_${key}__error`);
    const summaryLinks = () => page.locator('.error-summary a').allTextContents();
    for (const key of ['name', 'sharePercent']) await input(0, key).fill('');
    await input(0, 'relationship').selectOption('');
    await page.getByRole('button', { name: 'Add a primary beneficiary' }).click();
    await input(1, 'name').fill('Bo Lee');
    await input(1, 'relationship').selectOption('Child');
    await input(1, 'sharePercent').fill('100');
    // The first beneficiary, left empty, is marked on Continue; the second is not.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => errorOf(0, 'name').count()).toBe(1);
    expect(await errorOf(1, 'name').count()).toBe(0);
    expect((await summaryLinks()).some((link) => link.includes('primary beneficiary 1'))).toBe(
      true,
    );
    // Removed, its errors go with it: the second moves up into its row, unmarked.
    await page.getByRole('button', { name: 'Remove primary beneficiary 1' }).click();
    await expect.poll(() => input(0, 'name').inputValue()).toBe('Bo Lee');
    for (const key of ['name', 'relationship', 'sharePercent']) {
      await expect.poll(() => errorOf(0, key).count()).toBe(0);
      expect(await input(0, key).getAttribute('aria-invalid')).toBe('false');
    }
    expect((await summaryLinks()).some((link) => link.includes('primary beneficiary'))).toBe(false);

    // The other way round: the beneficiary below, marked, keeps its errors as it moves up.
    await page.getByRole('button', { name: 'Add a primary beneficiary' }).click();
    await input(1, 'name').fill('');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => errorOf(1, 'name').count()).toBe(1);
    expect(await errorOf(0, 'name').count()).toBe(0);
    await page.getByRole('button', { name: 'Remove primary beneficiary 1' }).click();
    await expect.poll(() => input(0, 'name').inputValue()).toBe('');
    await expect.poll(() => errorOf(0, 'name').count()).toBe(1);
    expect(await input(0, 'name').getAttribute('aria-invalid')).toBe('true');
    expect(await errorOf(1, 'name').count()).toBe(0);
    const links = await summaryLinks();
    expect(links.some((link) => link.includes('primary beneficiary 1'))).toBe(true);
    expect(links.some((link) => link.includes('primary beneficiary 2'))).toBe(false);
    await page.context().close();
  });

  it('takes the keyboard into a beneficiary just added, and to Add once one is removed', async () => {
    const page = await openForm(definition.formId, 375);
    await walk(page, definition, path, { stopBefore: 'beneficiaries' });
    const focused = () => page.evaluate(() => document.activeElement?.id);
    await page.getByRole('button', { name: 'Add a primary beneficiary' }).press('Enter');
    await expect.poll(focused).toBe('root_beneficiaries_primary_1_name');
    await page.keyboard.type('Jane Doe');
    expect(await page.locator('#root_beneficiaries_primary_1_name').inputValue()).toBe('Jane Doe');
    await page.getByRole('button', { name: 'Add a contingent beneficiary' }).press('Enter');
    await expect.poll(focused).toBe('root_beneficiaries_contingent_0_name');
    await page.getByRole('button', { name: 'Remove primary beneficiary 2' }).press('Enter');
    await expect.poll(focused).toBe('root_beneficiaries_primary_add');
    expect(await page.locator('#root_beneficiaries_primary_1_name').count()).toBe(0);
    await page.context().close();
  });

  it("checks a beneficiary's answers on blur as every field's, though passing through raises nothing", async () => {
    const page = await openForm(definition.formId, 375);
    await walk(page, definition, path, { stopBefore: 'beneficiaries' });
    const primary = (key: string) => page.locator(`#root_beneficiaries_primary_0_${key}`);
    const errorOf = (key: string) => page.locator(`#root_beneficiaries_primary_0_${key}__error`);
    const marked = () => page.locator('.form-wizard [aria-invalid="true"]').count();
    const wizard = page.locator('.form-wizard');
    // Through the row by keyboard, answering nothing: nothing is said to be wrong yet.
    await primary('name').focus();
    for (let press = 0; press < 3; press += 1) await page.keyboard.press('Tab');
    expect(await marked()).toBe(0);
    // A name typed is no share total gone wrong.
    await primary('name').fill('Ann Lee');
    await primary('name').blur();
    expect(await wizard.textContent()).not.toContain(messages.beneficiaryShareTotal);
    expect(await wizard.textContent()).not.toContain('must be 100%');
    // Continue marks what is missing, as required fields are marked: read as an error, barred.
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.locator('.error-summary').waitFor();
    expect(await primary('relationship').getAttribute('aria-invalid')).toBe('true');
    expect(await primary('relationship').getAttribute('aria-required')).toBe('true');
    expect(await errorOf('relationship').textContent()).toBe(`Error: ${messages.required}`);
    expect(
      await page
        .locator('.field', { has: primary('relationship') })
        .evaluate((field) => getComputedStyle(field).borderLeftStyle),
    ).toBe('solid');
    expect(await primary('sharePercent').getAttribute('aria-invalid')).toBe('true');
    // Its summary link says which beneficiary, as the field's label does.
    await page
      .locator('.error-summary')
      .getByRole('link', { name: `Relationship (primary beneficiary 1): ${messages.required}` })
      .click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(
      'root_beneficiaries_primary_0_relationship',
    );
    await expectAccessible(page);
    // Passed through again, still empty: its error stays. Answered: it goes.
    await primary('relationship').focus();
    await primary('relationship').blur();
    expect(await primary('relationship').getAttribute('aria-invalid')).toBe('true');
    await primary('relationship').selectOption('Spouse');
    await expect.poll(() => primary('relationship').getAttribute('aria-invalid')).toBe('false');
    expect(await errorOf('relationship').count()).toBe(0);
    // A malformed share: its own error in place of the missing one.
    await primary('sharePercent').fill('33.333');
    await primary('sharePercent').blur();
    await expect.poll(() => errorOf('sharePercent').textContent()).toContain(messages.invalid);
    // Written with its percent sign: tidied to the number, totalled, the share message gone.
    await primary('sharePercent').fill(' 100 % ');
    await primary('sharePercent').blur();
    await expect.poll(() => primary('sharePercent').getAttribute('aria-invalid')).toBe('false');
    expect(await primary('sharePercent').inputValue()).toBe('100');
    expect(await page.locator('#root_beneficiaries_primary .share-total').textContent()).toBe(
      'Total share: 100%',
    );
    expect(await page.locator('#root_beneficiaries__error').count()).toBe(0);
    // The server takes the number the page sends.
    const sent = page.waitForResponse((response) =>
      (response.request().postData() ?? '').includes('"step":"beneficiaries"'),
    );
    await page.getByRole('button', { name: 'Continue' }).click();
    const response = await sent;
    expect(response.request().postData()).toContain('"sharePercent":"100"');
    expect(response.status()).toBe(200);
    await expectMovedOn(page, 'Beneficiaries');
    await page.context().close();
  });

  it('resumes after a reload at the step reached, answers kept, sensitive ones asked again', async () => {
    const page = await openForm(definition.formId);
    await walk(page, definition, path, { stopBefore: 'health' });
    const reached = await heading(page);
    await page.reload();
    await page.locator('h1').waitFor();
    // The insured step held the SSN, which is never stored in the browser: it is asked again.
    expect(await heading(page)).toBe('About the insured');
    expect(await page.locator('#root_insured_firstName').inputValue()).not.toBe('');
    expect(await page.locator('#root_insured_ssn').inputValue()).toBe('');
    // The applicant is told why, so they do not think the rest was lost too.
    const notice = page.locator('.asked-again');
    expect(await notice.textContent()).toBe(
      'For your security, this answer is not kept while your application is unfinished, so please enter it again: Social Security number.',
    );
    // Then on to the step reached, not through the steps passed since.
    const { ssn } = answersAt(path, 'insured').insured as { ssn?: string };
    await answer(page, { insured: { ssn } }, []);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => heading(page)).toBe(reached);
    // Back on the step once passed again: nothing is missing, no notice.
    await page.goBack();
    await expect.poll(() => heading(page)).toBe('About the insured');
    expect(await notice.count()).toBe(0);
    await page.context().close();
  });

  it('keeps what was typed on a step not passed yet across a reload, sensitive answers aside', async () => {
    const page = await openForm(definition.formId);
    await walk(page, definition, path, { stopBefore: 'insured' });
    await page.locator('#root_insured_firstName').fill(' Maria ');
    await page.locator('#root_insured_lastName').fill('Lopez');
    await page.locator('#root_insured_ssn').fill('214-45-6783');
    await page.locator('#root_insured_ssn').blur();
    await page.reload();
    await page.locator('h1').waitFor();
    expect(await heading(page)).toBe('About the insured');
    expect(await page.locator('#root_insured_firstName').inputValue()).toBe('Maria');
    expect(await page.locator('#root_insured_lastName').inputValue()).toBe('Lopez');
    expect(await page.locator('#root_insured_ssn').inputValue()).toBe('');
    const stored = await page.evaluate(
      (key) => window.localStorage.getItem(key) ?? '',
      applicationStoreName,
    );
    expect(stored).toContain('Lopez');
    expect(stored).not.toContain('6783');
    // Typed in a field and reloaded at once, with no blur (a pull to refresh): kept as well.
    await page.locator('#root_insured_lastName').fill('Lopez Vega');
    await page.reload();
    await page.locator('h1').waitFor();
    expect(await page.locator('#root_insured_lastName').inputValue()).toBe('Lopez Vega');
    await page.context().close();
  });

  it("after a reload, the browser's Back never goes around a step asked again", async () => {
    const page = await openForm(definition.formId);
    await walk(page, definition, path, { stopBefore: 'health' });
    await page.reload();
    await page.locator('h1').waitFor();
    expect(await heading(page)).toBe('About the insured');
    // The entries of the steps passed after it are passed over, back to the step before it.
    await page.goBack();
    await expect.poll(() => heading(page)).toBe(definition.steps[0]?.title);
    // And on from there: the step asked again, then straight to the step reached.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => heading(page)).toBe('About the insured');
    const { ssn } = answersAt(path, 'insured').insured as { ssn?: string };
    await answer(page, { insured: { ssn } }, []);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => heading(page)).not.toBe('About the insured');
    expect(await page.locator('.error-summary').count()).toBe(0);
    await page.context().close();
  });

  it('keeps what is typed: Enter sends the step without a blur, Back and the browser keep the rest', async () => {
    const page = await openForm(definition.formId);
    await walk(page, definition, path, { stopBefore: 'insured' });
    const insured = answersAt(path, 'insured');
    const { lastName, ...rest } = insured.insured as Record<string, string>;
    await answer(page, { ...insured, insured: rest }, []);
    const field = page.locator('#root_insured_lastName');
    await field.fill('');
    await field.pressSequentially(String(lastName));
    await field.press('Enter');
    await expect.poll(() => heading(page)).toBe('Address and contact');

    // Typed on a step that is left unsent, by the Back button and by the browser's buttons.
    const firstText = page.locator('input[type="text"]').first();
    await firstText.pressSequentially('Kept while away');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => heading(page)).toBe('About the insured');
    expect(await page.locator('#root_insured_lastName').inputValue()).toBe(lastName);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => heading(page)).toBe('Address and contact');
    expect(await firstText.inputValue()).toBe('Kept while away');
    await page.goBack();
    await expect.poll(() => heading(page)).toBe('About the insured');
    await page.goForward();
    await expect.poll(() => heading(page)).toBe('Address and contact');
    expect(await firstText.inputValue()).toBe('Kept while away');
    await page.context().close();
  });

  it('sends an SSN typed without dashes, Enter pressed in the field, as its blur would', async () => {
    const page = await openForm(definition.formId, 375);
    await walk(page, definition, path, { stopBefore: 'insured' });
    const insured = answersAt(path, 'insured');
    const { ssn, ...rest } = insured.insured as Record<string, string>;
    await answer(page, { ...insured, insured: rest }, []);
    const field = page.locator('#root_insured_ssn');
    await field.fill('');
    await field.pressSequentially(String(ssn).replace(/\D/g, ''));
    await field.press('Enter');
    await expectMovedOn(page, 'About the insured');
    expect(await heading(page)).toBe('Address and contact');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => heading(page)).toBe('About the insured');
    expect(await field.inputValue()).toBe(ssn);
    await page.context().close();
  });

  it('keeps every key typed while a blur held by a press is checked and drawn', async () => {
    const page = await openForm(definition.formId, 375);
    await walk(page, definition, path, { stopBefore: 'insured' });
    const insured = answersAt(path, 'insured');
    const { ssn: given, ...rest } = insured.insured as Record<string, string>;
    await answer(page, { ...insured, insured: rest }, []);
    const digits = (given ?? '').replace(/-/g, '');
    expect(digits).toMatch(/^\d{9}$/);
    await page.locator('#root_insured_firstName').focus();
    await addFakeTimers(page);
    // A press on the step holds the first name's blur while the SSN is typed; on the release the
    // blur is checked from a timer. Keys typed just after that check, before a lazy render of its
    // result would land, must stay typed: the check is drawn at once, the field keeps newer text.
    const typed = await page.evaluate((ssn) => {
      const { FakeTimers } = window as unknown as { FakeTimers: PageFakeTimers };
      const wizard = document.querySelector('.form-wizard');
      const field = document.querySelector<HTMLInputElement>('#root_insured_ssn');
      if (!wizard || !field) throw new Error('no wizard');
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      const type = (digits: string) => {
        for (const digit of digits) {
          setValue?.call(field, field.value + digit);
          field.dispatchEvent(new Event('input', { bubbles: true }));
        }
      };
      wizard.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      field.focus();
      type(ssn.slice(0, 3));
      const clock = FakeTimers.withGlobal(window).install({
        toFake: ['setTimeout', 'clearTimeout'],
      });
      window.dispatchEvent(new PointerEvent('pointerup'));
      clock.runAll();
      type(ssn.slice(3));
      clock.uninstall();
      return new Promise<string>((resolve) =>
        setTimeout(
          () => requestAnimationFrame(() => setTimeout(() => resolve(field.value), 50)),
          50,
        ),
      );
    }, digits);
    expect(typed).toBe(digits);
    await page.locator('#root_insured_ssn').press('Enter');
    await expectMovedOn(page, 'About the insured');
    expect(await heading(page)).toBe('Address and contact');
    await page.context().close();
  });

  it('keeps an answer chosen while a blur held by a press is checked', async () => {
    const page = await openForm(definition.formId, 375);
    await walk(page, definition, path, { stopBefore: 'insured' });
    await page.locator('#root_insured_firstName').fill('Ann');
    await addFakeTimers(page);
    // As above, the first name's blur is checked from a timer on the release; a choice made at
    // once after that check must not be undone when its result is drawn.
    const chosen = await page.evaluate(() => {
      const { FakeTimers } = window as unknown as { FakeTimers: PageFakeTimers };
      const wizard = document.querySelector('.form-wizard');
      const first = document.querySelector<HTMLInputElement>('#root_insured_gender');
      const radio = document.querySelector<HTMLInputElement>(
        `input[type="radio"][name="${first?.name}"][value="M"]`,
      );
      if (!wizard || !radio) throw new Error('no wizard');
      wizard.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      radio.focus();
      const clock = FakeTimers.withGlobal(window).install({
        toFake: ['setTimeout', 'clearTimeout'],
      });
      window.dispatchEvent(new PointerEvent('pointerup'));
      clock.runAll();
      radio.click();
      clock.uninstall();
      return new Promise<boolean>((resolve) =>
        setTimeout(
          () => requestAnimationFrame(() => setTimeout(() => resolve(radio.checked), 50)),
          50,
        ),
      );
    });
    expect(chosen).toBe(true);
    await page.getByRole('button', { name: 'Continue' }).click();
    expect(await page.locator('.error-summary').textContent()).not.toContain('Gender');
    await page.context().close();
  });

  it('raises no error on a field only passed through; Continue does, and an answer clears it', async () => {
    const page = await openForm(definition.formId, 375);
    await walk(page, definition, path, { stopBefore: 'insured' });
    const first = page.locator('#root_insured_firstName');
    await first.focus();
    // Through the step by keyboard, answering nothing: no field is said to be wrong yet.
    for (let press = 0; press < 8; press += 1) await page.keyboard.press('Tab');
    expect(await page.locator('.form-wizard [aria-invalid="true"]').count()).toBe(0);
    expect(await page.locator('.form-wizard').textContent()).not.toContain(messages.required);
    // Nor is any read out as invalid: an unanswered required radio, select or box is, natively.
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const invalid = nodes.filter((node) =>
      node.properties?.some((p) => p.name === 'invalid' && p.value.value !== 'false'),
    );
    expect(invalid.map((node) => `${node.role?.value} ${node.name?.value}`)).toEqual([]);
    // The heading, focused on arriving, is read with where the step stands.
    const focusedHeading = nodes.find(
      (node) => node.role?.value === 'heading' && node.name?.value === 'About the insured',
    );
    expect(focusedHeading?.description?.value).toMatch(/^Step \d+ of \d+: About the insured$/);
    const title = await page.title();
    expect(title).not.toMatch(/^Error:/);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.title()).toBe(`Error: ${title}`);
    expect(await first.getAttribute('aria-invalid')).toBe('true');
    // Passed through again, still unanswered: its error stays. Answered: it goes.
    await first.focus();
    await first.blur();
    expect(await first.getAttribute('aria-invalid')).toBe('true');
    await first.fill('Ann');
    await first.blur();
    await expect.poll(() => first.getAttribute('aria-invalid')).toBe('false');
    await page.context().close();
  });

  it('shows the monthly premium from the rate tables as amount and tobacco are answered', async () => {
    const page = await openForm(definition.formId);
    await walk(page, definition, path, { stopBefore: 'coverage' });
    expect(await heading(page)).toBe('Coverage');
    const premium = page.locator('#root_coverage_amount ~ .premium');
    const insured = answersOf(path).insured;
    const box = await premium.boundingBox();
    expect(await premium.textContent()).toBe('');
    await page.locator('#root_coverage_amount').selectOption('350000');
    // Tobacco not answered yet: the two rates differ, so no price is shown.
    expect(await premium.textContent()).toBe('');
    for (const tobacco of ['1', '0'] as const) {
      await answer(page, { coverage: { tobacco } }, []);
      const expected = quotedPremium(definition, {
        insured,
        coverage: { amount: 350000, tobacco },
      });
      await expect.poll(() => premium.textContent()).toBe(`Monthly premium: ${expected}`);
    }
    await page.locator('#root_coverage_amount').selectOption('1000000');
    const million = quotedPremium(definition, {
      insured,
      coverage: { amount: 1000000, tobacco: '0' },
    });
    await expect.poll(() => premium.textContent()).toBe(`Monthly premium: ${million}`);
    expect((await premium.boundingBox())?.height).toBe(box?.height);
    expect(await premium.getAttribute('aria-live')).toBe('polite');
    await expectAccessible(page);
    await page.context().close();
  });
});

describe.each(['term-90-plus-quick-step', 'reserve-group-life-quick-step'])(
  'the Quick Step %s in Chromium',
  (quickStepId) => {
    const definition = formById(quickStepId);
    if (!definition?.quickStep) throw new Error(`no Quick Step form ${quickStepId}`);
    const fullApp = definition.quickStep.fullAppFormId;
    if (fullApp.member === undefined) throw new Error(`${quickStepId} continues as a spouse`);
    const full = { ...fullApp, member: fullApp.member };
    const paths = stepPaths(runtimeForm(definition, plansRules), pathContext);
    /** The shortest path that continues into `formId`, and everything it types. */
    const continuingInto = (formId: string) => {
      const path = paths
        .filter((p) => p.continuesWith === formId)
        .reduce((a, b) => (b.events.length < a.events.length ? b : a));
      return { path, typed: answersOf(path) };
    };

    /** Completes the Quick Step on `path` and follows its button into the full application. */
    async function completeAndContinue(path: StepPath, formId: string): Promise<Page> {
      const page = await openForm(definition?.formId ?? '');
      await walk(page, definition as FormDefinition, path);
      await submit(page);
      await page.getByRole('button', { name: 'Continue to the full application' }).click();
      // The site opens the full application in place, at its own route.
      const next = formById(formId);
      await page.waitForURL((url) => url.pathname === next?.route);
      await expect.poll(() => heading(page)).toBe(next?.steps[0]?.title);
      return page;
    }

    /** The seeded full application's answers, as the store keeps them in the browser. */
    async function seeded(page: Page, formId: string): Promise<FormData> {
      const saved = await page.evaluate(
        (key) => window.localStorage.getItem(key) ?? '{}',
        applicationStoreName,
      );
      const parsed: unknown = JSON.parse(saved);
      const entry = (
        parsed as { state?: { applications?: Record<string, Record<string, unknown>> } }
      ).state?.applications?.[definition?.appId ?? '']?.[formId] as
        { data?: FormData; tempData?: FormData } | undefined;
      return { ...entry?.tempData, ...entry?.data };
    }

    it('keeps an amount the age no longer allows in sight, marked, with its message, after the date of birth is edited', async () => {
      const { path } = continuingInto(full.member);
      const page = await openForm(definition.formId);
      await walk(page, definition, path, { stopBefore: 'coverage' });
      await page.locator('#root_coverage_amount').selectOption('250000');
      await page.getByRole('button', { name: 'Back' }).click();
      await expect.poll(() => heading(page)).toBe('About you');
      await answer(page, { insured: { dateOfBirth: bornAged(52, new Date()) } }, []);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect.poll(() => heading(page)).toBe('Coverage');
      const amount = page.locator('#root_coverage_amount');
      expect(await amount.locator('option:checked').textContent()).toBe(
        '$250,000 (not available for your answers)',
      );
      expect(await page.locator('#root_coverage_amount ~ .premium').textContent()).toBe('');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect
        .poll(() => page.locator('.error-summary').textContent())
        .toContain(messages.invalid);
      expect(await heading(page)).toBe('Coverage');
      await amount.selectOption('100000');
      expect(await amount.locator('option').allTextContents()).not.toContain(
        '$250,000 (not available for your answers)',
      );
      await expectAccessible(page);
      await page.context().close();
    });

    it('continues as a member into the full application seeded with what the applicant typed', async () => {
      const { path, typed } = continuingInto(full.member);
      const page = await completeAndContinue(path, full.member);
      const fullApplication = formById(full.member);
      expect(await heading(page)).toBe(fullApplication?.steps[0]?.title);
      const service = typed.service as { dutyStatus: string; branch: string };
      const insured = typed.insured as { firstName: string; lastName: string; dateOfBirth: string };
      const data = await seeded(page, full.member);
      expect(data.service).toMatchObject(service);
      expect(data.insured).toMatchObject(insured);
      expect(data.mailing).toMatchObject(typed.mailing as object);
      // The full application shows the answers: the branch, then on the next step the insured.
      expect(await page.locator('#root_service_branch').inputValue()).toBe(service.branch);
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect.poll(() => heading(page)).toBe(fullApplication?.steps[1]?.title);
      expect(await page.locator('#root_insured_firstName').inputValue()).toBe(insured.firstName);
      expect(await page.locator('#root_insured_lastName').inputValue()).toBe(insured.lastName);
      expect(await page.locator('#root_insured_dateOfBirth').inputValue()).toBe(
        insured.dateOfBirth,
      );
      await page.context().close();
    });

    const spouse = full.spouse;
    // A Quick Step sold to members only (Reserve Group Life) has no spouse application.
    if (spouse)
      it('continues as a spouse into the spouse application, seeded as a Sponsored Spouse', async () => {
        const { path, typed } = continuingInto(spouse);
        const service = typed.service as { dutyStatus: string; branch: string };
        expect(service.dutyStatus).toBe('9');
        const page = await completeAndContinue(path, spouse);
        expect(await heading(page)).toBe(formById(spouse)?.steps[0]?.title);
        // The sponsor step shows the spouse's own affiliation, never the sponsor's branch.
        expect(await page.locator('#root_service_dutyStatus').textContent()).toBe('Spouse');
        expect(await page.locator('#root_service_branch').textContent()).toBe('Sponsored Spouse');
        const data = await seeded(page, spouse);
        expect(data.service).toMatchObject({ dutyStatus: '9', branch: '9' });
        expect(data.insured).toMatchObject(typed.insured as object);
        expect(data.mailing).toMatchObject(typed.mailing as object);
        await expectAccessible(page);
        await page.context().close();
      });
  },
);
