import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { renderToStaticMarkup } from 'react-dom/server.node';
import { describe, expect, it } from 'vitest';
import { engineValidator } from '../engine-validator';
import { FieldTemplate } from '../field-template';
import { fields, widgets } from '.';

const render = (schema: RJSFSchema, formData: Record<string, unknown> = {}) =>
  renderToStaticMarkup(
    <Form
      schema={schema}
      uiSchema={{ status: { 'ui:widget': 'radio' } }}
      formData={formData}
      validator={engineValidator}
      widgets={widgets}
      fields={fields}
      templates={{ FieldTemplate }}
      showErrorList={false}
    />,
  );

describe('radios', () => {
  it('say a question with one answer, already given, instead of asking it', () => {
    const html = render({
      type: 'object',
      properties: { status: { type: 'string', title: 'Duty status', enum: ['9'], default: '9' } },
    });
    expect(html).toContain(
      '<legend>Duty status (optional)</legend><p class="single-answer" id="root_status">9</p>',
    );
    expect(html).not.toContain('type="radio"');
  });

  it("say a number of one answer (a fixed-price plan's payment) by its name", () => {
    const html = render({
      type: 'object',
      properties: {
        status: { type: 'number', title: 'Payment', enum: [277.2], default: 277.2 },
      },
    });
    expect(html).toContain('<p class="single-answer" id="root_status">277.2</p>');
    expect(html).not.toContain('type="radio"');
  });

  it('ask a question of one answer not given, and one of several', () => {
    const one = render({
      type: 'object',
      properties: { status: { type: 'string', title: 'Duty status', enum: ['9'] } },
    });
    expect(one).toContain('type="radio"');
    const several = render(
      { type: 'object', properties: { status: { type: 'string', enum: ['1', '2'] } } },
      { status: '1' },
    );
    expect(several.match(/type="radio"/g)).toHaveLength(2);
  });
});
