import { describe, expect, it } from 'vitest';
import { runtimeValidators } from '../engine';
import { messages } from '../validators';
import { formDefinitions, formRoutes, plansRules, serviceFormById, serviceForms } from '.';

describe('member-service forms (forms/member-services/)', () => {
  it('are kept apart from the plan applications: no route, no step paths, no application walk', () => {
    expect(serviceForms.map((form) => form.formId)).toEqual(['beneficiary-update']);
    const planFormIds = formDefinitions.map((form) => form.formId);
    expect(planFormIds).not.toContain('beneficiary-update');
    expect(formRoutes.map((route) => route.formId)).not.toContain('beneficiary-update');
  });

  it('check a beneficiary update with the applications’ own step: shares and 240 characters', () => {
    const form = serviceFormById('beneficiary-update');
    if (form === undefined) throw new Error('no beneficiary-update form');
    expect(form.steps.map((step) => step.id)).toEqual(['beneficiaries']);
    const validators = runtimeValidators(form, plansRules);
    const entry = (name: string, sharePercent: string) => ({
      name,
      relationship: 'Child',
      sharePercent,
    });
    const errorsOf = (primary: unknown[]) =>
      Object.values(validators.validateStep('beneficiaries', { beneficiaries: { primary } }));
    expect(errorsOf([entry('Sam Reyes', '100')])).toEqual([]);
    expect(errorsOf([entry('Sam Reyes', '60'), entry('Alex Reyes', '30')])).toContain(
      messages.beneficiaryShareTotal,
    );
    const long = [
      entry('A'.repeat(60), '25'),
      entry('B'.repeat(60), '25'),
      entry('C'.repeat(60), '25'),
      entry('D'.repeat(60), '25'),
    ];
    expect(errorsOf(long).join()).toMatch(/must be less or equal to 240 characters/);
  });
});
