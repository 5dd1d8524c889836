import { describe, expect, it } from 'vitest';
import { renderableFindings } from './renderable-findings';
import type { FormDefinition, JsonSchema } from './types';

/** A definition of one step ('about') with these properties and their ui schema. */
function definition(properties: JsonSchema, uiSchema: JsonSchema = {}): FormDefinition {
  return {
    steps: [
      { id: 'start', title: 'Start', schema: { type: 'object', properties: {} } },
      { id: 'about', title: 'About', schema: { type: 'object', properties }, uiSchema },
    ],
  } as unknown as FormDefinition;
}

const findings = (properties: JsonSchema, uiSchema?: JsonSchema) =>
  renderableFindings('forms/x.json', definition(properties, uiSchema));

const at = (pointer: string, problem: string) =>
  expect.stringMatching(
    new RegExp(`^forms/x\\.json: step 'about' /steps/1/schema${pointer}: .*${problem}`),
  );

describe("the form check's view of what the engine's rjsf registry shows", () => {
  it('accepts objects, strings and integers with our widgets, and arrays inside our field', () => {
    expect(
      findings(
        {
          name: { type: 'string', format: 'strict-string' },
          born: { type: 'string', format: 'date' },
          state: { type: 'string', format: 'state' },
          amount: { type: 'integer' },
          closed: {
            type: 'object',
            properties: { a: { type: 'string' } },
            additionalProperties: false,
          },
          beneficiaries: {
            type: 'object',
            properties: { primary: { type: 'array', items: { type: 'object' } } },
          },
          allOf: { type: 'string', enum: [{ allOf: [] }, 'other'] },
        },
        {
          born: { 'ui:widget': 'dateOfBirth' },
          amount: { 'ui:options': { widget: 'coverage' } },
          beneficiaries: { 'ui:field': 'beneficiaries' },
        },
      ),
    ).toEqual([]);
  });

  it('refuses what needs a part it leaves out, naming the form, step, JSON pointer and part', () => {
    const found = findings(
      {
        list: { type: 'array', items: { type: 'string' } },
        agreed: { type: 'boolean' },
        kind: {
          type: 'object',
          properties: { choice: { type: 'string', anyOf: [{ const: 'a' }, { type: 'integer' }] } },
        },
        both: { type: 'object', allOf: [{ properties: {} }] },
        extra: { type: 'object', additionalProperties: { type: 'string' } },
        when: { type: 'string', format: 'date' },
        count: { type: 'integer' },
        grid: { type: 'object' },
        untyped: { title: 'Untyped' },
        mine: {
          type: 'object',
          properties: { list: { type: 'array', items: { patternProperties: {} } } },
        },
      },
      {
        count: { 'ui:widget': 'updown' },
        grid: { 'ui:field': 'LayoutGridField' },
        mine: { 'ui:field': 'beneficiaries' },
      },
    );
    expect(found).toEqual([
      at('/properties/list', 'an array needs a ui:field .*ArrayField'),
      at('/properties/agreed', 'BooleanField'),
      at('/properties/kind/properties/choice', 'anyOf: .*MultiSchemaField'),
      at('/properties/extra', 'additionalProperties'),
      at('/properties/when', "format 'date' .*give it a ui:widget"),
      at('/properties/count', 'ui:widget "updown" names no widget'),
      at('/properties/grid', 'ui:field "LayoutGridField" names no field'),
      at('/properties/untyped', 'type must be one of'),
      // The merger's keywords anywhere, in our own fields too: rjsf computes their defaults.
      at('/properties/both', 'allOf: '),
      at('/properties/mine/properties/list/items', 'patternProperties: '),
    ]);
  });
});

describe("what the engine's computation of rjsf's defaults does not follow", () => {
  it('is refused anywhere in a step, in our own fields too', () => {
    expect(
      findings(
        {
          linked: { $ref: '#/definitions/name' },
          place: { type: 'object', properties: {}, default: { state: 'VA' } },
          mine: {
            type: 'object',
            properties: {
              fixed: { type: 'array', items: { type: 'string' }, const: [] },
              list: { type: 'array', items: [{ type: 'string' }], additionalItems: false },
              later: { type: 'array', items: { type: 'object', if: { required: ['a'] } } },
            },
          },
        },
        { mine: { 'ui:field': 'beneficiaries' } },
      ),
    ).toEqual([
      at('/properties/linked', 'type must be one of'),
      at('/properties/mine/properties/later/items', 'if: '),
      at('/properties/linked', '\\$ref: .*without following references'),
      at('/properties/place', 'a default or constant for a whole object or list'),
      at('/properties/mine/properties/fixed', 'a default or constant for a whole object or list'),
      at('/properties/mine/properties/list', 'items as a list of schemas'),
      at('/properties/mine/properties/list', 'additionalItems: '),
    ]);
  });

  it('leaves a default of one answer alone', () => {
    expect(findings({ amount: { type: 'number', default: 277.2 } })).toEqual([]);
  });
});

describe('words of its own in a schema', () => {
  it("are refused anywhere in a step: the browser shows the spec's messages, never a schema's", () => {
    expect(
      findings({
        name: { type: 'string', errorMessage: 'Type your name' },
        list: {
          type: 'object',
          properties: { inner: { type: 'string', errorMessage: { minLength: 'Too short' } } },
        },
      }),
    ).toEqual([
      at('/properties/name', "errorMessage: the browser's validators carry no messages"),
      at('/properties/list/properties/inner', 'errorMessage: '),
    ]);
  });
});

describe('a question with one answer', () => {
  it('is answered for the applicant: the check asks for its default', () => {
    expect(findings({ status: { type: 'string', enum: ['9'] } })).toEqual([
      at('/properties/status', 'give it "default": "9"'),
    ]);
    expect(findings({ status: { type: 'string', enum: ['9'], default: '9' } })).toEqual([]);
    expect(findings({ status: { type: 'string', enum: ['8', '9'] } })).toEqual([]);
  });
  it('refuses a help disclosure without its question or its answer', () => {
    expect(
      findings(
        { bank: { type: 'string' } },
        { bank: { 'ui:disclosure': { summary: 'Where do I find it?', text: 'On a check.' } } },
      ),
    ).toEqual([]);
    expect(
      findings({ bank: { type: 'string' } }, { bank: { 'ui:disclosure': { summary: 'Where?' } } }),
    ).toEqual([at('/properties/bank', 'ui:disclosure needs a "summary" and a "text"')]);
  });
});
