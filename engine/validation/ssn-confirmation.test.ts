import { describe, expect, it } from 'vitest';
import { messages } from '../../validators';
import { createAjv } from './create-ajv';
import { toFieldErrors } from './field-errors';
import { rulesWith } from '../testing/plan-rules-stub';

const child = { plan: 'child', variant: 'v' };
const adult = { plan: 'adult', variant: 'v' };
// A child plan that asks for the SSN to be confirmed from 18, and a plan that never asks.
const rules = rulesWith({
  ageLimits: () => ({ min: 0, max: 22 }),
  coverageOptions: () => ({ list: [10000] }),
  ssnConfirmationAge: (ref) => (ref.plan === 'child' ? 18 : undefined),
});

const year = new Date().getFullYear();
const bornAged = (age: number) => `01/01/${year - age}`;

describe('an SSN typed again to confirm another', () => {
  const schema = {
    type: 'object',
    properties: {
      insured: { type: 'object', properties: { ssn: { type: 'string' } } },
      again: {
        type: 'object',
        properties: { ssn: { type: 'string', ssn: { confirms: '/insured/ssn' } } },
      },
    },
  };
  const errorsOf = (data: Record<string, unknown>) => {
    const validate = createAjv(rules).compile(schema);
    validate(data);
    return toFieldErrors(validate.errors, data);
  };

  it('takes the same number, however either is written', () => {
    for (const insured of ['234-56-7890', '234567890']) {
      expect(errorsOf({ insured: { ssn: insured }, again: { ssn: '234-56-7890' } })).toEqual({});
    }
  });

  it("refuses another valid number with 'SSNs must match'", () => {
    expect(
      errorsOf({ insured: { ssn: '234-56-7890' }, again: { ssn: '234-56-7891' } })['again.ssn'],
    ).toBe(messages.ssnsMatch);
    expect(messages.ssnsMatch).toBe('SSNs must match');
  });

  it('says first what is wrong with the number itself', () => {
    expect(
      errorsOf({ insured: { ssn: '234-56-7890' }, again: { ssn: '666-12-3456' } })['again.ssn'],
    ).toBe(messages.ssnInvalid);
  });

  it('finds nothing to compare while the number it confirms is not there (sent on another step)', () => {
    expect(errorsOf({ again: { ssn: '234-56-7891' } })).toEqual({});
    expect(errorsOf({ insured: {}, again: { ssn: '234-56-7891' } })).toEqual({});
  });

  it('can also differ from other people’s', () => {
    const both = {
      type: 'object',
      properties: {
        sponsor: { type: 'object', properties: { ssn: { type: 'string', ssn: true } } },
        again: {
          type: 'string',
          ssn: { differsFrom: ['/sponsor/ssn'], confirms: '/sponsorAgain' },
        },
      },
    };
    const validate = createAjv(rules).compile(both);
    const data = { sponsor: { ssn: '234-56-7890' }, again: '234-56-7890' };
    validate(data);
    expect(toFieldErrors(validate.errors, data).again).toBe(messages.ssnOfAnother);
  });

  it('is written as a JSON pointer, nothing else', () => {
    for (const bad of [{ confirms: 'insured.ssn' }, { confirms: ['/insured/ssn'] }, {}]) {
      expect(() => createAjv(rules).compile({ type: 'string', ssn: bad })).toThrow(/confirms/);
    }
  });
});

describe("a step's condition on the plan's SSN confirmation age", () => {
  const condition = (ref: typeof child) => ({
    required: ['insured'],
    properties: {
      insured: {
        required: ['dateOfBirth'],
        properties: { dateOfBirth: { ssnConfirmationForPlan: ref } },
      },
    },
  });
  const holds = (ref: typeof child, dateOfBirth: unknown) =>
    createAjv(rules).compile(condition(ref))({ insured: { dateOfBirth } }) as boolean;

  it('holds from the age the catalogue gives on, not a day before', () => {
    expect(holds(child, bornAged(18))).toBe(true);
    expect(holds(child, bornAged(22))).toBe(true);
    expect(holds(child, bornAged(17))).toBe(false);
    expect(holds(child, `12/31/${year - 18}`)).toBe(false);
    expect(holds(child, bornAged(0))).toBe(false);
  });

  it('never holds for a plan that sets no age, or a date that is not one', () => {
    expect(holds(adult, bornAged(40))).toBe(false);
    for (const bad of ['02/30/2000', '', 'soon', 18, null]) expect(holds(child, bad)).toBe(false);
    expect(createAjv(rules).compile(condition(child))({ insured: {} })).toBe(false);
  });

  it('must name a plan (a definition names its own in place of true)', () => {
    for (const bad of [true, { plan: 'child' }]) {
      expect(() => createAjv(rules).compile({ ssnConfirmationForPlan: bad })).toThrow(
        /ssnConfirmationForPlan/,
      );
    }
  });
});
