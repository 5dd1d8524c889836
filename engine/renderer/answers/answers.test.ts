import { describe, expect, it } from 'vitest';
import type { StepDefinition } from '../../definition/types';
import { answersOf } from './answers';
import { labelOf } from '../page/field-labels';

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

describe('a beneficiary designation on the review', () => {
  const lists = (title: string) => ({
    type: 'array',
    title,
    items: {
      type: 'object',
      properties: { name: {}, relationship: {}, sharePercent: {} },
    },
  });
  const step: StepDefinition = {
    id: 'beneficiaries',
    title: 'Beneficiaries',
    schema: {
      type: 'object',
      properties: {
        beneficiaries: {
          type: 'object',
          beneficiaryShares: true,
          properties: {
            primary: lists('Primary beneficiaries'),
            contingent: lists('Contingent beneficiaries'),
          },
        },
      },
    },
    uiSchema: {},
  };

  it('lists each beneficiary on a line of its own, the share as a percentage', () => {
    const answers = answersOf(step, {
      beneficiaries: {
        primary: [
          { name: 'Jane Doe', relationship: 'Spouse', sharePercent: '60' },
          { name: 'Sam Doe', relationship: 'Child', sharePercent: '40' },
        ],
        contingent: [{ name: 'Ann Roe', relationship: 'Sister', sharePercent: '100' }],
      },
    });
    expect(answers).toEqual([
      {
        path: 'beneficiaries.primary.0',
        label: 'Primary beneficiary 1',
        text: 'Jane Doe, Spouse, 60%',
      },
      {
        path: 'beneficiaries.primary.1',
        label: 'Primary beneficiary 2',
        text: 'Sam Doe, Child, 40%',
      },
      {
        path: 'beneficiaries.contingent.0',
        label: 'Contingent beneficiary 1',
        text: 'Ann Roe, Sister, 100%',
      },
    ]);
  });

  it('shows no contingent beneficiaries when none were named', () => {
    const answers = answersOf(step, {
      beneficiaries: {
        primary: [{ name: 'Jane Doe', relationship: 'Spouse', sharePercent: '100' }],
      },
    });
    expect(answers.map((answer) => answer.label)).toEqual(['Primary beneficiary 1']);
  });
});

describe('review answers of a list of people', () => {
  const covered: StepDefinition = {
    id: 'covered',
    title: 'People to cover',
    schema: {
      type: 'object',
      properties: {
        covered: {
          type: 'object',
          properties: {
            people: {
              type: 'array',
              items: {
                type: 'object',
                title: 'Family member',
                properties: {
                  relationship: { type: 'string', enum: ['spouse', 'child'] },
                  firstName: { type: 'string', title: 'First name' },
                  gender: { type: 'string', enum: ['M', 'F'] },
                },
              },
            },
          },
        },
      },
    },
    uiSchema: {
      covered: {
        people: {
          items: {
            relationship: { 'ui:enumNames': ['Spouse', 'Child'] },
            gender: { 'ui:enumNames': ['Male', 'Female'] },
          },
        },
      },
    },
  };

  it('gives one answer per person, each choice by its label, in the order asked', () => {
    expect(
      answersOf(covered, {
        covered: {
          people: [
            { gender: 'F', firstName: 'Ann', relationship: 'spouse' },
            { relationship: 'child', firstName: 'Sam', gender: 'M' },
          ],
        },
      }),
    ).toEqual([
      { path: 'covered.people.0', label: 'Family member 1', text: 'Spouse, Ann, Female' },
      { path: 'covered.people.1', label: 'Family member 2', text: 'Child, Sam, Male' },
    ]);
  });
});
