import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { cardTypes, validateCardType } from './cardTypes';
import { genders, validateGender } from './genders';
import {
  paymentFrequencies,
  paymentFrequencyMultiplier,
  validatePaymentFrequency,
} from './paymentFrequencies';
import { paymentMethods, validatePaymentMethod } from './paymentMethods';
import { payTypes, validatePayType } from './payTypes';
import { relationshipStatuses, validateRelationshipStatus } from './relationshipStatuses';

describe('small reference lists of spec §3', () => {
  it('relationship statuses S, M, W, D', () => {
    expect(relationshipStatuses.map((s) => `${s.code} ${s.name}`)).toEqual([
      'S Single',
      'M Married',
      'W Widowed',
      'D Divorced',
    ]);
    expect(validateRelationshipStatus('W')).toBeUndefined();
    expect(validateRelationshipStatus('X')).toBe(messages.invalid);
  });

  it('gender M, F', () => {
    expect(genders.map((g) => g.code)).toEqual(['M', 'F']);
    expect(validateGender('F')).toBeUndefined();
    expect(validateGender('f')).toBe(messages.invalid);
  });

  it('pay types ND, D, N', () => {
    expect(payTypes.map((p) => `${p.code} ${p.name}`)).toEqual([
      'ND Non-disability',
      'D Disability',
      'N None',
    ]);
    expect(validatePayType('ND')).toBeUndefined();
    expect(validatePayType('X')).toBe(messages.invalid);
  });

  it('card types visa, mc, discover', () => {
    expect(cardTypes.map((c) => c.code)).toEqual(['visa', 'mc', 'discover']);
    expect(validateCardType('mc')).toBeUndefined();
    expect(validateCardType('amex')).toBe(messages.invalid);
  });

  it('payment frequencies with their multipliers, monthly only as a factor', () => {
    expect(paymentFrequencies.map((f) => [f.code, f.multiplier])).toEqual([
      ['Q', 3],
      ['S', 6],
      ['A', 12],
    ]);
    expect(paymentFrequencyMultiplier('M')).toBe(1);
    expect(paymentFrequencyMultiplier('A')).toBe(12);
    expect(paymentFrequencyMultiplier('W')).toBeUndefined();
    expect(validatePaymentFrequency('S')).toBeUndefined();
    expect(validatePaymentFrequency('M')).toBe(messages.invalid);
  });

  it('payment method codes with labels, the ng ones flagged', () => {
    expect(paymentMethods.map((m) => m.code)).toEqual([
      'same',
      'eft',
      'cc',
      'check',
      'maa',
      'ngallotment',
      'ngdirect',
      'ngbill',
    ]);
    for (const method of paymentMethods) {
      expect(method.label.length).toBeGreaterThan(0);
      expect(method.nationalGuard).toBe(method.code.startsWith('ng'));
    }
    expect(validatePaymentMethod('ngbill')).toBeUndefined();
    expect(validatePaymentMethod('paypal')).toBe(messages.invalid);
  });
});
