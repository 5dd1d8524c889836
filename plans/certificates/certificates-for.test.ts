import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allPlans, resolveVariant } from '../catalogue';
import {
  certificateProductFor,
  certificatesFor,
  certificateStateName,
  certificateStates,
} from './certificates-for';
import { certificateConfig } from './config';
import { certificateProductIds } from './product-ids';
import type { CertificateQuery } from './certificates-for';
import type { CertificateProductId } from './product-ids';

// The state groups of spec section 9.
const core = ['AK', 'CA', 'ID', 'KS', 'LA', 'MD', 'MT', 'NH', 'NM', 'NC', 'TX', 'UT', 'WA'];
const fourProductsOnly = ['NY', 'GU', 'PR'];
const sharedNational = ['AR', 'CT', 'DE', 'FL', 'MI', 'NJ', 'OH', 'RI'];
const fourProducts: CertificateProductId[] = [
  'level-term-i-ii',
  'term-90',
  'term-90-plus',
  'nexgen',
];
const otherStateProducts: CertificateProductId[] = [
  'level-term-10-20',
  'national-guard',
  'decreasing-group-term',
];
const stateProducts = [...fourProducts, ...otherStateProducts];

/** Every way a product can be asked for: each of its sets. */
const queriesFor = (product: CertificateProductId): Omit<CertificateQuery, 'state'>[] => {
  if (product === 'level-term-10-20')
    return [
      { product, term: '10' },
      { product, term: '20' },
    ];
  if (product === 'level-term-i-ii')
    return [
      { product, type: 'l1' },
      { product, type: 'l2' },
    ];
  return [{ product }];
};
const allQueries = certificateProductIds.flatMap(queriesFor);
const keys = (query: CertificateQuery) => certificatesFor(query).map((d) => d.key);
const labels = (query: CertificateQuery) => certificatesFor(query).map((d) => d.label);
const sorted = (list: string[]) => [...list].sort();

describe('state-specific sets (spec 9)', () => {
  it.each(fourProducts)('%s has sets for the 13 states, NY, GU, PR and the shared group', (id) => {
    expect(certificateStates(id)).toEqual(
      sorted([...core, ...fourProductsOnly, ...sharedNational]),
    );
  });

  it.each(otherStateProducts)('%s has sets for the 13 states and the shared group only', (id) => {
    expect(certificateStates(id)).toEqual(sorted([...core, ...sharedNational]));
  });

  it('gives each specific state a certificate filed for that state', () => {
    for (const product of stateProducts) {
      const states = fourProducts.includes(product) ? [...core, ...fourProductsOnly] : core;
      for (const query of queriesFor(product)) {
        for (const state of states) {
          const [certificate] = certificatesFor({ ...query, state });
          expect(certificate?.kind).toBe('certificate');
          expect(certificate?.state).toBe(state);
          expect(certificate?.label).toContain(`Certificate — ${certificateStateName(state)}`);
        }
      }
    }
  });

  it('gives NY, GU and PR the national set for the products without their sets', () => {
    for (const product of otherStateProducts) {
      for (const query of queriesFor(product)) {
        for (const state of fourProductsOnly) {
          expect(keys({ ...query, state })).toEqual(keys(query));
        }
      }
    }
  });
});

describe('national set (spec 5: unsupported states get the national set only)', () => {
  it.each(allQueries)(
    '%o: missing, unknown and unsupported states all get the national set',
    (query) => {
      const national = certificatesFor(query);
      expect(national.length).toBeGreaterThan(0);
      expect(national.every((d) => d.state === undefined)).toBe(true);
      for (const state of [undefined, null, '', 'ZZ', 'OR', 'VA', 'AE', 'texas']) {
        expect(certificatesFor({ ...query, state })).toEqual(national);
      }
    },
  );

  it('reads the state code regardless of case and spaces', () => {
    expect(keys({ product: 'term-90-plus', state: ' tx ' })).toEqual(
      keys({ product: 'term-90-plus', state: 'TX' }),
    );
  });
});

describe('shared national set with the second how-we-pay rider (spec 9)', () => {
  it.each(allQueries.filter((q) => q.product !== 'us-reserves'))(
    '%o: AR, CT, DE, FL, MI, NJ, OH, RI get the national set with How We Pay Rider (Form 2)',
    (query) => {
      const expected = keys(query).map((k) =>
        k === 'how-we-pay-rider-1' ? 'how-we-pay-rider-2' : k,
      );
      expect(expected).toContain('how-we-pay-rider-2');
      for (const state of sharedNational) expect(keys({ ...query, state })).toEqual(expected);
    },
  );
});

describe('how-we-pay riders (spec 9: MD, WA and the shared group use the second, others the first)', () => {
  const secondForm = new Set(['MD', 'WA', ...sharedNational]);
  it('puts exactly one how-we-pay rider in every set, the form depending on the state', () => {
    for (const query of allQueries.filter((q) => q.product !== 'us-reserves')) {
      for (const state of [undefined, ...core, ...fourProductsOnly, ...sharedNational]) {
        const howWePay = labels({ ...query, state }).filter((l) =>
          l.startsWith('How We Pay Rider'),
        );
        const form = state && secondForm.has(state) ? 2 : 1;
        expect(howWePay).toEqual([`How We Pay Rider (Form ${form})`]);
      }
    }
  });
});

describe('state riders (spec 9)', () => {
  const everyStateResult = () =>
    allQueries.flatMap((query) =>
      [...core, ...fourProductsOnly, ...sharedNational, 'VA'].map((state) => ({
        query,
        state,
        keys: keys({ ...query, state }),
      })),
    );

  it('CA adds the proof rider, in every product with a CA set and nowhere else', () => {
    for (const { query, state, keys: got } of everyStateResult()) {
      const expected = state === 'CA' && query.product !== 'us-reserves';
      expect(got.includes('proof-of-insurability-rider-ca')).toBe(expected);
    }
  });

  it('GU and PR add a POW/MIA rider for the I&II, Term 90, Term 90 Plus and NexGen sets', () => {
    for (const { query, state, keys: got } of everyStateResult()) {
      const powMia = got.filter((k) => k.startsWith('pow-mia-rider'));
      const inFour = fourProducts.includes(query.product as CertificateProductId);
      const expected =
        inFour && (state === 'GU' || state === 'PR')
          ? [`pow-mia-rider-${state.toLowerCase()}`]
          : [];
      expect(powMia).toEqual(expected);
    }
  });

  it('KS adds the term rider to level-term products and the ABO rider to the others', () => {
    for (const { query, state, keys: got } of everyStateResult()) {
      const kansas = got.filter((k) => k === 'term-rider-ks' || k === 'abo-rider-ks');
      if (state !== 'KS' || query.product === 'us-reserves') expect(kansas).toEqual([]);
      else if (query.product.startsWith('level-term')) expect(kansas).toEqual(['term-rider-ks']);
      else expect(kansas).toEqual(['abo-rider-ks']);
    }
  });

  it('Level Term 10/20 includes the MT veteran rider and the WA disclosure rider, both terms', () => {
    for (const term of ['10', '20']) {
      expect(labels({ product: 'level-term-10-20', term, state: 'MT' })).toContain(
        'Veteran Rider — Montana',
      );
      expect(labels({ product: 'level-term-10-20', term, state: 'WA' })).toContain(
        'Disclosure Rider — Washington',
      );
    }
  });

  it('lists state-specific riders only in their own state', () => {
    for (const { state, keys: got } of everyStateResult()) {
      for (const key of got) {
        const docState = certificateConfig.documents.documents[key]?.state;
        if (docState !== undefined) expect(docState).toBe(state);
      }
    }
  });

  it('varies child, family and veteran riders by state', () => {
    const riderIn = (product: string, state: string, prefix: string) =>
      keys({ product, state }).filter((k) => k.startsWith(prefix));
    expect(riderIn('term-90', 'CA', 'child-rider')).toEqual(['child-rider-ca']);
    expect(riderIn('term-90', 'AK', 'child-rider')).toEqual(['child-rider']);
    expect(riderIn('term-90-plus', 'ID', 'family-rider')).toEqual(['family-rider-id']);
    expect(riderIn('term-90-plus', 'TX', 'family-rider')).toEqual(['family-rider']);
    expect(riderIn('term-90-plus', 'TX', 'veteran-rider')).toEqual(['veteran-rider-tx']);
    expect(riderIn('term-90-plus', 'AK', 'veteran-rider')).toEqual([]);
  });
});

describe('family riders (spec 3: labelled as for two plan types only)', () => {
  const familyKeys = Object.keys(certificateConfig.documents.documents).filter((k) =>
    k.startsWith('family-rider'),
  );

  it('labels every family rider for Term 90 Plus and Level Term plans', () => {
    expect(familyKeys.length).toBeGreaterThan(1);
    for (const key of familyKeys) {
      expect(certificateConfig.documents.documents[key]?.label).toMatch(
        / — for Term 90 Plus and Level Term plans$/,
      );
    }
  });

  it('lists family riders only in Term 90 Plus and Level Term sets', () => {
    for (const query of allQueries) {
      for (const state of [undefined, ...core, ...fourProductsOnly]) {
        const hasFamily = keys({ ...query, state }).some((k) => familyKeys.includes(k));
        const familyProduct = ['term-90-plus', 'level-term-i-ii', 'level-term-10-20'].includes(
          query.product,
        );
        expect(hasFamily).toBe(familyProduct);
      }
    }
  });
});

describe('Level Term I and II (spec 5: type l2 or policy type L2 gives L2, else L1)', () => {
  it('gives the L2 certificates for type l2 or policy type L2', () => {
    for (const query of [{ type: 'l2' }, { policyType: 'L2' }]) {
      const [certificate] = certificatesFor({ product: 'level-term-i-ii', state: 'TX', ...query });
      expect(certificate?.label).toBe('Level Term II Group Term Life Certificate — Texas');
    }
  });

  it('gives the L1 certificates otherwise', () => {
    for (const query of [{}, { type: 'l1' }, { policyType: 'L1' }, { type: 'L3' }]) {
      const [certificate] = certificatesFor({ product: 'level-term-i-ii', state: 'TX', ...query });
      expect(certificate?.label).toBe('Level Term I Group Term Life Certificate — Texas');
    }
  });

  it('is reachable by its application type', () => {
    expect(keys({ product: 'level-term-l1-l2', type: 'l2' })).toEqual(
      keys({ product: 'level-term-i-ii', type: 'l2' }),
    );
  });
});

describe('Level Term 10/20 (spec 5: term 20 selects the 20-year set, otherwise the 10-year set)', () => {
  const certificateOf = (query: Omit<CertificateQuery, 'product'>) =>
    certificatesFor({ product: 'level-term-10-20', state: 'NC', ...query })[0]?.label;

  it('selects the 20-year set for term 20, from the term or derived from the schedule or type', () => {
    for (const query of [{ term: '20' }, { term: 20 }, { schedule: 'LT20' }, { type: 'lt20' }]) {
      expect(certificateOf(query)).toBe(
        'Level Term 20-Year Group Term Life Certificate — North Carolina',
      );
    }
  });

  it('selects the 10-year set otherwise', () => {
    for (const query of [
      {},
      { term: '10' },
      { term: '30' },
      { schedule: 'H20' },
      { schedule: '95' },
    ]) {
      expect(certificateOf(query)).toBe(
        'Level Term 10-Year Group Term Life Certificate — North Carolina',
      );
    }
  });
});

describe('US Reserves (spec 9: two national certificates, no state-specific sets)', () => {
  it('gives the same two certificates in every state', () => {
    const expected = [
      'Reserve Group Life Certificate — Member Coverage',
      'Reserve Group Life Certificate — Spouse and Dependent Coverage',
    ];
    for (const state of [undefined, ...core, ...fourProductsOnly, ...sharedNational]) {
      const docs = certificatesFor({ product: 'us-reserves', state });
      expect(docs.map((d) => d.label)).toEqual(expected);
      expect(docs.every((d) => d.kind === 'certificate' && d.state === undefined)).toBe(true);
    }
    expect(certificateStates('us-reserves')).toEqual([]);
  });
});

describe('products and application types', () => {
  it.each([
    ['level-term', 'level-term-10-20'],
    ['level-term-l1-l2', 'level-term-i-ii'],
    ['nextgen', 'nexgen'],
    ['decreasing-group', 'decreasing-group-term'],
    ['term-90', 'term-90'],
    ['term-90-plus', 'term-90-plus'],
    ['us-reserves', 'us-reserves'],
    ['national-guard', 'national-guard'],
    ['NexGen', 'nexgen'],
  ])('application type %s shows the %s certificates', (appId, productId) => {
    expect(certificateProductFor(appId)?.id).toBe(productId);
  });

  it("agrees with the plan catalogue: each plan's application type leads to its certificate product", () => {
    const named = new Set<string>();
    for (const plan of allPlans()) {
      for (const variant of plan.variants) {
        const resolved = resolveVariant(plan, variant);
        if (resolved.certificates === undefined) continue;
        named.add(resolved.certificates);
        expect(
          certificateProductFor(resolved.applicationType ?? '')?.id,
          resolved.variantName,
        ).toBe(resolved.certificates);
      }
    }
    expect(sorted([...named])).toEqual(sorted([...certificateProductIds]));
  });

  it('hands out documents no caller can change', () => {
    const [first] = certificatesFor({ product: 'term-90', state: 'TX' });
    expect(() => Object.assign(first ?? {}, { label: 'changed' })).toThrow(TypeError);
    expect(certificatesFor({ product: 'term-90', state: 'TX' })[0]?.label).toBe(
      'Term 90 Group Term Life Certificate — Texas',
    );
  });

  it('answers an empty list for a product without certificates', () => {
    for (const product of ['hospital', 'tricare', 'metlaw-legal', '', 'x']) {
      expect(certificatesFor({ product, state: 'TX' })).toEqual([]);
      expect(certificateStates(product)).toEqual([]);
    }
  });

  it('never throws and only returns configured documents, whatever the query', () => {
    const documents = certificateConfig.documents.documents;
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...certificateProductIds, 'level-term', 'nextgen'), fc.string()),
        fc.record({
          state: fc.oneof(
            fc.constantFrom(...core, ...sharedNational, ...fourProductsOnly),
            fc.anything(),
          ),
          term: fc.anything(),
          type: fc.anything(),
          policyType: fc.anything(),
          schedule: fc.anything(),
        }),
        (product, rest) => {
          const docs = certificatesFor({ product, ...rest } as CertificateQuery);
          for (const doc of docs) expect(documents[doc.key]?.link).toBe(doc.link);
        },
      ),
    );
  });
});
