import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../definition/types';
import { inPageOrder } from './error-order';

const schema: JsonSchema = {
  type: 'object',
  properties: {
    insured: {
      type: 'object',
      properties: {
        ssn: { type: 'string' },
        lastName: { type: 'string' },
        firstName: { type: 'string' },
        relationshipStatus: { type: 'string' },
      },
    },
    beneficiaries: {
      type: 'object',
      properties: {
        primary: { type: 'array', items: { type: 'object', properties: { name: {}, share: {} } } },
      },
    },
  },
};
const uiSchema: JsonSchema = { insured: { 'ui:order': ['firstName', 'lastName', '*'] } };

describe('errors in page order', () => {
  it('follows the schema and ui:order, whatever order the rules found them in', () => {
    const errors = {
      'insured.relationshipStatus': 'This field is required',
      'insured.lastName': 'This field is required',
      'beneficiaries.primary.1.share': 'Only numbers allowed',
      'beneficiaries.primary.0.name': 'This field is required',
      beneficiaries: 'Summary Share % for beneficiaries must be 100',
      'insured.ssn': 'Must be a valid SSN',
      'insured.firstName': 'This field is required',
    };
    expect(Object.keys(inPageOrder(schema, uiSchema, errors))).toEqual([
      'insured.firstName',
      'insured.lastName',
      'insured.ssn',
      'insured.relationshipStatus',
      'beneficiaries',
      'beneficiaries.primary.0.name',
      'beneficiaries.primary.1.share',
    ]);
    expect(inPageOrder(schema, uiSchema, errors)['insured.ssn']).toBe('Must be a valid SSN');
  });

  it('puts a key the schema does not know after the fields', () => {
    const order = inPageOrder(schema, undefined, { unknown: 'x', 'insured.ssn': 'y' });
    expect(Object.keys(order)).toEqual(['insured.ssn', 'unknown']);
  });
});
