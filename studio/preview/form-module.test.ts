import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../engine';
import { formById, plansRules } from '../../forms';
import { formModules } from './form-module';

const form = formById('term-90-plus-short');
if (!form) throw new Error('the form term-90-plus-short is missing');
const definition: FormDefinition = form;
const runtimeUrl = '/preview/assets/keyword-runtime.js';

const withoutDefinition = (code: string) => code.replace(/^export const definition = .*$/m, '');
const definitionIn = (code: string): unknown =>
  JSON.parse(/^export const definition = (.*);$/m.exec(code)?.[1] ?? 'null');

describe("a form's module for the preview frame", () => {
  const moduleOf = formModules(plansRules, runtimeUrl);
  const first = moduleOf(definition);

  it('imports the keyword runtime from the frame and exports the definition and its rules', () => {
    expect(first).toContain(`from ${JSON.stringify(runtimeUrl)}`);
    expect(definitionIn(first)).toEqual(definition);
    expect(first).toMatch(/^export const planRulesSnapshot = \{/m);
  });

  it('carries a reworded step, with the same validators', () => {
    const reworded = {
      ...definition,
      steps: definition.steps.map((step, i) =>
        i === 0 ? { ...step, title: 'Your service record' } : step,
      ),
    };
    const code = moduleOf(reworded);
    expect(definitionIn(code)).toEqual(reworded);
    expect(withoutDefinition(code)).toBe(withoutDefinition(first));
  });

  it('compiles the validators again when a schema changes', () => {
    const [step, ...rest] = definition.steps;
    const stricter = {
      ...definition,
      steps: [
        {
          ...step!,
          schema: {
            ...step!.schema,
            properties: {
              ...(step!.schema.properties as object),
              nickname: { type: 'string', title: 'Nickname', maxLength: 5 },
            },
          },
        },
        ...rest,
      ],
    };
    const code = moduleOf(stricter);
    expect(definitionIn(code)).toEqual(stricter);
    expect(withoutDefinition(code)).not.toBe(withoutDefinition(first));
  });
});
