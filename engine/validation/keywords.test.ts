import { describe, expect, it } from 'vitest';
import { beneficiaryTextTooLong, messages } from '../../validators';
import { createAjv } from './create-ajv';
import { toFieldErrors } from './field-errors';
import type { PlanRules } from './plan-rules';
import { rulesWith } from '../testing/plan-rules-stub';

const ref = { plan: 'term', variant: 'quick' };
// A plan shaped like a Quick Step: ages 17-59, 50,000-250,000, narrower from age 40.
const rules = rulesWith({
  ageLimits: () => ({ min: 17, max: 59 }),
  coverageOptions: (_ref, age) => ({
    min: 50000,
    max: age === undefined || age < 40 ? 250000 : 100000,
    step: 50000,
  }),
  statesNotAvailable: () => ['ME', 'OR'],
});

const year = new Date().getFullYear();
const bornAged = (age: number) => `01/01/${year - age}`;

const schema = {
  type: 'object',
  properties: {
    ssn: { type: 'string', ssn: true },
    state: { type: 'string', stateAvailable: ref },
    dateOfBirth: { type: 'string', ageForPlan: ref },
    amount: { type: 'integer', coverageForPlan: { ...ref, dateOfBirth: '/dateOfBirth' } },
    zip: { type: 'string', format: 'zip' },
    beneficiaries: { type: 'object', beneficiaryShares: true },
  },
  required: ['ssn'],
};

function errorsFor(data: Record<string, unknown>) {
  const validate = createAjv(rules).compile(schema);
  validate(data);
  return toFieldErrors(validate.errors, data);
}

describe('custom keywords', () => {
  it('accept valid answers', () => {
    expect(
      errorsFor({
        ssn: '234-56-7890',
        state: 'TX',
        dateOfBirth: bornAged(45),
        amount: 100000,
        zip: '12345-6789',
        beneficiaries: { primary: [{ name: 'Ann', relationship: 'Spouse', sharePercent: '100' }] },
      }),
    ).toEqual({});
  });

  it('answer the spec messages', () => {
    expect(
      errorsFor({
        ssn: '666-12-3456',
        state: 'ME',
        dateOfBirth: bornAged(60),
        amount: 75000,
        zip: '1234',
        beneficiaries: { primary: [{ name: 'Ann', relationship: 'Spouse', sharePercent: '60' }] },
      }),
    ).toEqual({
      ssn: messages.ssnInvalid,
      state: messages.stateNotAvailable,
      dateOfBirth: messages.ageNotMatching,
      amount: messages.invalid,
      zip: messages.zip,
      beneficiaries: messages.beneficiaryShareTotal,
    });
    expect(errorsFor({ ssn: '12345' }).ssn).toBe(messages.ssnFormat);
    expect(errorsFor({}).ssn).toBe(messages.required);
  });

  it('narrow coverage by the age read from the date of birth', () => {
    expect(errorsFor({ ssn: '234-56-7890', dateOfBirth: bornAged(30), amount: 250000 })).toEqual(
      {},
    );
    expect(
      errorsFor({ ssn: '234-56-7890', dateOfBirth: bornAged(45), amount: 150000 }).amount,
    ).toBe(messages.invalid);
  });

  it('limit the beneficiary text to 240 characters', () => {
    const entry = { name: 'N'.repeat(50), relationship: 'Friend', sharePercent: '20' };
    const errors = errorsFor({
      ssn: '234-56-7890',
      beneficiaries: { primary: Array(5).fill(entry) },
    });
    expect(errors.beneficiaries).toBe(beneficiaryTextTooLong(5 * 58));
  });
});

describe('an SSN that must differ from other people’s', () => {
  const people = {
    type: 'object',
    properties: {
      sponsor: { type: 'object', properties: { ssn: { type: 'string', ssn: true } } },
      insured: {
        type: 'object',
        properties: { ssn: { type: 'string', ssn: { differsFrom: ['/sponsor/ssn'] } } },
      },
    },
  };
  const errorsOf = (data: Record<string, unknown>) => {
    const validate = createAjv(rules).compile(people);
    validate(data);
    return toFieldErrors(validate.errors, data);
  };

  it("refuses the sponsor's SSN for the insured, however the sponsor's is written", () => {
    for (const sponsor of ['234-56-7890', '234567890']) {
      expect(
        errorsOf({ sponsor: { ssn: sponsor }, insured: { ssn: '234-56-7890' } })['insured.ssn'],
        sponsor,
      ).toBe(messages.ssnOfAnother);
    }
  });

  it('takes another valid SSN, and one with no sponsor to compare (not asked, or asked again)', () => {
    expect(errorsOf({ sponsor: { ssn: '234-56-7890' }, insured: { ssn: '345-67-8901' } })).toEqual(
      {},
    );
    expect(errorsOf({ insured: { ssn: '345-67-8901' } })).toEqual({});
    expect(errorsOf({ sponsor: {}, insured: { ssn: '234-56-7890' } })).toEqual({});
  });

  it('says first what is wrong with the SSN itself', () => {
    expect(
      errorsOf({ sponsor: { ssn: '666-12-3456' }, insured: { ssn: '666-12-3456' } })['insured.ssn'],
    ).toBe(messages.ssnInvalid);
  });

  it('is written as true or as the pointers it differs from, nothing else', () => {
    const bad = { type: 'string', ssn: { differsFrom: '/sponsor/ssn' } };
    expect(() => createAjv(rules).compile(bad)).toThrow(/differsFrom/);
  });
});

describe('a card number of the card type chosen', () => {
  const card = {
    type: 'object',
    properties: {
      card: {
        type: 'object',
        properties: {
          cardType: { type: 'string', enum: ['visa', 'mc', 'discover'] },
          number: { type: 'string', format: 'card-number', cardOfType: '/card/cardType' },
        },
      },
    },
  };
  const errorsOf = (data: Record<string, unknown>) => {
    const validate = createAjv(rules).compile(card);
    validate(data);
    return toFieldErrors(validate.errors, data);
  };

  it('names the type chosen when the number is of another network', () => {
    expect(errorsOf({ card: { cardType: 'visa', number: '5555555555554444' } })).toEqual({
      'card.number': 'This is not a Visa card number',
    });
    expect(errorsOf({ card: { cardType: 'mc', number: '5555555555554444' } })).toEqual({});
  });

  it('says only what is wrong with a bad number itself', () => {
    expect(errorsOf({ card: { cardType: 'mc', number: '4111111111111112' } })).toEqual({
      'card.number': messages.cardNumber,
    });
  });

  it('is written as the pointer of the card type', () => {
    const bad = { type: 'string', cardOfType: true };
    expect(() => createAjv(rules).compile(bad)).toThrow(/cardOfType/);
  });
});

describe('a payment method the plan takes', () => {
  const method = {
    type: 'object',
    properties: {
      method: { type: 'string', enum: ['eft', 'cc', 'maa'], paymentMethodForPlan: ref },
    },
  };
  const errorsWith = (paymentMethods: PlanRules['paymentMethods'], data: object) => {
    const validate = createAjv({ ...rules, paymentMethods }).compile(method);
    validate(data);
    return toFieldErrors(validate.errors, data);
  };

  it("refuses a method the plan's catalogue entry does not list", () => {
    const civilian = () => ['eft', 'cc', 'same'];
    expect(errorsWith(civilian, { method: 'maa' })).toEqual({ method: messages.invalid });
    expect(errorsWith(civilian, { method: 'cc' })).toEqual({});
  });

  it('takes every method the form offers when the catalogue lists none', () => {
    expect(errorsWith(() => undefined, { method: 'maa' })).toEqual({});
    expect(errorsWith(undefined, { method: 'maa' })).toEqual({});
  });
});
