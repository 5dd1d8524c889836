import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bornAged,
  invalidCases,
  runtimeValidators,
  withValue,
  type FormData,
} from '../../../engine';
import { formDefinitions, plansRules } from '../../../forms';
import { applicationRowCounts } from '../../testing/application-rows';
import {
  sampleApplication,
  type SampleApplication,
  signatureFor,
} from '../../testing/sample-application';
import { suiteServer } from '../../testing/suite-server';
import { loginAs, sweepTarget } from '../../testing/test-server';

const now = new Date();
const year = now.getFullYear();
const byCard = sampleApplication('term-90-plus-standard', (steps) => steps.includes('card'));
const byBank = sampleApplication('term-90-plus-standard', (steps) => steps.includes('bank'));
const quickStep = sampleApplication('term-90-plus-quick-step');
const simplified = sampleApplication('term-90-plus-simplified');
const spouse = sampleApplication('term-90-plus-sponsored-spouse');
const withOwner = sampleApplication('term-90-plus-standard', (steps) => steps.includes('owner'));
// NexGen child: a child of 18 or more (spec §9), whose SSN is typed again.
const childOf18 = sampleApplication('nexgen-dependent-child', (steps) =>
  steps.includes('ssnConfirmation'),
);

// Legal Plans: a fixed price (spec §9: 277.20), sent with the application.
const legal = sampleApplication('legal-plans-enrollment');

// Spec §5, word for word.
const spec = {
  required: 'This field is required',
  ssnFormat: 'Must be a valid SSN',
  ssnInvalid: 'SSN is not valid',
  // Ours: the spec has no words for it.
  ssnOfAnother: 'This SSN is already entered for another person in this application',
  ssnsMatch: 'SSNs must match',
  zip: 'Must match this ##### or this #####-#### pattern',
  phone: 'Must match this pattern ###-###-####',
  email: 'This field must be a valid email',
  invalidCharacter: 'Contains invalid character',
  onlyNumbers: 'Only numbers allowed',
  shares: 'Summary Share % for beneficiaries must be 100',
  state: 'Sorry, but we currently do not provide this service in your state',
  age: "Sorry, your age doesn't match the plan requirements",
  invalid: 'This field is invalid',
  text: (n: number) =>
    `The maximum length of all names and relationship statuses must be less or equal to 240 characters. Current length is ${n}.`,
};

interface Case {
  sample: SampleApplication;
  step: string;
  /** The field: section, field name (or the section alone). */
  at: string[];
  value: unknown;
  /** The spec's wording where the spec quotes it; else the browser's message is the reference. */
  message?: string;
  /** Other answers the case needs (e.g. the date of birth a coverage band reads). */
  with?: [string[], unknown][];
  /** Where the message shows, when not at the answer set (one entry of a list). */
  shownAt?: string[];
}

const person = (name: string, sharePercent: string) => ({
  name,
  relationship: 'Friend',
  sharePercent,
});

const cases: Case[] = [
  // The catalogue's price is the only amount taken: the browser's is never trusted.
  ...[1, 277.19, 0].map((value) => ({
    sample: legal,
    step: 'payment',
    at: ['payment', 'amount'],
    value,
    message: spec.invalid,
  })),
  ...['234567', '234-56-789', '234 56 7890'].map((value) => ({
    sample: byCard,
    step: 'insured',
    at: ['insured', 'ssn'],
    value,
    message: spec.ssnFormat,
  })),
  ...['666-12-3456', '900-12-3456', '999-12-3456', '234-56-0000', '123-45-6789', '111-11-1111'].map(
    (value) => ({
      sample: byCard,
      step: 'insured',
      at: ['insured', 'ssn'],
      value,
      message: spec.ssnInvalid,
    }),
  ),
  {
    sample: byCard,
    step: 'owner',
    at: ['owner', 'ssn'],
    value: '666-00-1234',
    message: spec.ssnInvalid,
  },
  // A card number of another network than the card type chosen (the sample pays by Visa).
  ...['5555555555554444', '6011111111111117', '378282246310005'].map((value) => ({
    sample: byCard,
    step: 'card',
    at: ['card', 'number'],
    value,
    with: [[['card', 'cardType'], 'visa']] as [string[], unknown][],
    message: 'This is not a Visa card number',
  })),
  {
    sample: byCard,
    step: 'card',
    at: ['card', 'number'],
    value: '4111111111111111',
    with: [[['card', 'cardType'], 'mc']],
    message: 'This is not a Mastercard card number',
  },
  // One person's SSN given for another: the sponsor's for the spouse, the insured's for the owner.
  ...['234-56-7890', '234567890'].map((sponsorSsn) => ({
    sample: spouse,
    step: 'insured',
    at: ['insured', 'ssn'],
    value: '234-56-7890',
    with: [[['sponsor', 'ssn'], sponsorSsn]] as [string[], unknown][],
    message: spec.ssnOfAnother,
  })),
  {
    sample: withOwner,
    step: 'owner',
    at: ['owner', 'ssn'],
    value: '345-67-8901',
    with: [[['insured', 'ssn'], '345-67-8901']],
    message: spec.ssnOfAnother,
  },
  {
    sample: childOf18,
    step: 'owner',
    at: ['owner', 'ssn'],
    value: '345-67-8901',
    with: [[['insured', 'ssn'], '345-67-8901']],
    message: spec.ssnOfAnother,
  },
  ...['345-67-8901', '234-56-7890'].map((value) => ({
    sample: childOf18,
    step: 'ssnConfirmation',
    at: ['ssnConfirmation', 'ssn'],
    value,
    with: [[['insured', 'ssn'], '345-67-8900']] as [string[], unknown][],
    message: spec.ssnsMatch,
  })),
  ...['2220', '22201-12', 'ABCDE', '222011234'].map((value) => ({
    sample: byCard,
    step: 'contact',
    at: ['mailing', 'zip'],
    value,
    message: spec.zip,
  })),
  ...['703-555', '703-555-014', '(703) 555-0142'].map((value) => ({
    sample: byCard,
    step: 'contact',
    at: ['contact', 'phone'],
    value,
    message: spec.phone,
  })),
  ...['ann.doe@', 'ann.doe', '@example.com'].map((value) => ({
    sample: byCard,
    step: 'contact',
    at: ['contact', 'email'],
    value,
    message: spec.email,
  })),
  {
    sample: byCard,
    step: 'contact',
    at: ['contact', 'email'],
    value: `${'a'.repeat(49)}@example.com`,
  },
  ...['02/30/1980', '02/29/2001', '13/01/1980', '01/01/1899', '1/1/1980', '1980-01-01'].map(
    (value) => ({ sample: byCard, step: 'insured', at: ['insured', 'dateOfBirth'], value }),
  ),
  ...(
    [
      ['insured', 'firstName', 16],
      ['insured', 'middleInitial', 2],
      ['insured', 'lastName', 21],
      ['mailing', 'street', 31],
      ['mailing', 'address2', 31],
      ['mailing', 'city', 23],
    ] as const
  ).map(([section, field, length]) => ({
    sample: byCard,
    step: section === 'insured' ? 'insured' : 'contact',
    at: [section, field],
    value: 'A'.repeat(length),
  })),
  { sample: byBank, step: 'bank', at: ['bank', 'bankName'], value: 'A'.repeat(51) },
  ...['Ann<script>', 'Ann{', 'Ann"', 'Ann\\', 'Ann$'].map((value) => ({
    sample: byCard,
    step: 'insured',
    at: ['insured', 'lastName'],
    value,
    message: spec.invalidCharacter,
  })),
  {
    sample: byCard,
    step: 'beneficiaries',
    at: ['beneficiaries'],
    value: { primary: [person('Ann Doe', '60'), person('Bo Doe', '30')], contingent: [] },
    message: spec.shares,
  },
  {
    sample: byCard,
    step: 'beneficiaries',
    at: ['beneficiaries'],
    value: { primary: [person('Ann Doe', '100')], contingent: [person('Bo Doe', '50')] },
    message: spec.shares,
  },
  // No primary beneficiary: asked for in words of ours, the same on both sides.
  {
    sample: byCard,
    step: 'beneficiaries',
    at: ['beneficiaries'],
    value: { primary: [], contingent: [] },
    shownAt: ['beneficiaries', 'primary'],
    message: 'Add at least one primary beneficiary',
  },
  // A share is more than 0 and at most 100: a beneficiary named for nothing is a mistake.
  ...(
    [
      ['100', '0', 1],
      ['100', '0.00', 1],
      ['100.5', '-0.5', 0],
      ['100.5', '-0.5', 1],
    ] as const
  ).map(([first, second, wrong]) => ({
    sample: byCard,
    step: 'beneficiaries',
    at: ['beneficiaries'],
    value: { primary: [person('Ann Doe', first), person('Bo Doe', second)], contingent: [] },
    shownAt: ['beneficiaries', 'primary', String(wrong), 'sharePercent'],
    message: spec.invalid,
  })),
  {
    sample: byCard,
    step: 'beneficiaries',
    at: ['beneficiaries'],
    value: {
      primary: Array.from({ length: 5 }, () => person('N'.repeat(50), '20')),
      contingent: [],
    },
    message: spec.text(290),
  },
  ...['AA', 'AE', 'AP', 'ME', 'MP', 'OR'].map((value) => ({
    sample: byCard,
    step: 'contact',
    at: ['mailing', 'state'],
    value,
    message: spec.state,
  })),
  { sample: byCard, step: 'contact', at: ['mailing', 'state'], value: 'XX', message: spec.invalid },
  ...[16, 70, 90].map((age) => ({
    sample: byCard,
    step: 'insured',
    at: ['insured', 'dateOfBirth'],
    value: bornAged(age, now),
    message: spec.age,
  })),
  {
    sample: quickStep,
    step: 'insured',
    at: ['insured', 'dateOfBirth'],
    value: bornAged(60, now),
    message: spec.age,
  },
  ...[0, 40_000, 75_000, 1_050_000, 2_000_000].map((value) => ({
    sample: byCard,
    step: 'coverage',
    at: ['coverage', 'amount'],
    value,
    message: spec.invalid,
  })),
  ...[50_000.5, '50000', null].map((value) => ({
    sample: byCard,
    step: 'coverage',
    at: ['coverage', 'amount'],
    value,
  })),
  ...[100_000, 1_000_000].map((value) => ({
    sample: simplified,
    step: 'coverage',
    at: ['coverage', 'amount'],
    value,
    message: spec.invalid,
  })),
  // Quick Step: up to 39 250,000; 40-49 150,000; 50 and over 100,000.
  ...(
    [
      [30, 300_000],
      [45, 200_000],
      [49, 250_000],
      [50, 150_000],
      [59, 250_000],
    ] as const
  ).map(([age, value]) => ({
    sample: quickStep,
    step: 'coverage',
    at: ['coverage', 'amount'],
    value,
    message: spec.invalid,
    with: [[['insured', 'dateOfBirth'], bornAged(age, now)]] as [string[], unknown][],
  })),
  ...['4111111111111112', '1234', '4111-1111-1111-1112', 'garbage'].map((value) => ({
    sample: byCard,
    step: 'card',
    at: ['card', 'number'],
    value,
  })),
  ...['1/2030', '13/2030', `12/${year - 1}`, `12/${year + 101}`, '12-2030'].map((value) => ({
    sample: byCard,
    step: 'card',
    at: ['card', 'expiry'],
    value,
  })),
  ...['12a', '1 3'].map((value) => ({
    sample: byCard,
    step: 'card',
    at: ['card', 'cvv'],
    value,
    message: spec.onlyNumbers,
  })),
  ...['12', '12345'].map((value) => ({ sample: byCard, step: 'card', at: ['card', 'cvv'], value })),
  ...['011000016', '12345678', '0110000155'].map((value) => ({
    sample: byBank,
    step: 'bank',
    at: ['bank', 'routingNumber'],
    value,
  })),
  {
    sample: byBank,
    step: 'bank',
    at: ['bank', 'routingNumber'],
    value: '01100001a',
    message: spec.onlyNumbers,
  },
  ...['1234abcd', '12-345678'].map((value) => ({
    sample: byBank,
    step: 'bank',
    at: ['bank', 'accountNumber'],
    value,
    message: spec.onlyNumbers,
  })),
  ...['12345', '1'.repeat(18)].map((value) => ({
    sample: byBank,
    step: 'bank',
    at: ['bank', 'accountNumber'],
    value,
  })),
  ...(
    [
      ['insured', 'firstName'],
      ['mailing', 'zip'],
      ['coverage', 'amount'],
    ] as const
  ).map(([section, field]) => ({
    sample: byCard,
    step:
      byCard.definition.steps.find((s) =>
        Object.hasOwn((s.schema.properties as object) ?? {}, section),
      )?.id ?? '',
    at: [section, field],
    value: undefined,
    message: spec.required,
  })),
];

const validatorsOf = new Map(
  formDefinitions.map((definition) => [
    definition.formId,
    runtimeValidators(definition, plansRules),
  ]),
);

/** The browser's answer to the step: the same schemas and keywords, compiled by the engine. */
function browserErrors(sample: SampleApplication, step: string, data: FormData) {
  const validators = validatorsOf.get(sample.formId);
  if (!validators) throw new Error(sample.formId);
  return validators.validateStep(step, data);
}

function answersOf(testCase: Case): FormData {
  let data = testCase.sample.data;
  for (const [at, value] of testCase.with ?? []) data = withValue(data, at, value);
  return withValue(data, testCase.at, testCase.value);
}

/** Every required field's absence and each keyword's and format's invalid samples, all forms. */
const generated = formDefinitions.flatMap((definition) => {
  const sample = sampleApplication(definition.formId);
  return definition.steps
    .filter((step) => sample.steps.includes(step.id))
    .flatMap((step) =>
      invalidCases(step.schema, { rules: plansRules, now }).map((invalid) => ({
        sample,
        step: step.id,
        at: invalid.segments,
        value: invalid.value,
        message: invalid.message,
      })),
    );
});

/** The answer's field as the browser and the server name it in their errors. */
const fieldOf = (testCase: Case) => (testCase.shownAt ?? testCase.at).join('.');

/** Form, step, field and value: what a failing case names. */
const labelOf = (testCase: Case) =>
  `${testCase.sample.formId} ${testCase.step} ${fieldOf(testCase)}=${JSON.stringify(testCase.value)}`;

/** Each case with its label, for it.each to name one test per case. */
const named = (list: Case[]) => list.map((testCase) => ({ label: labelOf(testCase), testCase }));

describe(`the server refuses what the browser refuses, on ${sweepTarget}`, () => {
  const target = sweepTarget;
  const server = suiteServer(target);
  let member: { memberId: string; memberToken: string };
  let before: Awaited<ReturnType<typeof applicationRowCounts>>;
  let keys = 0;

  beforeAll(async () => {
    member = await loginAs(server, 'demo.member');
    before = await applicationRowCounts(server.db);
  });
  afterAll(async () => {
    // No refused step or submission wrote a draft, a submission or an application.
    expect(await applicationRowCounts(server.db)).toEqual(before);
  });

  async function expectRefused(testCase: Case) {
    const { sample, step } = testCase;
    const data = answersOf(testCase);
    const field = fieldOf(testCase);
    const browser = browserErrors(sample, step, data)[field];
    const label = labelOf(testCase);
    expect(browser, label).toBeDefined();
    if (testCase.message !== undefined) expect(browser, label).toBe(testCase.message);
    const form = { appId: sample.appId, formId: sample.formId };
    const answers = [
      await server.call('application', 'step', { ...form, step, data, ...member }),
      await server.call('application', 'submit', {
        ...form,
        data,
        ...signatureFor(sample.formId, data),
        idempotencyKey: `refusal-${target}-${String((keys += 1)).padStart(8, '0')}`,
      }),
      await server.call('application', 'submit', {
        ...form,
        data,
        ...signatureFor(sample.formId, data),
        idempotencyKey: `refusal-${target}-${String((keys += 1)).padStart(8, '0')}`,
        ...member,
      }),
    ];
    for (const answer of answers) {
      expect(answer.status, label).toBe(400);
      expect(answer.body, label).toMatchObject({
        message: 'Check form fields and try again',
        ...form,
      });
      expect((answer.body.errors as Record<string, string>)[field], label).toBe(browser);
    }
  }

  it.each(named(cases))('the spec rules of §5 and §9, with their words: $label', ({ testCase }) =>
    expectRefused(testCase),
  );

  it.each(named(generated))('a generated invalid answer: $label', ({ testCase }) =>
    expectRefused(testCase),
  );

  it('the limits themselves pass', async () => {
    const passing: Case[] = [
      { sample: byCard, step: 'coverage', at: ['coverage', 'amount'], value: 1_000_000 },
      { sample: byCard, step: 'insured', at: ['insured', 'dateOfBirth'], value: bornAged(69, now) },
      { sample: byCard, step: 'insured', at: ['insured', 'dateOfBirth'], value: bornAged(17, now) },
      { sample: byCard, step: 'contact', at: ['mailing', 'zip'], value: '22201-1234' },
      {
        sample: quickStep,
        step: 'insured',
        at: ['insured', 'dateOfBirth'],
        value: bornAged(59, now),
      },
      {
        sample: quickStep,
        step: 'coverage',
        at: ['coverage', 'amount'],
        value: 150_000,
        with: [[['insured', 'dateOfBirth'], bornAged(49, now)]],
      },
    ];
    for (const testCase of passing) {
      const data = answersOf(testCase);
      expect(browserErrors(testCase.sample, testCase.step, data)).toEqual({});
      const answer = await server.call('application', 'step', {
        appId: testCase.sample.appId,
        formId: testCase.sample.formId,
        step: testCase.step,
        data,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
  });
});
