import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { renderToStaticMarkup } from 'react-dom/server.node';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../validators';
import { engineValidator } from '../errors/engine-validator';
import { toErrorSchema } from '../page/field-ids';
import { FieldTemplate } from '../fields/FieldTemplate';
import { ObjectFieldTemplate } from '../fields/ObjectFieldTemplate';
import { fields, widgets } from '.';
import PeopleField from './PeopleField';

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    covered: {
      type: 'object',
      properties: {
        people: {
          type: 'array',
          title: 'Family members to cover',
          maxItems: 2,
          items: {
            type: 'object',
            title: 'Family member',
            required: ['firstName'],
            properties: { firstName: { type: 'string', title: 'First name' } },
          },
        },
      },
    },
  },
};

// Rendered on the server the lazy field shows nothing yet: the test renders the field itself.
function render(people: object[], errors: { [path: string]: string } = {}): string {
  return renderToStaticMarkup(
    <Form
      schema={schema}
      uiSchema={{ covered: { people: { 'ui:field': 'peopleNow' } } }}
      formData={{ covered: { people } }}
      validator={engineValidator}
      widgets={widgets}
      fields={{ ...fields, peopleNow: PeopleField }}
      templates={{ FieldTemplate, ObjectFieldTemplate }}
      extraErrors={toErrorSchema(errors)}
    />,
  );
}

describe('the people field', () => {
  it('shows each person as a numbered group of the entry schema with the engine widgets', () => {
    const html = render([{ firstName: 'Ann' }]);
    expect(html).toContain('<legend>Family members to cover</legend>');
    expect(html).toContain('<legend>Family member 1</legend>');
    expect(html).toMatch(/<input[^>]*id="root_covered_people_0_firstName"[^>]*value="Ann"/);
    expect(html).toContain('Remove<span class="visually-hidden"> Family member 1</span></button>');
    expect(html).toContain('id="root_covered_people_add"');
    expect(html).toContain('Add a family member');
  });

  it('offers no Add button once the list holds its maxItems', () => {
    const html = render([{ firstName: 'Ann' }, { firstName: 'Bo' }]);
    expect(html).not.toContain('Add a family member');
    expect(html).toContain('You can name up to 2 family members.');
  });

  it("shows an entry's field error under that field", () => {
    const html = render([{}], { 'covered.people.0.firstName': messages.required });
    expect(html).toMatch(
      /id="root_covered_people_0_firstName__error"[^>]*>.*This field is required/,
    );
  });

  it('is listed as an engine field and loaded apart from the other fields', () => {
    expect(Object.keys(fields)).toContain('people');
    expect(fields.people).not.toBe(PeopleField);
  });
});
