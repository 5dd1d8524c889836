import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { renderToStaticMarkup } from 'react-dom/server.node';
import { describe, expect, it } from 'vitest';
import { engineValidator } from '../errors/engine-validator';
import { FieldTemplate } from '../fields/FieldTemplate';
import { fields, widgets } from '.';
import { RelationshipWidget } from './RelationshipChoice';

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

describe("the relationship widget (a certificate owner's)", () => {
  const ownerHtml = (relationship?: string) =>
    renderToStaticMarkup(
      <Form
        schema={{
          type: 'object',
          properties: { relationship: { type: 'string', title: 'Relationship to the insured' } },
        }}
        uiSchema={{ relationship: { 'ui:widget': 'relationship' } }}
        formData={{ relationship }}
        validator={engineValidator}
        // The widget itself: the registry's is loaded lazily, which a static render does not wait for.
        widgets={{ ...widgets, relationship: RelationshipWidget }}
        templates={{ FieldTemplate }}
        showErrorList={false}
      />,
    );

  it('offers the list, labelled by the question, with Other last', () => {
    const html = ownerHtml();
    expect(html).toContain('<label for="root_relationship">Relationship to the insured');
    expect(html).toMatch(/<select id="root_relationship" class="select"/);
    expect(html).toContain('<option value="Estate">Estate</option>');
    expect(html).toMatch(/<option value="Other">Other<\/option><\/select>/);
    expect(html).not.toContain('root_relationship-other');
  });

  it("shows an answer not in the list as Other, in the applicant's words", () => {
    const html = ownerHtml('Business partner');
    expect(html).toContain('<option value="Other" selected="">Other</option>');
    expect(html).toContain(
      '<label for="root_relationship-other">Please describe the relationship</label>',
    );
    expect(html).toMatch(/<input id="root_relationship-other"[^>]*value="Business partner"/);
    expect(ownerHtml('PARENT')).toContain('<option value="Parent" selected="">Parent</option>');
  });
});
