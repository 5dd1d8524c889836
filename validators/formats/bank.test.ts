import { describe, expect, it } from 'vitest';
import { exactLengthMessage, maxLengthMessage, messages, minLengthMessage } from '../messages';
import {
  passesAbaChecksum,
  validateAccountNumber,
  validateBankName,
  validateRoutingNumber,
} from './bank';
import { validateCvv } from './cvv';

describe('validateRoutingNumber', () => {
  it.each([['021000021'], ['011000015'], ['122105155'], ['026009593']])('accepts %s', (value) => {
    expect(validateRoutingNumber(value)).toBeUndefined();
  });
  it('refuses non-digits', () => {
    expect(validateRoutingNumber('02100002a')).toBe(messages.onlyNumbers);
    expect(validateRoutingNumber('021-000-021')).toBe(messages.onlyNumbers);
  });
  it('refuses 8 and 10 digits', () => {
    expect(validateRoutingNumber('02100002')).toBe(exactLengthMessage(9));
    expect(validateRoutingNumber('0210000210')).toBe(exactLengthMessage(9));
  });
  it('refuses nine digits that fail the ABA checksum', () => {
    expect(validateRoutingNumber('021000022')).toBe(messages.routingNumber);
    expect(validateRoutingNumber('123456789')).toBe(messages.routingNumber);
  });
  it('refuses nine digits no Federal Reserve routing symbol starts (all zeros, 13-20, 33-60, 73-79, 81-99)', () => {
    for (const value of ['000000000', '130000006', '400000008', '900000003', '810000009']) {
      expect(passesAbaChecksum(value)).toBe(true);
      expect(validateRoutingNumber(value)).toBe(messages.routingNumber);
    }
    expect(validateRoutingNumber('322271627')).toBeUndefined();
    expect(passesAbaChecksum('021000021')).toBe(true);
    expect(passesAbaChecksum('02100002')).toBe(false);
    expect(passesAbaChecksum(Object.create(null) as string)).toBe(false);
  });
  it('passes an empty value and refuses non-strings', () => {
    expect(validateRoutingNumber('')).toBeUndefined();
    expect(validateRoutingNumber(21000021)).toBe(messages.mustBeString);
  });
});

describe('validateAccountNumber', () => {
  it('accepts 6 and 17 digits', () => {
    expect(validateAccountNumber('123456')).toBeUndefined();
    expect(validateAccountNumber('1'.repeat(17))).toBeUndefined();
  });
  it('refuses 5 and 18 digits', () => {
    expect(validateAccountNumber('12345')).toBe(minLengthMessage(6));
    expect(validateAccountNumber('1'.repeat(18))).toBe(maxLengthMessage(17));
  });
  it('refuses non-digits', () => {
    expect(validateAccountNumber('12345x')).toBe(messages.onlyNumbers);
    expect(validateAccountNumber('123 456')).toBe(messages.onlyNumbers);
  });
  it('refuses non-strings', () => {
    expect(validateAccountNumber(1234567)).toBe(messages.mustBeString);
  });
});

describe('validateCvv', () => {
  it('accepts 3 and 4 digits', () => {
    expect(validateCvv('123')).toBeUndefined();
    expect(validateCvv('1234')).toBeUndefined();
  });
  it('refuses 2 and 5 digits and non-digits', () => {
    expect(validateCvv('12')).toBe(minLengthMessage(3));
    expect(validateCvv('12345')).toBe(maxLengthMessage(4));
    expect(validateCvv('12a')).toBe(messages.onlyNumbers);
    expect(validateCvv(123)).toBe(messages.mustBeString);
  });
});

describe('validateBankName', () => {
  it('accepts 50 characters and refuses 51', () => {
    expect(validateBankName('B'.repeat(50))).toBeUndefined();
    expect(validateBankName('B'.repeat(51))).toBe(maxLengthMessage(50));
  });
  it('refuses non-strings', () => {
    expect(validateBankName(['Bank'])).toBe(messages.mustBeString);
  });
});
