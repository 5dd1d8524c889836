import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { certificateSetKeyFor, certificateTermFor, levelTermSetFor } from './set-selection';

describe('certificateTermFor (spec 5: term 20 selects the 20-year set, otherwise 10)', () => {
  it.each([
    [{ term: '20' }, '20'],
    [{ term: 20 }, '20'],
    [{ term: ' 20 ' }, '20'],
    [{ term: '10' }, '10'],
    [{ term: 10 }, '10'],
    [{ term: '15' }, '10'],
    [{ term: 'twenty' }, '10'],
  ] as const)('%o gives the %s-year set', (input, expected) => {
    expect(certificateTermFor(input)).toBe(expected);
  });

  it('lets an explicit term win over schedule and type', () => {
    expect(certificateTermFor({ term: '10', schedule: 'LT20', type: 'lt20' })).toBe('10');
  });

  it.each([
    [{ schedule: 'LT20' }, '20'],
    [{ schedule: '20' }, '20'],
    [{ schedule: 'L6-20' }, '20'],
    [{ type: 'level-term-20' }, '20'],
    [{ type: 'lt20' }, '20'],
    [{ policyType: 'L6 20' }, '20'],
    [{ term: '', schedule: 'LT20' }, '20'],
    [{ term: null, type: 'lt20' }, '20'],
    [{ schedule: 'LT10' }, '10'],
    [{ schedule: 'H20' }, '10'],
    [{ schedule: 'h70' }, '10'],
    [{ schedule: '120' }, '10'],
    [{ schedule: '2020' }, '10'],
    [{ schedule: '95', type: 'level-term' }, '10'],
    [{}, '10'],
  ] as const)('derives %o as the %s-year term', (input, expected) => {
    expect(certificateTermFor(input)).toBe(expected);
  });

  it('answers 10 or 20 and never throws, whatever it is given', () => {
    fc.assert(
      fc.property(
        fc.anything({ withNullPrototype: true, withBoxedValues: true }),
        fc.anything({ withNullPrototype: true }),
        fc.anything({ withNullPrototype: true }),
        (term, schedule, type) => {
          const input = { term, schedule, type } as Parameters<typeof certificateTermFor>[0];
          expect(['10', '20']).toContain(certificateTermFor(input));
        },
      ),
    );
  });

  it('gives the 10-year set for every explicit term other than 20', () => {
    fc.assert(
      fc.property(
        fc
          .oneof(fc.string(), fc.integer())
          .filter((t) => String(t).trim() !== '20' && String(t).trim() !== ''),
        (term) => certificateTermFor({ term, schedule: 'LT20' }) === '10',
      ),
    );
  });
});

describe('levelTermSetFor (spec 5: type l2 or policy type L2 gives L2, else L1)', () => {
  it.each([
    [{ type: 'l2' }, 'L2'],
    [{ type: 'L2' }, 'L2'],
    [{ policyType: 'L2' }, 'L2'],
    [{ type: 'l1', policyType: 'L2' }, 'L2'],
    [{ type: 'l1' }, 'L1'],
    [{ policyType: 'L1' }, 'L1'],
    [{ type: 'L3' }, 'L1'],
    [{ type: 'l22' }, 'L1'],
    [{}, 'L1'],
  ] as const)('%o gives %s', (input, expected) => {
    expect(levelTermSetFor(input)).toBe(expected);
  });
});

describe('certificateSetKeyFor', () => {
  it('picks the set key by the product setBy', () => {
    expect(certificateSetKeyFor('single', { term: '20', type: 'l2' })).toBe('standard');
    expect(certificateSetKeyFor('term', { term: '20' })).toBe('20');
    expect(certificateSetKeyFor('l1-l2', { type: 'l2' })).toBe('L2');
  });
});
