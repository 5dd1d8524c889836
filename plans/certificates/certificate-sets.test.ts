import { describe, expect, it } from 'vitest';
import { certificateSetsFor } from './certificate-sets';
import { certificatesFor } from './certificates-for';

const keys = (sets: ReturnType<typeof certificateSetsFor>) =>
  sets.map((set) => [set.key, set.documents.map((document) => document.key)]);

describe('certificateSetsFor', () => {
  it("gives a one-set product's documents for the state, or the national set", () => {
    expect(keys(certificateSetsFor('term-90-plus', 'CA'))).toEqual([
      ['standard', certificatesFor({ product: 'term-90-plus', state: 'CA' }).map((d) => d.key)],
    ]);
    const california = certificateSetsFor('term-90-plus', 'CA')[0]?.documents ?? [];
    const ohio = certificateSetsFor('term-90-plus', 'OH')[0]?.documents ?? [];
    expect(california.some((document) => document.state === 'CA')).toBe(true);
    expect(ohio.every((document) => document.state === undefined)).toBe(true);
  });

  it('gives both term sets of Level Term 10/20, titled, found by application type', () => {
    const sets = certificateSetsFor('level-term', 'TX');
    expect(sets.map((set) => [set.key, set.title])).toEqual([
      ['10', '10-year level term'],
      ['20', '20-year level term'],
    ]);
    expect(keys(sets)).toEqual([
      ['10', certificatesFor({ product: 'level-term', state: 'TX', term: '10' }).map((d) => d.key)],
      ['20', certificatesFor({ product: 'level-term', state: 'TX', term: '20' }).map((d) => d.key)],
    ]);
    expect(sets[0]?.documents).not.toEqual(sets[1]?.documents);
  });

  it('gives Level Term I and II apart', () => {
    expect(certificateSetsFor('level-term-l1-l2', 'NY').map((set) => set.title)).toEqual([
      'Level Term I',
      'Level Term II',
    ]);
  });

  it('gives nothing for an unknown product', () => {
    expect(certificateSetsFor('no-such-plan', 'TX')).toEqual([]);
  });
});
