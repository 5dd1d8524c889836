import { describe, expect, it } from 'vitest';
import { exactLengthMessage, maxLengthMessage, messages, minLengthMessage } from '../messages';
import { fieldLimits, type FieldName } from './field-limits';
import { validatePasswordConfirmation } from './password-confirmation';
import { validateField } from './validate-field';

describe('field limits table of spec §5', () => {
  it.each([
    ['firstName', 15],
    ['middleInitial', 1],
    ['lastName', 20],
    ['street', 30],
    ['address2', 30],
    ['city', 22],
    ['postalCode', 9],
    ['apparentId', 100],
    ['appName', 100],
    ['unit', 500],
    ['bankName', 50],
  ] as const)('%s: %i characters pass, one more fails', (name, max) => {
    expect(fieldLimits[name].maxLength).toBe(max);
    expect(validateField(name, 'a'.repeat(max))).toBeUndefined();
    expect(validateField(name, 'a'.repeat(max + 1))).toBe(maxLengthMessage(max));
  });

  it('apparent id: letters, digits and underscore only', () => {
    expect(validateField('apparentId', 'term_90_Plus2')).toBeUndefined();
    expect(validateField('apparentId', 'term-90')).toBe(messages.invalidCharacter);
  });

  it('username: never an @, so it can never be taken for an e-mail address at login', () => {
    expect(validateField('username', 'pat.quinn-2_b')).toBeUndefined();
    expect(validateField('username', 'pat@example.com')).toBe(messages.usernameAt);
    expect(messages.usernameAt).toBe('A username may not contain @');
    expect(validateField('username', 'pat quinn')).toBe(messages.usernameCharacters);
  });

  it('phone: exactly 10 plain digits', () => {
    expect(validateField('phone', '5551234567')).toBeUndefined();
    expect(validateField('phone', '555123456')).toBe(exactLengthMessage(10));
    expect(validateField('phone', '55512345678')).toBe(exactLengthMessage(10));
    expect(validateField('phone', '555-123-4567')).toBe(messages.onlyNumbers);
  });

  it('email: valid and at most 60 characters', () => {
    expect(validateField('email', 'member@example.com')).toBeUndefined();
    expect(validateField('email', 'member')).toBe(messages.email);
    expect(validateField('email', `${'a'.repeat(49)}@example.com`)).toBe(maxLengthMessage(60));
  });

  it('username at least 5, password at least 6', () => {
    expect(validateField('username', 'abcde')).toBeUndefined();
    expect(validateField('username', 'abcd')).toBe(minLengthMessage(5));
    expect(validateField('password', 'abcdef')).toBeUndefined();
    expect(validateField('password', 'abcde')).toBe(minLengthMessage(6));
  });

  it('password confirmation equals the password of the same form', () => {
    expect(
      validateField('passwordConfirmation', 'Secret1', { password: 'Secret1' }),
    ).toBeUndefined();
    expect(validateField('passwordConfirmation', 'secret1', { password: 'Secret1' })).toBe(
      messages.passwordsMatch,
    );
    expect(validateField('passwordConfirmation', '', { password: 'Secret1' })).toBe(
      messages.passwordsMatch,
    );
    expect(validateField('passwordConfirmation', 'Secret1')).toBe(messages.passwordsMatch);
  });

  it('routing number: digits only, exactly 9, ABA checksum', () => {
    expect(validateField('routingNumber', '021000021')).toBeUndefined();
    expect(validateField('routingNumber', '02100002x')).toBe(messages.onlyNumbers);
    expect(validateField('routingNumber', '02100002')).toBe(exactLengthMessage(9));
    expect(validateField('routingNumber', '021000022')).toBe(messages.routingNumber);
  });

  it('account number: digits only, 6 to 17', () => {
    expect(validateField('accountNumber', '123456')).toBeUndefined();
    expect(validateField('accountNumber', '1'.repeat(17))).toBeUndefined();
    expect(validateField('accountNumber', '12345')).toBe(minLengthMessage(6));
    expect(validateField('accountNumber', '1'.repeat(18))).toBe(maxLengthMessage(17));
    expect(validateField('accountNumber', '12345a')).toBe(messages.onlyNumbers);
  });

  it('CVV: digits only, 3 to 4', () => {
    expect(validateField('cvv', '123')).toBeUndefined();
    expect(validateField('cvv', '1234')).toBeUndefined();
    expect(validateField('cvv', '12')).toBe(minLengthMessage(3));
    expect(validateField('cvv', '12345')).toBe(maxLengthMessage(4));
    expect(validateField('cvv', '1a3')).toBe(messages.onlyNumbers);
  });

  it('coverage: an integer, as number or text', () => {
    expect(validateField('coverage', 250000)).toBeUndefined();
    expect(validateField('coverage', '250000')).toBeUndefined();
    expect(validateField('coverage', '2500.5')).toBe(messages.wholeNumber);
  });

  it('passes empty values, leaving them to the required rule', () => {
    expect(validateField('firstName', '')).toBeUndefined();
    expect(validateField('cvv', undefined)).toBeUndefined();
  });

  it('refuses a non-string for a text field', () => {
    expect(validateField('firstName', 12)).toBe(messages.mustBeString);
  });

  it('has no limit for an unknown or inherited name', () => {
    expect(validateField('nickname' as FieldName, 'x'.repeat(1000))).toBeUndefined();
    expect(validateField('toString' as FieldName, 'x')).toBeUndefined();
  });
});

describe('validatePasswordConfirmation', () => {
  it('accepts equal passwords and refuses different ones', () => {
    expect(validatePasswordConfirmation('Secret1', 'Secret1')).toBeUndefined();
    expect(validatePasswordConfirmation('Secret1', 'Secret1 ')).toBe(messages.passwordsMatch);
    expect(validatePasswordConfirmation('Secret1', undefined)).toBe(messages.passwordsMatch);
    expect(validatePasswordConfirmation(undefined, undefined)).toBeUndefined();
  });
});
