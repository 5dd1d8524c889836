import { describe, expect, it } from 'vitest';
import type { FormData } from '../../../engine';
import { messages } from '../../../validators';
import { applicationRowCounts } from '../../testing/application-rows';
import { sampleApplication, signatureFor } from '../../testing/sample-application';
import { suiteServer } from '../../testing/suite-server';
import { databaseTargets } from '../../testing/test-server';

const byCard = sampleApplication('term-90-plus-standard', (steps) => steps.includes('card'));
const byBank = sampleApplication('term-90-plus-standard', (steps) => steps.includes('bank'));
const byCheck = sampleApplication(
  'term-90-plus-standard',
  (steps) => !steps.includes('bank') && !steps.includes('card'),
);
const quickStep = sampleApplication('term-90-plus-quick-step');
const spouse = sampleApplication('term-90-plus-sponsored-spouse');
const simplified = sampleApplication('term-90-plus-simplified');
const { appId, formId } = byCard;
const card = byCard.data.card as FormData;
const bank = byBank.data.bank as FormData;
const insured = byCard.data.insured as FormData;

let keys = 0;
const newKey = () => `steps-key-${String((keys += 1)).padStart(8, '0')}`;

const without = (data: FormData, ...sections: string[]): FormData =>
  Object.fromEntries(Object.entries(data).filter(([key]) => !sections.includes(key)));

describe.each(databaseTargets())('which steps a submission holds, on %s', (target) => {
  const server = suiteServer(target);

  /** Submits anonymously; a refusal must leave every application table as it was. */
  async function submit(data: unknown, form = { appId, formId }) {
    const before = await applicationRowCounts(server.db);
    const answer = await server.call('application', 'submit', {
      ...form,
      data,
      ...signatureFor(form.formId, data as FormData),
      idempotencyKey: newKey(),
    });
    if (answer.status !== 200) expect(await applicationRowCounts(server.db)).toEqual(before);
    return answer;
  }

  async function storedData(applicationId: unknown): Promise<FormData> {
    const row = await server.db
      .selectFrom('application_submissions')
      .select('data')
      .where('application_id', '=', String(applicationId))
      .executeTakeFirstOrThrow();
    return row.data as FormData;
  }

  it('refuses a submission whose steps were never passed, naming what each step needs', async () => {
    const empty = await submit({});
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ message: messages.checkFormFields, appId, formId });
    // The steps every answer set enters (the owner and payment steps depend on answers).
    expect(empty.body.errors).toMatchObject({
      service: messages.required,
      insured: messages.required,
      ownership: messages.required,
      mailing: messages.required,
      contact: messages.required,
      coverage: messages.required,
      health: messages.required,
      beneficiaries: messages.required,
      payment: messages.required,
      authorization: messages.required,
    });
    const firstTwo = await submit({ service: byCard.data.service, insured });
    expect(firstTwo.status).toBe(400);
    expect(Object.keys(firstTwo.body.errors as object)).not.toContain('service');
    expect(firstTwo.body.errors).toMatchObject({ authorization: messages.required });
  });

  it('refuses data that skips a required step', async () => {
    for (const section of ['health', 'beneficiaries', 'card', 'authorization']) {
      const answer = await submit(without(byCard.data, section));
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({ [section]: messages.required });
    }
  });

  it("refuses answers to a step the form's conditions would not ask", async () => {
    const cardWithCheck = await submit({ ...byCheck.data, card });
    expect(cardWithCheck.status).toBe(400);
    expect(cardWithCheck.body.errors).toEqual({ card: messages.invalid });
    // Not even valid card details ride along with a bank account.
    const both = await submit({ ...byBank.data, card });
    expect(both.body.errors).toEqual({ card: messages.invalid });
    // Nor an invalid one, unchecked because its step is not taken.
    const garbage = await submit({ ...byBank.data, card: { number: 'garbage' } });
    expect(garbage.body.errors).toEqual({ card: messages.invalid });
    // The owner step is asked only when the insured is not the owner.
    const owner = byCard.data.owner;
    const ownsIt = { ...byCard.data, ownership: { insuredIsOwner: '1' }, owner };
    expect((await submit(ownsIt)).body.errors).toEqual({ owner: messages.invalid });
  });

  it('refuses extra unknown fields, at any level, naming each', async () => {
    const answer = await submit({
      ...byCard.data,
      insured: { ...insured, nickname: 'x'.repeat(50_000) },
      beneficiaries: {
        primary: [{ name: 'Ann Doe', relationship: 'Friend', sharePercent: '100', ssn: '1' }],
        contingent: [],
        note: 'x',
      },
      passedSteps: ['authorization'],
      constructor: 'x',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      'insured.nickname': messages.invalid,
      'beneficiaries.primary.0.ssn': messages.invalid,
      'beneficiaries.note': messages.invalid,
      passedSteps: messages.invalid,
      constructor: messages.invalid,
    });
  });

  it('refuses data made for another form or plan', async () => {
    const quick = await submit(quickStep.data);
    expect(quick.status).toBe(400);
    expect(quick.body.errors).toMatchObject({
      'insured.ssn': messages.required,
      'authorization.authorizePayment': messages.required,
    });
    const sponsored = await submit(spouse.data);
    expect(sponsored.status).toBe(400);
    expect(sponsored.body.errors).toMatchObject({ sponsor: messages.invalid });
    // The standard form's health answers are more than the Simplified form asks.
    const toSimplified = await submit(byCard.data, { appId, formId: simplified.formId });
    expect(toSimplified.status).toBe(400);
    expect(toSimplified.body.errors).toMatchObject({ 'health.diabetes': messages.invalid });
    // Standard coverage is more than Simplified's 50,000.
    const amount = await submit(
      { ...simplified.data, coverage: { amount: 100_000, tobacco: '0' } },
      { appId, formId: simplified.formId },
    );
    expect(amount.status).toBe(400);
    expect(amount.body.errors).toEqual({ 'coverage.amount': messages.invalid });
    const otherApp = await submit(byCard.data, { appId: 'national-guard', formId });
    expect(otherApp.status).toBe(400);
    expect(otherApp.body.errors).toEqual({ appId: messages.invalid });
  });

  it('validates and stores only the steps the answers lead to: card, bank, or neither', async () => {
    const badCard = await submit({ ...byCard.data, card: { ...card, number: '4111111111111112' } });
    expect(badCard.body.errors).toEqual({ 'card.number': messages.cardNumber });
    const badBank = await submit({ ...byBank.data, bank: { ...bank, routingNumber: '011000016' } });
    expect(badBank.body.errors).toEqual({ 'bank.routingNumber': messages.routingNumber });

    const paidByCard = await submit(byCard.data);
    expect(paidByCard.status).toBe(200);
    const cardRow = await storedData(paidByCard.body.applicationId);
    expect(Object.keys(cardRow).sort()).toEqual(Object.keys(byCard.data).sort());
    expect(cardRow.bank).toBeUndefined();

    const paidByBank = await submit(byBank.data);
    expect(paidByBank.status).toBe(200);
    const bankRow = await storedData(paidByBank.body.applicationId);
    expect(bankRow.card).toBeUndefined();
    // The bank's numbers stored as the payment vault's token and the last four digits.
    expect(Object.keys(bankRow.bank as object).sort()).toEqual([
      'accountType',
      'bankName',
      'last4',
      'token',
    ]);

    const paidByCheck = await submit(byCheck.data);
    expect(paidByCheck.status).toBe(200);
    const checkRow = await storedData(paidByCheck.body.applicationId);
    expect(checkRow.card ?? checkRow.bank).toBeUndefined();
  });
});
