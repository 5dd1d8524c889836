// The engine's computation of rjsf's defaults (engine/renderer/registry/default-form-state.ts),
// held to rjsf's own for every step of every form, with answers of every kind: the browser build
// uses it in place of rjsf's (scripts/build/rjsf-registry-plugin.ts).
import { getDefaultFormState as rjsfDefaultFormState, type RJSFSchema } from '@rjsf/utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answersFor } from '../engine/testing/schema-answers';
import getDefaultFormState from '../engine/renderer/registry/default-form-state';
import { engineValidator } from '../engine/renderer/errors/engine-validator';
import { formDefinitions, serviceForms } from '../forms';

const validator = engineValidator as never;

const steps = [...formDefinitions, ...serviceForms].flatMap((definition) =>
  definition.steps.map((step) => [`${definition.formId} / ${step.id}`, step.schema] as const),
);

describe("the browser build's getDefaultFormState, on our forms", () => {
  it('has steps to check, with defaults and lists of a least length among them', () => {
    const text = JSON.stringify(steps);
    expect(steps.length).toBeGreaterThan(200);
    expect(text).toContain('"default"');
    expect(text).toContain('"minItems"');
  });

  it.each(steps)("answers as rjsf's for %s, whatever the answers", (_name, schema) => {
    const rjsfSchema = schema as RJSFSchema;
    fc.assert(
      fc.property(answersFor(rjsfSchema), (answers) => {
        expect(getDefaultFormState(validator, rjsfSchema, answers)).toEqual(
          rjsfDefaultFormState(validator, rjsfSchema, answers, rjsfSchema),
        );
      }),
      { numRuns: 60 },
    );
  });
});
