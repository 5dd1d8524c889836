import { describe, expect, it } from 'vitest';
import { withOversizedListsCut } from './oversized-lists';

const schema = {
  type: 'object',
  properties: {
    beneficiaries: {
      type: 'object',
      properties: {
        primary: {
          type: 'array',
          maxItems: 2,
          items: {
            type: 'object',
            properties: { tags: { type: 'array', maxItems: 1 } },
          },
        },
      },
    },
  },
};

describe('withOversizedListsCut', () => {
  it('cuts a list longer than its maxItems to one entry more, nested lists too', () => {
    const data = {
      other: 'kept',
      beneficiaries: {
        primary: [{ tags: [1, 2, 3, 4] }, {}, {}, {}, {}],
      },
    };
    expect(withOversizedListsCut(schema, data)).toEqual({
      other: 'kept',
      beneficiaries: { primary: [{ tags: [1, 2] }, {}, {}] },
    });
    // Nothing sent is changed.
    expect(data.beneficiaries.primary).toHaveLength(5);
  });

  it('gives the same object back when no list is too long, or the answers are not lists', () => {
    const fine = { beneficiaries: { primary: [{}, {}, {}] } };
    expect(withOversizedListsCut(schema, fine)).toBe(fine);
    const odd = { beneficiaries: { primary: 'not a list' } };
    expect(withOversizedListsCut(schema, odd)).toBe(odd);
    expect(withOversizedListsCut(schema, null)).toBe(null);
  });
});
