import { getDefaultFormState as rjsfDefaultFormState, type RJSFSchema } from '@rjsf/utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answersFor } from '../../testing/schema-answers';
import { engineValidator } from '../errors/engine-validator';
import getDefaultFormState from './default-form-state';

// Every step of every form is held to rjsf's in tests/default-form-state.test.ts; these are the
// schema shapes one at a time.
const rjsf = (schema: RJSFSchema, answers: unknown) =>
  rjsfDefaultFormState(engineValidator as never, schema, answers, schema);

const shapes: Record<string, RJSFSchema> = {
  'a constant, a one-answer list and defaults': {
    type: 'object',
    required: ['place', 'contact'],
    properties: {
      contact: { type: 'object', properties: { phone: { type: 'string' } } },
      fixed: { type: 'string', const: 'a' },
      only: { type: 'string', enum: ['b'], default: 'b' },
      choice: { type: 'string', enum: ['c', 'd'] },
      amount: { type: 'number', default: 277.2 },
      place: { type: 'object', properties: { state: { type: 'string', default: 'VA' } } },
      unasked: { type: 'object', properties: { street: { type: 'string' } } },
    },
  },
  'lists, required or not, of a least length or not': {
    type: 'object',
    required: ['asked', 'people'],
    properties: {
      asked: { type: 'array', items: { type: 'object', properties: {} } },
      optional: { type: 'array', items: { type: 'string' } },
      people: {
        type: 'array',
        minItems: 2,
        items: {
          type: 'object',
          required: ['address'],
          properties: {
            name: { type: 'string' },
            address: { type: 'object', properties: { zip: { type: 'string', default: '0' } } },
          },
        },
      },
    },
  },
};

describe("the browser build's getDefaultFormState", () => {
  it.each(Object.entries(shapes))("answers as rjsf's for %s, whatever the answers", (_, schema) => {
    fc.assert(
      fc.property(answersFor(schema as Record<string, unknown>), (answers) => {
        expect(getDefaultFormState(engineValidator, schema, answers)).toEqual(
          rjsf(schema, answers),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('fills a step opened with no answers: defaults, required objects and lists', () => {
    const schema = shapes['lists, required or not, of a least length or not'] as RJSFSchema;
    expect(getDefaultFormState(engineValidator, schema, undefined)).toEqual({
      asked: [],
      people: [{ address: { zip: '0' } }, { address: { zip: '0' } }],
    });
  });

  it('refuses what is no schema, as rjsf does', () => {
    expect(() => getDefaultFormState(engineValidator, 'schema', {})).toThrow('Invalid schema');
  });
});
