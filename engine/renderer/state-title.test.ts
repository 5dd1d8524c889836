import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../definition/types';
import { reviewStep } from '../machine/step-order';
import { documentTitle, receivedTitle, reviewTitle, stateTitle } from './state-title';

const definition = {
  title: 'Term 90 Plus application',
  steps: [{ id: 'insured', title: 'About the insured', schema: { type: 'object' } }],
} as unknown as FormDefinition;

describe('the title of where the wizard is', () => {
  it('names the step, the review or the confirmation, then the form', () => {
    expect(documentTitle(definition, 'insured')).toBe(
      'About the insured – Term 90 Plus application',
    );
    expect(documentTitle(definition, reviewStep)).toBe(`${reviewTitle} – Term 90 Plus application`);
    expect(stateTitle(definition, 'submitted')).toBe(receivedTitle);
    expect(documentTitle(definition, 'submitted')).toBe(
      'Application received – Term 90 Plus application',
    );
  });

  it('never repeats the form title', () => {
    expect(documentTitle(definition, 'submitting')).toBe('Term 90 Plus application');
    expect(documentTitle(definition, 'failed')).toBe('Term 90 Plus application');
  });
});
