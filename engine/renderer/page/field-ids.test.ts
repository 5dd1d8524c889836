import { describe, expect, it } from 'vitest';
import { fieldId, fieldPathOfId, toErrorSchema } from './field-ids';

describe('field ids', () => {
  it('map field paths to rjsf ids and back', () => {
    expect(fieldId('insured.ssn')).toBe('root_insured_ssn');
    expect(fieldPathOfId('root_insured_ssn')).toBe('insured.ssn');
  });

  it('nest field errors as rjsf error schemas', () => {
    expect(
      toErrorSchema({ 'insured.ssn': 'Must be a valid SSN', consent: 'This field is required' }),
    ).toEqual({
      insured: { ssn: { __errors: ['Must be a valid SSN'] } },
      consent: { __errors: ['This field is required'] },
    });
  });
});
