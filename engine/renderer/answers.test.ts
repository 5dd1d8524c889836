import { describe, expect, it } from 'vitest';
import type { StepDefinition } from '../definition/types';
import { answersOf, labelOf } from './answers';

const step: StepDefinition = {
  id: 'insured',
  title: 'Insured',
  schema: {
    type: 'object',
    properties: {
      insured: {
        type: 'object',
        properties: {
          firstName: { type: 'string', title: 'First name' },
          ssn: { type: 'string', title: 'SSN', sensitive: true },
          gender: { type: 'string', title: 'Gender', enum: ['M', 'F'] },
          tobacco: { type: 'string', title: 'Tobacco', format: 'switcher' },
          state: { type: 'string', title: 'State', format: 'state' },
        },
      },
    },
  },
  uiSchema: { insured: { gender: { 'ui:enumNames': ['Male', 'Female'] } } },
};

describe('review answers', () => {
  it('lists every answer with its label, choices by name, sensitive ones by their last four', () => {
    expect(
      answersOf(step, {
        insured: { firstName: 'Ann', ssn: '234-56-7890', gender: 'F', tobacco: '0', state: 'TX' },
      }),
    ).toEqual([
      { path: 'insured.firstName', label: 'First name', text: 'Ann' },
      { path: 'insured.ssn', label: 'SSN', text: 'ending in 7890' },
      { path: 'insured.gender', label: 'Gender', text: 'Female' },
      { path: 'insured.tobacco', label: 'Tobacco', text: 'No' },
      { path: 'insured.state', label: 'State', text: 'Texas' },
    ]);
    expect(labelOf(step.schema, 'insured.ssn')).toBe('SSN');
    // A sensitive answer of four characters or fewer (a card's CVV) is never shown.
    const short = answersOf(step, { insured: { ssn: '1234' } });
    expect(short).toEqual([{ path: 'insured.ssn', label: 'SSN', text: 'Entered (not shown)' }]);
    const list = {
      type: 'object',
      properties: {
        people: {
          type: 'array',
          items: { type: 'object', properties: { name: { title: 'Full name' } } },
        },
      },
    };
    expect(labelOf(list, 'people.1.name')).toBe('Full name');
  });
});
