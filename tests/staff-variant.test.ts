import { describe, expect, it } from 'vitest';
import {
  checkForms,
  resolveDefinition,
  runtimeValidators,
  stepPaths,
  verifyPath,
  type FormDefinition,
} from '../engine';
import { formFiles, fragments, plansRules } from '../forms';
import express from './fixtures/forms/term-90-plus-express.json';

// docs/adding-a-plan-variant.md: a variant made by copying a JSON file and editing it works
// end to end with no TypeScript change. This one exists only in the test fixtures.
describe('a variant added by copying a form definition', () => {
  const file = { path: 'tests/fixtures/forms/term-90-plus-express.json', content: express };

  it('passes the form check beside the catalogue', () => {
    expect(checkForms([...formFiles, file], fragments, plansRules)).toEqual([]);
  });

  it('walks every path to submitted, refusing each invalid answer with its message', () => {
    const definition = resolveDefinition(express as FormDefinition, fragments);
    const validators = runtimeValidators(definition, plansRules);
    const context = { rules: plansRules, now: new Date() };
    const paths = stepPaths(definition, validators, context);
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      expect(path.steps).not.toContain('beneficiaries');
      expect(verifyPath(definition, validators, path, context).failures).toEqual([]);
    }
  });
});
