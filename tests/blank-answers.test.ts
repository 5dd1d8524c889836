// A required answer of spaces only is refused as missing, in the browser and on the server alike
// (both validate with the form's validators).
import { describe, expect, it } from 'vitest';
import { runtimeValidators } from '../engine';
import { formById, plansRules } from '../forms';
import { messages } from '../validators';

describe('an answer of spaces only', () => {
  it("is 'This field is required' on a required name", () => {
    const definition = formById('term-90-plus-standard');
    if (!definition) throw new Error('no standard form');
    const errors = runtimeValidators(definition, plansRules).validateStep('insured', {
      insured: { firstName: '   ', lastName: 'Lee' },
    });
    expect(errors['insured.firstName']).toBe(messages.required);
    expect(errors['insured.lastName']).toBeUndefined();
  });
});
