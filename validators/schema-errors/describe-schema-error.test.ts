import { describe, expect, it } from 'vitest';
import { describeSchemaError } from './describe-schema-error';

const error = (keyword: string, params: object, extra: object = {}) => ({
  keyword,
  instancePath: '/steps/2',
  params,
  message: 'the validator’s own words',
  ...extra,
});

describe('describeSchemaError', () => {
  it('names an unknown field and a missing one at their own place', () => {
    expect(
      describeSchemaError(error('additionalProperties', { additionalProperty: 'titel' })),
    ).toEqual({ pointer: '/steps/2/titel', message: 'unknown field "titel"' });
    expect(
      describeSchemaError(error('unevaluatedProperties', { unevaluatedProperty: 'colour' })),
    ).toEqual({ pointer: '/steps/2/colour', message: 'unknown field "colour"' });
    expect(describeSchemaError(error('required', { missingProperty: 'title' }))).toEqual({
      pointer: '/steps/2/title',
      message: 'required field "title" is missing',
    });
  });

  it('lists the allowed values, and says a type, a length and a count in words', () => {
    const at = (keyword: string, params: object, extra?: object) =>
      describeSchemaError(error(keyword, params, extra)).message;
    expect(at('enum', { allowedValues: ['sale', 'periodic'] })).toBe(
      'must be one of "sale", "periodic"',
    );
    expect(at('const', { allowedValue: 'object' })).toBe('must be "object"');
    expect(at('type', { type: 'array' })).toBe('must be a list […]');
    expect(at('type', { type: 'boolean,object' })).toBe('must be true or false or an object {…}');
    expect(at('type', { type: ['integer', 'string'] })).toBe('must be a whole number or text');
    expect(at('minLength', { limit: 1 })).toBe('must not be empty');
    expect(at('minLength', { limit: 3 })).toBe('must have at least 3 characters');
    expect(at('maxLength', { limit: 1 })).toBe('must have at most 1 character');
    expect(at('minItems', { limit: 1 })).toBe('must list at least 1 entry');
    expect(at('minProperties', { limit: 2 })).toBe('must have at least 2 fields');
    expect(at('uniqueItems', { i: 3, j: 1 })).toBe('lists the same entry twice (entries 1 and 3)');
    expect(at('not', {}, { schema: { enum: ['review', 'failed'] } })).toBe(
      'must not be one of "review", "failed"',
    );
    expect(at('not', {})).toBe('is not allowed here');
  });

  it('describes a known pattern, shows an unknown one, and keeps other keywords’ own words', () => {
    expect(describeSchemaError(error('pattern', { pattern: '^[A-Z]{2}$' })).message).toBe(
      'must be two upper-case letters, such as "TX"',
    );
    expect(describeSchemaError(error('pattern', { pattern: '^x+$' })).message).toBe(
      'must match ^x+$',
    );
    expect(describeSchemaError(error('maximum', { limit: 9 })).message).toBe(
      'the validator’s own words',
    );
    expect(describeSchemaError(error('maximum', {}, { message: undefined })).message).toBe(
      'fails "maximum"',
    );
  });
});
