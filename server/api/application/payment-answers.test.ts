import { describe, expect, it } from 'vitest';
import { sensitivePaths } from '../../../engine';
import { formDefinitions } from '../../../forms';
import { ssnCipher } from '../../auth/ssn-cipher';
import {
  answersFingerprint,
  bankNumberFields,
  bankSection,
  cardNumberFields,
  cardSection,
} from './payment-answers';

describe('payment answers', () => {
  it('covers every sensitive field of every form that is not an SSN', () => {
    const tokenized = new Set([
      ...cardNumberFields.map((field) => `${cardSection}.${field}`),
      ...bankNumberFields.map((field) => `${bankSection}.${field}`),
    ]);
    for (const definition of formDefinitions) {
      for (const path of sensitivePaths(definition)) {
        if (path.at(-1) === 'ssn') continue;
        expect(tokenized, `${definition.formId}: ${path.join('.')}`).toContain(path.join('.'));
      }
    }
  });

  it('fingerprints the answers whatever their keys order, leaving the CVV out', () => {
    const cipher = ssnCipher(Buffer.alloc(32, 5));
    const card = { number: '4012888888881881', expiry: '08/2029', cvv: '7391' };
    const value = answersFingerprint({ insured: { firstName: 'Ann' }, card }, cipher);
    expect(
      answersFingerprint({ card: { ...card, cvv: '000' }, insured: { firstName: 'Ann' } }, cipher),
    ).toBe(value);
    expect(
      answersFingerprint(
        { insured: { firstName: 'Ann' }, card: { ...card, number: '4111111111111111' } },
        cipher,
      ),
    ).not.toBe(value);
  });
});
