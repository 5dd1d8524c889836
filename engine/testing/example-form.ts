// Test fixtures of the engine's own tests: plan rules that allow any plan, and a form definition
// around the steps a test is about. Not part of the engine's public face.
import { applicationTypes } from '../../validators';
import type { FormDefinition, StepDefinition } from '../definition/types';
import type { PlanRules } from '../validation/plan-rules';

/** Any plan and variant: ages 17 to 69, 50,000 to 150,000 in steps of 50,000, every state. */
export const openRules: PlanRules = {
  hasVariant: () => true,
  ageLimits: () => ({ min: 17, max: 69 }),
  coverageOptions: () => ({ min: 50000, max: 150000, step: 50000 }),
  statesNotAvailable: () => [],
};

/** A form of plan 'p', variant 'v', at /example/, holding `steps` (its type the list's first). */
export function exampleForm(formId: string, steps: StepDefinition[]): FormDefinition {
  return {
    formId,
    appId: 'example',
    title: 'Example',
    applicationType: applicationTypes[0],
    typeCode: 'sale',
    template: 'progress-bar',
    branding: 'life',
    plan: { plan: 'p', variant: 'v' },
    route: '/example/',
    steps,
  };
}
