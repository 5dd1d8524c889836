// Test fixture of the engine's own tests: a form definition around the steps a test is about (the
// plan rules they run with are in plan-rules-stub.ts). Not part of the engine's public face.
import { applicationTypes } from '../../validators';
import type { FormDefinition, StepDefinition } from '../definition/types';

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
