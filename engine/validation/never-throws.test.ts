import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAjv } from './create-ajv';
import { toFieldErrors } from './field-errors';
import {
  checkAge,
  checkBeneficiaries,
  checkCardType,
  checkCoverage,
  checkSsn,
  checkSsnConfirmationAge,
  checkStateAvailable,
  formats,
} from './keyword-runtime';
import { rulesWith } from '../testing/plan-rules-stub';

const rules = rulesWith({
  ageLimits: () => ({ min: 17, max: 59 }),
  coverageOptions: (_ref, age) => ({
    min: 50000,
    max: age !== undefined && age >= 40 ? 100000 : 250000,
    step: 50000,
  }),
  statesNotAvailable: () => ['ME'],
});
const ref = { plan: 'p', variant: 'v' };
const schema = {
  type: 'object',
  properties: {
    insured: {
      type: 'object',
      properties: {
        ssn: { type: 'string', ssn: { differsFrom: ['/sponsor/ssn'] } },
        dateOfBirth: { type: 'string', format: 'date', ageForPlan: ref },
        state: { type: 'string', stateAvailable: ref },
      },
    },
    coverage: {
      type: 'object',
      properties: {
        amount: {
          type: 'integer',
          coverageForPlan: { ...ref, dateOfBirth: '/insured/dateOfBirth' },
        },
      },
    },
    card: {
      type: 'object',
      properties: { number: { type: 'string', cardOfType: '/card/cardType' } },
    },
    beneficiaries: { type: 'object', beneficiaryShares: true },
  },
};

describe('validation never throws', () => {
  it('keyword checks answer a message or undefined for any input', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (value, root) => {
        for (const message of [
          checkSsn(value),
          checkSsn(value, { differsFrom: ['/sponsor/ssn'] }, root),
          checkSsn(value, { confirms: '/insured/ssn' }, root),
          checkSsnConfirmationAge(value, { age: 18 }),
          checkSsnConfirmationAge(value, { age: null }),
          checkCardType(value, { typeAt: '/card/cardType' }, root),
          checkBeneficiaries(value),
          checkStateAvailable(value, { notAvailable: ['ME'] }),
          checkAge(value, { limits: { '': { min: 17, max: 69 } }, term: '/term' }, root),
          checkCoverage(
            value,
            { options: { list: [50000] }, bands: [], dateOfBirth: '/insured/dateOfBirth' },
            root,
          ),
        ]) {
          expect(message === undefined || typeof message === 'string').toBe(true);
        }
        for (const format of Object.values(formats)) {
          if (typeof value === 'string') expect(typeof format.validate(value)).toBe('boolean');
        }
      }),
    );
  });

  it('a compiled schema with every keyword judges any data without throwing', () => {
    const validate = createAjv(rules).compile(schema);
    fc.assert(
      fc.property(
        fc.record({
          insured: fc.oneof(
            fc.anything(),
            fc.record({ ssn: fc.anything(), dateOfBirth: fc.anything(), state: fc.anything() }),
          ),
          coverage: fc.oneof(fc.anything(), fc.record({ amount: fc.anything() })),
          card: fc.oneof(
            fc.anything(),
            fc.record({
              number: fc.oneof(fc.anything(), fc.constantFrom('5555555555554444')),
              cardType: fc.oneof(fc.anything(), fc.constantFrom('visa', 'mc')),
            }),
          ),
          beneficiaries: fc.anything(),
        }),
        (data) => {
          const valid = validate(data);
          const errors = toFieldErrors(validate.errors, data);
          expect(valid).toBe(Object.keys(errors).length === 0);
          for (const message of Object.values(errors)) expect(typeof message).toBe('string');
        },
      ),
    );
  });
});
