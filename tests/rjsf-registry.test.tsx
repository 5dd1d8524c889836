import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { renderToStaticMarkup } from 'react-dom/server.node';
import { describe, expect, it } from 'vitest';
import { runtimeForm, stepPaths, type FormData } from '../engine';
import { engineValidator } from '../engine/renderer/errors/engine-validator';
import { FieldTemplate } from '../engine/renderer/fields/FieldTemplate';
import { ObjectFieldTemplate } from '../engine/renderer/fields/ObjectFieldTemplate';
import fields from '../engine/renderer/registry/fields';
import templates from '../engine/renderer/registry/templates';
import widgets from '../engine/renderer/registry/widgets';
import { fields as ourFields, widgets as ourWidgets } from '../engine/renderer/widgets';
import { formDefinitions, plansRules } from '../forms';

// The browser builds swap rjsf's default registry for the engine's
// (scripts/build/rjsf-registry-plugin.ts). Every step of every form must render exactly as with the
// full registry: nothing it needs left out.

type Registry = 'full' | 'engine';

function render(registry: Registry, schema: unknown, uiSchema: unknown, formData: FormData) {
  const engine = registry === 'engine';
  return renderToStaticMarkup(
    <Form
      schema={schema as RJSFSchema}
      uiSchema={uiSchema as UiSchema}
      formData={formData}
      validator={engineValidator}
      fields={engine ? { ...fields(), ...ourFields } : ourFields}
      widgets={engine ? { ...widgets(), ...ourWidgets } : ourWidgets}
      templates={engine ? templates() : { FieldTemplate, ObjectFieldTemplate }}
      showErrorList={false}
    />,
  );
}

/** The answers of a walk through the form: steps render filled in, lists with their entries. */
function answersOf(definition: (typeof formDefinitions)[number]): FormData {
  const form = runtimeForm(definition, plansRules);
  const [path] = stepPaths(form, { rules: plansRules, now: new Date() });
  const filled = (path?.events ?? []).flatMap((event) => ('data' in event ? [event.data] : []));
  return filled.at(-1) ?? {};
}

describe("the engine's rjsf registry on our forms", () => {
  it.each(formDefinitions.map((definition) => [definition.formId, definition] as const))(
    '%s: every step renders as with the full registry, empty and filled in',
    (_, definition) => {
      const answers = answersOf(definition);
      expect(Object.keys(answers).length).toBeGreaterThan(0);
      for (const step of definition.steps) {
        for (const data of [{}, answers]) {
          const engine = render('engine', step.schema, step.uiSchema, data);
          expect(engine).not.toContain('unsupported-field');
          expect(engine).toBe(render('full', step.schema, step.uiSchema, data));
        }
      }
    },
  );
});
