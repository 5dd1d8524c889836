import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import {
  branches,
  cardTypes,
  countries,
  dutyStatuses,
  genders,
  memberStatuses,
  memberTypes,
  paymentFrequencies,
  paymentMethods,
  payTypes,
  relationshipStatuses,
  states,
  validateBranch,
  validateCardType,
  validateCountry,
  validateDutyStatus,
  validateGender,
  validateMemberStatus,
  validateMemberType,
  validatePaymentFrequency,
  validatePaymentMethod,
  validatePayType,
  validateRank,
  validateRelationshipStatus,
  validateState,
} from '.';

const listRules: ReadonlyArray<
  [string, readonly string[], (value: unknown) => string | undefined]
> = [
  ['member status', memberStatuses.map((e) => e.code), validateMemberStatus],
  ['member type', memberTypes.map((e) => e.code), validateMemberType],
  ['duty status', dutyStatuses.map((e) => e.code), validateDutyStatus],
  ['branch', branches.map((e) => e.id), validateBranch],
  ['relationship', relationshipStatuses.map((e) => e.code), validateRelationshipStatus],
  ['gender', genders.map((e) => e.code), validateGender],
  ['pay type', payTypes.map((e) => e.code), validatePayType],
  ['card type', cardTypes.map((e) => e.code), validateCardType],
  ['frequency', paymentFrequencies.map((e) => e.code), validatePaymentFrequency],
  ['payment method', paymentMethods.map((e) => e.code), validatePaymentMethod],
  ['country', countries.map((e) => e.code), validateCountry],
  ['state', states.map((e) => e.code), validateState],
];

describe('list rules, for any input', () => {
  it.each(listRules)('%s: every listed code is valid', (_name, codes, rule) => {
    for (const code of codes) expect(rule(code)).toBeUndefined();
  });

  it.each(listRules)(
    '%s: never throws, answers undefined or the invalid message',
    (_name, codes, rule) => {
      fc.assert(
        fc.property(fc.anything(), (value) => {
          const answer = rule(value);
          const expected = codes.includes(value as string) || value === '' || value == null;
          expect(answer).toBe(expected ? undefined : messages.invalid);
        }),
      );
    },
  );

  it('rank rule never throws on any value and branch', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (value, branch) => {
        expect([undefined, messages.invalid]).toContain(validateRank(value, branch));
      }),
    );
  });
});
