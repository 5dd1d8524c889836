import { describe, expect, it } from 'vitest';
import { fieldPathOf, pointerOf, schemaAt, segmentsOf, valueAt, valueAtField } from './answer-path';

const answers = {
  insured: { firstName: 'Ann', address: { zip: '22201' } },
  beneficiaries: { primary: [{ name: 'Bo' }] },
  'a/b': { '~c': 1 },
};

describe('answer paths', () => {
  it('spells one place both ways', () => {
    expect(pointerOf('insured.address.zip')).toBe('/insured/address/zip');
    expect(fieldPathOf('/insured/address/zip')).toBe('insured.address.zip');
    expect(fieldPathOf(pointerOf('coverage.amount'))).toBe('coverage.amount');
  });

  it('reads the keys of a pointer, escapes included', () => {
    expect(segmentsOf('/a~1b/~0c')).toEqual(['a/b', '~c']);
    expect(segmentsOf('')).toEqual([]);
  });

  it('finds the value at a pointer or a field path, through lists too', () => {
    expect(valueAt(answers, '/insured/firstName')).toBe('Ann');
    expect(valueAt(answers, '/beneficiaries/primary/0/name')).toBe('Bo');
    expect(valueAt(answers, '/a~1b/~0c')).toBe(1);
    expect(valueAtField(answers, 'insured.address.zip')).toBe('22201');
    expect(valueAt(answers, '')).toBe(answers);
  });

  it('answers undefined where the answers stop short', () => {
    expect(valueAt(answers, '/insured/firstName/first')).toBeUndefined();
    expect(valueAt(answers, '/owner/name')).toBeUndefined();
    expect(valueAtField(undefined, 'insured')).toBeUndefined();
    expect(valueAt(null, '/x')).toBeUndefined();
  });

  it("finds a field's schema, going into a list's entries by their number", () => {
    const name = { type: 'string', title: 'Full name' };
    const schema = {
      type: 'object',
      properties: {
        insured: { type: 'object', properties: { firstName: name } },
        people: { type: 'array', items: { type: 'object', properties: { name } } },
      },
    };
    expect(schemaAt(schema, 'insured.firstName')).toBe(name);
    expect(schemaAt(schema, 'people.1.name')).toBe(name);
    expect(schemaAt(schema, 'people')).toBe(schema.properties.people);
    expect(schemaAt(schema, 'insured.lastName')).toBeUndefined();
    expect(schemaAt(schema, 'insured.firstName.more')).toBeUndefined();
  });
});
