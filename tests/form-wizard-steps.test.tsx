// @vitest-environment jsdom
// What the catalogue's own steps do with an applicant's typing, choosing and Continue, in a DOM
// environment: a question with one answer, an answer checked against another, the card type read
// from the number, a date typed without slashes, the owner's relationship in their own words, a
// plan's payment methods, the step count an answer changes, and the signature offered on the
// review. Moved here from Chromium, which keeps what only a browser shows: focus after a click that
// moves, the keyboard on the help, layout, a reload (tests/e2e/form-wizard.e2e.test.ts).
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormDefinition } from '../engine';
import { axeFindings } from '../engine/testing/axe-findings';
import { formById } from '../forms';
import { messages } from '../validators';
import { shortestPath } from './browser-coverage';
import { answersAt, answersOf, shortestPathThrough } from './path-answers';
import { fieldError, headingNow, openWizardAt, titleAfter } from './wizard-at-step';

function form(formId: string): FormDefinition {
  const definition = formById(formId);
  if (!definition) throw new Error(`no form ${formId}`);
  return definition;
}

/** The field `id` once drawn: some widgets are loaded as the step first needs them. */
const field = (id: string): Promise<HTMLInputElement | HTMLSelectElement> =>
  waitFor(() => {
    const found = document.getElementById(id);
    if (found instanceof HTMLInputElement || found instanceof HTMLSelectElement) return found;
    throw new Error(`no field ${id}`);
  });

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '');
});

describe('a question with one answer, in a DOM environment', () => {
  it("is answered for the applicant: a spouse's duty status and affiliation", async () => {
    const definition = form('term-90-plus-sponsored-spouse');
    const path = shortestPath(definition);
    const first = path.steps[0] ?? '';
    const { sponsor } = answersAt(path, first);
    await openWizardAt(definition, path, first, { sponsor });
    // Said, not asked: no radio to tab through that cannot be changed.
    expect(document.getElementById('root_service_dutyStatus')?.textContent).toBe('Spouse');
    expect(document.getElementById('root_service_branch')?.textContent).toBe('Sponsored Spouse');
    expect(document.querySelectorAll('input[name="root_service_dutyStatus"]')).toHaveLength(0);
    await userEvent.setup().click(continueButton());
    await screen.findByRole('heading', { level: 1, name: definition.steps[1]?.title });
  });
});

describe('an answer checked against another, in a DOM environment', () => {
  it("refuses the sponsor's SSN as the spouse's own", async () => {
    const definition = form('term-90-plus-sponsored-spouse');
    const path = shortestPath(definition);
    const { ssn } = answersOf(path).sponsor as { ssn: string };
    await openWizardAt(definition, path, 'insured', answersAt(path, 'insured'));
    const user = userEvent.setup();
    await user.clear(await field('root_insured_ssn'));
    await user.type(await field('root_insured_ssn'), ssn.replace(/-/g, ''));
    await user.tab();
    await user.click(continueButton());
    await waitFor(() =>
      expect(fieldError('root_insured_ssn')).toBe(`Error: ${messages.ssnOfAnother}`),
    );
    expect(headingNow()).toBe(definition.steps.find((s) => s.id === 'insured')?.title);
  });

  describe("a child's SSN asked again from the plan's age (18)", () => {
    const definition = form('nexgen-dependent-child');
    const path = shortestPathThrough(definition, 'ssnConfirmation');
    const title = (id: string) => definition.steps.find((s) => s.id === id)?.title ?? id;

    it('refuses another number than the SSN given', async () => {
      const { container } = await openWizardAt(definition, path, 'ssnConfirmation');
      const user = userEvent.setup();
      await user.type(await field('root_ssnConfirmation_ssn'), '612-34-5678');
      await user.tab();
      await user.click(continueButton());
      await waitFor(() =>
        expect(fieldError('root_ssnConfirmation_ssn')).toBe(`Error: ${messages.ssnsMatch}`),
      );
      expect(await axeFindings(container)).toEqual([]);
      const { ssn } = answersAt(path, 'ssnConfirmation').ssnConfirmation as { ssn: string };
      await user.clear(await field('root_ssnConfirmation_ssn'));
      await user.type(await field('root_ssnConfirmation_ssn'), ssn);
      await user.click(continueButton());
      await screen.findByRole('heading', {
        level: 1,
        name: titleAfter(definition, path, 'ssnConfirmation'),
      });
    });

    it('asks again, blank from the first moment, when the SSN changes, and sends the new one', async () => {
      const { submitted } = await openWizardAt(definition, path, 'review');
      const user = userEvent.setup();
      const insured = screen.getByRole('region', { name: title('insured') });
      await user.click(within(insured).getByRole('button', { name: /^Edit/ }));
      await screen.findByRole('heading', { level: 1, name: title('insured') });
      await user.clear(await field('root_insured_ssn'));
      await user.type(await field('root_insured_ssn'), '345-67-8900');
      await user.tab();
      // Each value the field shows from the moment it is drawn: the old number never, even briefly.
      const seen: string[] = [];
      const observer = new MutationObserver(() => {
        const field = document.getElementById('root_ssnConfirmation_ssn');
        if (field instanceof HTMLInputElement && seen.at(-1) !== field.value)
          seen.push(field.value);
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true });
      await user.click(continueButton());
      await screen.findByRole('heading', { level: 1, name: title('ssnConfirmation') });
      observer.disconnect();
      expect((await field('root_ssnConfirmation_ssn')).value).toBe('');
      expect(seen).toEqual(['']);
      await user.type(await field('root_ssnConfirmation_ssn'), '345-67-8900');
      await user.click(continueButton());
      await screen.findByRole('heading', { level: 1, name: 'Review your application' });
      const sign = screen.queryByRole('button', { name: /^Sign as / });
      if (sign) await user.click(sign);
      await user.click(screen.getByRole('button', { name: 'Submit application' }));
      await waitFor(() => expect(submitted).toHaveLength(1));
      expect(submitted[0]?.data).toMatchObject({
        insured: { ssn: '345-67-8900' },
        ssnConfirmation: { ssn: '345-67-8900' },
      });
    });
  });
});

describe('the card step of the standard application, in a DOM environment', () => {
  const definition = form('term-90-plus-standard');
  const path = shortestPathThrough(definition, 'card');
  const card = answersAt(path, 'card').card as Record<string, string>;

  it('names the plan on each step, and says so when an answer adds a step to the count', async () => {
    const { method: _byCard, ...payment } = answersAt(path, 'payment').payment as Record<
      string,
      string
    >;
    await openWizardAt(definition, path, 'payment', { payment });
    const progress = () => document.querySelector('.progress-text')?.textContent ?? '';
    const total = () => Number(/^Step \d+ of (\d+): /.exec(progress())?.[1]);
    const before = total();
    expect(before).toBeGreaterThan(0);
    expect(document.querySelector('.form-wizard-plan')?.textContent).toBe(definition.title);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Credit Card' }));
    await user.click(continueButton());
    await screen.findByRole('heading', { level: 1, name: 'Credit card' });
    expect(total()).toBe(before + 1);
    expect(progress()).toMatch(/Your answers added a step\.$/);
    expect(document.querySelector('.form-wizard-plan')?.textContent).toBe(definition.title);
  });

  it("starts the name on the card as the owner's, or the insured's, and keeps one typed", async () => {
    const before = answersOf({ ...path, events: path.events.slice(0, path.steps.indexOf('card')) });
    const holder = (path.steps.includes('owner') ? before.owner : before.insured) as Record<
      string,
      string
    >;
    await openWizardAt(definition, path, 'card');
    const nameOnCard = await field('root_card_nameOnCard');
    expect(nameOnCard.value).toBe(
      [holder.firstName, holder.middleInitial, holder.lastName].filter(Boolean).join(' '),
    );
    cleanup();
    await openWizardAt(definition, path, 'card', { card: { nameOnCard: 'A N Other' } });
    expect((await field('root_card_nameOnCard')).value).toBe('A N Other');
  });

  it('refuses a card number of another network than the card type chosen', async () => {
    await openWizardAt(definition, path, 'card', {
      card: { ...card, cardType: 'mc', number: '4111 1111 1111 1111' },
    });
    const user = userEvent.setup();
    await user.click(continueButton());
    await waitFor(() =>
      expect(fieldError('root_card_number')).toBe('Error: This is not a Mastercard card number'),
    );
    await user.selectOptions(await field('root_card_cardType'), 'visa');
    await user.click(continueButton());
    await screen.findByRole('heading', { level: 1, name: titleAfter(definition, path, 'card') });
  });

  it('chooses the card type from the number typed, and keeps a type the applicant chose', async () => {
    const { nameOnCard, expiry, cvv } = card;
    await openWizardAt(definition, path, 'card', { card: { nameOnCard, expiry, cvv } });
    const user = userEvent.setup();
    const cardType = await field('root_card_cardType');
    const number = await field('root_card_number');
    expect(cardType.value).toBe('');
    await user.type(number, '4111');
    await waitFor(() => expect(cardType.value).toBe('visa'));
    await user.clear(number);
    await user.type(number, '5555 5555 5555 4444');
    await waitFor(() => expect(cardType.value).toBe('mc'));
    // Chosen by the applicant: another number's digits leave it as it is, and its error says why.
    await user.selectOptions(cardType, 'discover');
    await user.clear(number);
    await user.type(number, '4111 1111 1111 1111');
    await user.tab();
    expect(cardType.value).toBe('discover');
    await user.click(continueButton());
    await waitFor(() =>
      expect(fieldError('root_card_number')).toBe('Error: This is not a Discover card number'),
    );
  });
});

describe('a date of birth typed without slashes, in a DOM environment', () => {
  it('reads 06151988 as 06/15/1988 on leaving the field, and moves on with it', async () => {
    const definition = form('term-90-plus-standard');
    const path = shortestPath(definition);
    const { dateOfBirth, ...insured } = answersAt(path, 'insured').insured as Record<
      string,
      string
    >;
    await openWizardAt(definition, path, 'insured', { ...answersAt(path, 'insured'), insured });
    const typed = String(dateOfBirth).replace(/\D/g, '');
    expect(typed).toMatch(/^\d{8}$/);
    const user = userEvent.setup();
    await user.type(await field('root_insured_dateOfBirth'), typed);
    await user.tab();
    expect((await field('root_insured_dateOfBirth')).value).toBe(dateOfBirth);
    await user.click(continueButton());
    await screen.findByRole('heading', { level: 1, name: titleAfter(definition, path, 'insured') });
  });
});

describe("the certificate owner's relationship, in a DOM environment", () => {
  it("asks for it from the list, Other in the applicant's own words", async () => {
    const definition = form('term-90-plus-standard');
    const path = shortestPathThrough(definition, 'owner');
    const { relationship: _chosen, ...owner } = answersAt(path, 'owner').owner as Record<
      string,
      string
    >;
    const { container } = await openWizardAt(definition, path, 'owner', { owner });
    const user = userEvent.setup();
    await user.selectOptions(await field('root_owner_relationship'), 'Other');
    await user.click(continueButton());
    await waitFor(() =>
      expect(fieldError('root_owner_relationship')).toBe(`Error: ${messages.required}`),
    );
    expect(await axeFindings(container)).toEqual([]);
    await user.type(await field('root_owner_relationship-other'), 'Business partner');
    await user.click(continueButton());
    await screen.findByRole('heading', { level: 1, name: titleAfter(definition, path, 'owner') });
  });
});

describe("a plan's payment methods, in a DOM environment", () => {
  it.each([
    ['term-90-plus-standard', true],
    ['term-90-plus-federal-civilian', false],
  ] as const)('%s offers a military allotment: %s', async (formId, allotment) => {
    const definition = form(formId);
    await openWizardAt(definition, shortestPath(definition), 'payment');
    const methods = [...document.querySelectorAll('input[name="root_payment_method"] + label')].map(
      (label) => label.textContent,
    );
    expect(methods).toContain('Credit Card');
    expect(methods.includes('Military Allotment (MAA)')).toBe(allotment);
  });
});

describe('the signature on the review, in a DOM environment', () => {
  it('offers the name the application gives, so it need not be typed again (WCAG 3.3.7)', async () => {
    const definition = form('term-90-plus-standard');
    const { submitted } = await openWizardAt(definition, shortestPath(definition), 'review');
    const given = (document.querySelector('.review-signature .hint')?.textContent ?? '').replace(
      /^As given in this application: /,
      '',
    );
    expect(given.length).toBeGreaterThan(0);
    const field = screen.getByLabelText('Signature (type your full name)');
    if (!(field instanceof HTMLInputElement)) throw new Error('the signature is no text field');
    expect(field.value).toBe('');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: `Sign as ${given}` }));
    expect(field.value).toBe(given);
    expect(document.activeElement).toBe(field);
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(submitted).toEqual([expect.objectContaining({ signature: given })]));
  });
});
