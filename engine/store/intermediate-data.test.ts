import { describe, expect, it } from 'vitest';
import { exampleForm } from '../testing/example-form';
import type { FormDefinition } from '../definition/types';
import { intermediateDataFindings, intermediateDataOf } from './intermediate-data';

const now = new Date('2026-03-15T12:00:00Z');

const definition: FormDefinition = {
  ...exampleForm('family', [
    {
      id: 'family',
      title: 'Family',
      schema: {
        type: 'object',
        properties: {
          insured: {
            type: 'object',
            properties: {
              dateOfBirth: { type: 'string' },
              ssn: { type: 'string', sensitive: true },
            },
          },
          covered: {
            type: 'object',
            properties: {
              people: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { relationship: { type: 'string' }, dateOfBirth: { type: 'string' } },
                },
              },
            },
          },
        },
      },
    },
  ]),
  intermediateData: {
    sponsorAge: { ageOf: '/insured/dateOfBirth' },
    coveredAges: { ageOf: '/covered/people/*/dateOfBirth' },
    coveredRelationships: { answer: '/covered/people/*/relationship' },
  },
};

describe("an application's intermediate data", () => {
  it('derives ages on today and answers, one per entry of a list, by name', () => {
    const data = {
      insured: { dateOfBirth: '07/04/1980', ssn: '234-56-7890' },
      covered: {
        people: [
          { relationship: 'spouse', dateOfBirth: '01/02/1982' },
          { relationship: 'child', dateOfBirth: '05/06/2015' },
        ],
      },
    };
    expect(intermediateDataOf(definition, data, now)).toEqual({
      sponsorAge: 45,
      coveredAges: [44, 10],
      coveredRelationships: ['spouse', 'child'],
    });
  });

  it('leaves out what is not answered yet, and keeps an empty list empty', () => {
    expect(intermediateDataOf(definition, {}, now)).toEqual({});
    expect(intermediateDataOf(definition, { covered: { people: [] } }, now)).toEqual({
      coveredAges: [],
      coveredRelationships: [],
    });
    expect(intermediateDataOf(exampleForm('none', []), { a: 1 }, now)).toEqual({});
  });

  it('is checked: a pointer to no field, or to a sensitive one, is a finding', () => {
    expect(intermediateDataFindings('forms/f.json', definition)).toEqual([]);
    const wrong: FormDefinition = {
      ...definition,
      intermediateData: {
        ssn: { answer: '/insured/ssn' },
        nothing: { ageOf: '/covered/people/*/born' },
      },
    };
    expect(intermediateDataFindings('forms/f.json', wrong)).toEqual([
      'forms/f.json: /intermediateData/ssn: /insured/ssn is a sensitive field, never kept as intermediate data',
      'forms/f.json: /intermediateData/nothing: /covered/people/*/born names no field of the form',
    ]);
  });
});
