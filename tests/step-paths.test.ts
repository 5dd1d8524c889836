import { describe, expect, it } from 'vitest';
import { runtimeForm, stepPaths, verifyPath, type FormDefinition } from '../engine';
import { formDefinitions, plansRules } from '../forms';

const context = { rules: plansRules, now: new Date() };

// Every path of every form, machine plus validation, with generated valid and invalid answers.
describe.each(formDefinitions.map((d): [string, FormDefinition] => [d.formId, d]))(
  '%s',
  (_formId, definition) => {
    const form = runtimeForm(definition, plansRules);
    const paths = stepPaths(form, context);

    it('has paths that together visit every step', () => {
      const visited = new Set(paths.flatMap((path) => path.steps));
      expect(definition.steps.map((step) => step.id).filter((id) => !visited.has(id))).toEqual([]);
    });

    it.each(paths.map((path, i): [number, string] => [i + 1, path.steps.join(' > ')]))(
      'path %i walks to submitted and refuses each invalid answer with its message: %s',
      (i) => {
        const path = paths[i - 1];
        if (!path) throw new Error('no such path');
        const report = verifyPath(form, path, context);
        expect(report.failures).toEqual([]);
        expect(report.invalidChecked).toBeGreaterThan(0);
      },
    );
  },
);
