import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../definition/types';
import { reviewStep } from '../../machine/step-order';
import {
  documentTitle,
  notSentTitle,
  receivedTitle,
  reviewTitle,
  sendingTitle,
  stateTitle,
} from './state-title';

const definition = {
  title: 'Example plan application',
  steps: [{ id: 'insured', title: 'About the insured', schema: { type: 'object' } }],
} as unknown as FormDefinition;

describe('the title of where the wizard is', () => {
  it('names the step, the review or the confirmation, then the form', () => {
    expect(documentTitle(definition, 'insured')).toBe(
      'About the insured – Example plan application',
    );
    expect(documentTitle(definition, reviewStep)).toBe(`${reviewTitle} – Example plan application`);
    expect(stateTitle(definition, 'submitted')).toBe(receivedTitle);
    expect(documentTitle(definition, 'submitted')).toBe(
      'Application received – Example plan application',
    );
  });

  it('says a submission is being sent, and that one failed', () => {
    expect(documentTitle(definition, 'submitting')).toBe(
      `${sendingTitle} – Example plan application`,
    );
    expect(stateTitle(definition, 'failed')).toBe(notSentTitle);
    expect(documentTitle(definition, 'failed')).toBe(
      'Your application was not sent – Example plan application',
    );
  });

  it('never repeats the form title', () => {
    expect(documentTitle(definition, 'somewhere else')).toBe('Example plan application');
    // While the error summary shows, the title says so first.
    expect(documentTitle(definition, 'insured', true)).toBe(
      `Error: ${documentTitle(definition, 'insured')}`,
    );
    expect(documentTitle(definition, 'insured', false)).toBe(documentTitle(definition, 'insured'));
  });
});
