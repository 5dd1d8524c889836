import { describe, expect, it } from 'vitest';
import { checkFields, codeFormatMessage } from './check-fields';

const signupFields = [
  'firstName',
  'lastName',
  'email',
  'dateOfBirth',
  'username',
  'password',
  'passwordConfirmation',
];
const signupRequired = [
  'firstName',
  'lastName',
  'email',
  'dateOfBirth',
  'password',
  'passwordConfirmation',
];

describe('checkFields', () => {
  it('passes a complete, valid sign-up', () => {
    const values = {
      firstName: 'Dana',
      lastName: 'Reyes',
      email: 'dana@example.org',
      dateOfBirth: '02/29/1984',
      username: '',
      password: 'secret1',
      passwordConfirmation: 'secret1',
    };
    expect(checkFields(values, signupFields, signupRequired)).toEqual({});
  });

  it('gives the spec messages for each problem', () => {
    const values = {
      firstName: '',
      lastName: 'Reyes<script>',
      email: 'dana@',
      dateOfBirth: '02/30/1984',
      username: 'abc',
      password: '12345',
      passwordConfirmation: '123456',
    };
    expect(checkFields(values, signupFields, signupRequired)).toEqual({
      firstName: 'This field is required',
      lastName: 'Contains invalid character',
      email: 'This field must be a valid email',
      dateOfBirth: 'This field must be a valid date in the MM/DD/YYYY format',
      username: 'Must be at least 5 characters',
      password: 'Must be at least 6 characters',
      passwordConfirmation: 'Passwords must match',
    });
  });
});

describe('checkFields on a new username', () => {
  it('refuses one holding @, which logging in would take for an e-mail address', () => {
    expect(checkFields({ username: 'dana@example.org' }, ['username'], [])).toEqual({
      username: 'A username may not contain @',
    });
  });
});

describe("checkFields on a person's date of birth", () => {
  it('refuses one still to come', () => {
    const next = new Date().getFullYear() + 1;
    const values = {
      firstName: 'Dana',
      lastName: 'Reyes',
      email: 'dana@example.org',
      dateOfBirth: `01/01/${next}`,
      password: 'secret1',
      passwordConfirmation: 'secret1',
    };
    expect(checkFields(values, signupFields, signupRequired)).toEqual({
      dateOfBirth: 'This field is invalid',
    });
  });
});

describe('checkFields when logging in', () => {
  it('asks only for the required fields', () => {
    expect(
      checkFields(
        { username: 'abc', password: '123' },
        ['username', 'password'],
        ['username', 'password'],
        false,
      ),
    ).toEqual({});
    expect(
      checkFields(
        { username: '', password: '' },
        ['username', 'password'],
        ['username', 'password'],
        false,
      ),
    ).toEqual({
      username: 'This field is required',
      password: 'This field is required',
    });
  });

  it('asks for the six digits of a code', () => {
    const fields = ['code'];
    expect(checkFields({ code: '012345' }, fields, fields)).toEqual({});
    expect(checkFields({ code: '' }, fields, fields)).toEqual({ code: 'This field is required' });
    for (const code of ['12345', '1234567', '12a456']) {
      expect(checkFields({ code }, fields, fields), code).toEqual({ code: codeFormatMessage });
    }
  });
});
