import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { validateSsn } from './ssn';

describe('validateSsn', () => {
  it.each([['001-01-0001'], ['219-45-1234'], ['665-99-9999'], ['667-12-3456'], ['899-99-9998']])(
    'accepts %s',
    (value) => {
      expect(validateSsn(value)).toBeUndefined();
    },
  );

  it.each([
    ['219451234', 'no hyphens'],
    ['219-451-234', 'wrong grouping'],
    ['21-945-1234', 'wrong grouping'],
    ['219 45 1234', 'spaces'],
    ['219-45-123', 'short serial'],
    ['219-45-12345', 'long serial'],
    ['abc-de-fghi', 'letters'],
    [' 219-45-1234', 'leading space'],
  ])('%s is not in the NNN-NN-NNNN shape (%s)', (value) => {
    expect(validateSsn(value)).toBe(messages.ssnFormat);
  });

  it.each([
    ['000-12-3456', 'area 000'],
    ['666-12-3456', 'area 666'],
    ['900-12-3456', 'area 900'],
    ['987-65-4321', 'area 9xx'],
    ['999-12-3456', 'area 999'],
    ['219-00-1234', 'group 00'],
    ['219-45-0000', 'serial 0000'],
    ['111-11-1111', 'repeated digit'],
    ['555-55-5555', 'repeated digit'],
    ['888-88-8888', 'repeated digit'],
    ['123-45-6789', 'known fake'],
    ['078-05-1120', 'Woolworth wallet card'],
    ['219-09-9999', 'advertising number'],
    ['457-55-5462', 'advertising number'],
  ])('%s is well shaped but not valid (%s)', (value) => {
    expect(validateSsn(value)).toBe(messages.ssnInvalid);
  });

  it('passes an empty value and refuses non-strings', () => {
    expect(validateSsn('')).toBeUndefined();
    expect(validateSsn(219451234)).toBe(messages.mustBeString);
  });
});
