import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { renderToStaticMarkup } from 'react-dom/server.node';
import { describe, expect, it } from 'vitest';
import { engineValidator } from '../errors/engine-validator';
import { toErrorSchema } from '../page/field-ids';
import { fields as ourFields, widgets as ourWidgets } from '../widgets';
import fields from './fields';
import templates from './templates';
import widgets from './widgets';

// The build puts these modules in place of rjsf's default registry; here they go in as props,
// which override every name of it, so the form sees the registry the browser gets.
function render(
  schema: RJSFSchema,
  uiSchema: UiSchema = {},
  showErrorList: false | 'top' = false,
): string {
  return renderToStaticMarkup(
    <Form
      schema={schema}
      uiSchema={uiSchema}
      validator={engineValidator}
      fields={{ ...fields(), ...ourFields }}
      widgets={{ ...widgets(), ...ourWidgets }}
      templates={templates()}
      showErrorList={showErrorList}
      extraErrors={toErrorSchema({ name: 'Enter a name' })}
    />,
  );
}

const unsupported = (name: string) =>
  expect.stringContaining(`rjsf&#x27;s ${name} is left out of the form engine`);

describe("the engine's rjsf registry", () => {
  it('renders objects, strings and integers with our widgets and field template', () => {
    const html = render({
      type: 'object',
      required: ['insured'],
      properties: {
        name: { type: 'string', title: 'Name' },
        plan: { type: 'string', title: 'Plan', enum: ['a', 'b'] },
        units: { type: 'integer', title: 'Units' },
        insured: {
          type: 'object',
          title: 'Insured',
          properties: { age: { type: 'integer', title: 'Age' } },
        },
      },
    });
    // The step is no unnamed group; its sections are named ones, with no required marker.
    expect(html).toMatch(/^<form class="rjsf"><div class="step-fields" id="root">/);
    expect(html).toContain('<fieldset id="root_insured"><legend>Insured</legend>');
    expect(html).toMatch(/<label for="root_name">Name \(optional\)<\/label>/);
    expect(html).toMatch(/<select[^>]*id="root_plan"/);
    expect(html).toMatch(/<input[^>]*id="root_units"/);
    expect(html).not.toContain('unsupported-field');
  });

  it.each<[string, RJSFSchema, UiSchema?]>([
    ['ArrayField', { type: 'array', items: { type: 'string' } }],
    ['BooleanField', { type: 'boolean' }],
    ['OneOfField', { type: 'object', oneOf: [{ properties: { a: { type: 'string' } } }] }],
    ['AnyOfField', { anyOf: [{ type: 'string' }, { type: 'integer' }] }],
    ['FallbackField', { title: 'No type' }],
    ['LayoutGridField', { type: 'object' }, { 'ui:field': 'LayoutGridField' }],
    ['DateWidget', { type: 'string', format: 'date' }],
    ['UpDownWidget', { type: 'integer' }, { 'ui:widget': 'updown' }],
  ])('shows rjsf\'s "unsupported field" note for what needs its %s', (name, schema, uiSchema) => {
    const html = render({ type: 'object', properties: { x: schema } }, { x: uiSchema ?? {} });
    expect(html).toContain('class="unsupported-field"');
    expect(html).toEqual(unsupported(name));
  });

  it('fails a render that reaches a template it leaves out, naming it', () => {
    // An error list: the wizard shows its own error summary.
    const schema: RJSFSchema = { type: 'object', properties: { name: { type: 'string' } } };
    expect(() => render(schema, {}, 'top')).toThrow(
      "rjsf's ErrorListTemplate is left out of the form engine",
    );
  });
});
