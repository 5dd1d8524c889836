import { describe, expect, it } from 'vitest';
import {
  greaterThanMessage,
  lessThanMessage,
  maxItemsMessage,
  maxLengthMessage,
  maxNumberMessage,
  messages,
  minItemsMessage,
  minLengthMessage,
  minNumberMessage,
} from '../../validators';
import { createAjv } from './create-ajv';
import { toFieldErrors } from './field-errors';
import { rulesWith } from '../testing/plan-rules-stub';

const rules = rulesWith({ coverageOptions: () => ({ list: [] }) });

const schema = {
  type: 'object',
  properties: {
    firstName: { type: 'string', minLength: 1, maxLength: 15, format: 'strict-string' },
    code: { type: 'string', minLength: 3 },
    primary: { type: 'array', minItems: 1, maxItems: 2 },
    count: { type: 'integer', minimum: 1, maximum: 9 },
    share: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 100 },
  },
};

function errorsFor(data: Record<string, unknown>) {
  const validate = createAjv(rules).compile(schema);
  validate(data);
  return toFieldErrors(validate.errors, data);
}

describe('field limit messages', () => {
  it('name the limit broken, as the spec rules for lengths, numbers and items do', () => {
    expect(errorsFor({ firstName: 'Abcdefghijklmnop', code: 'ab', primary: [] })).toEqual({
      firstName: maxLengthMessage(15),
      code: minLengthMessage(3),
      primary: minItemsMessage(1),
    });
    expect(errorsFor({ primary: [1, 2, 3], count: 0 })).toEqual({
      primary: maxItemsMessage(2),
      count: minNumberMessage(1),
    });
    expect(errorsFor({ count: 10, share: 0 })).toEqual({
      count: maxNumberMessage(9),
      share: greaterThanMessage(0),
    });
    expect(errorsFor({ share: 100 })).toEqual({ share: lessThanMessage(100) });
  });

  it("asks for a list's missing entries by the list's title when the schema validated is given", () => {
    const titled = {
      type: 'object',
      properties: {
        beneficiaries: {
          type: 'object',
          properties: {
            primary: { type: 'array', title: 'Primary beneficiaries', minItems: 1 },
            contingent: { type: 'array', title: 'Contingent beneficiaries', minItems: 2 },
          },
        },
      },
    };
    const validate = createAjv(rules).compile(titled);
    const data = { beneficiaries: { primary: [], contingent: [{}] } };
    validate(data);
    expect(toFieldErrors(validate.errors, data, titled)).toEqual({
      'beneficiaries.primary': 'Add at least one primary beneficiary',
      'beneficiaries.contingent': 'Add at least 2 contingent beneficiaries',
    });
    // Without a title (or the schema), the limit is said as before.
    expect(errorsFor({ primary: [] })).toEqual({ primary: minItemsMessage(1) });
  });

  it('keeps an emptied text field as a missing answer', () => {
    expect(errorsFor({ firstName: '' })).toEqual({ firstName: messages.required });
  });

  it('asks for a whole number where a number with a fraction is given, and a number for text', () => {
    expect(errorsFor({ count: 2.5 })).toEqual({ count: messages.wholeNumber });
    expect(errorsFor({ count: '2' })).toEqual({ count: messages.mustBeNumber });
    expect(errorsFor({ share: 'x' })).toEqual({ share: messages.mustBeNumber });
  });
});
