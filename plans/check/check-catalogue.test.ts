import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { certificateConfig } from '../certificates';
import type { CertificateConfig } from '../certificates';
import { catalogueSummary, checkCatalogue, parseCatalogueFile } from './check-catalogue';
import type { CatalogueCheckInput } from './check-catalogue';
import { formatFinding } from './finding';
import type { Finding } from './finding';
import type { CatalogueReferences } from './references';
import { catalogueReferences, rateSheetGapsOf } from './references';
import { rateSheets } from '../rates';

const references: CatalogueReferences = {
  states: ['VA', 'TX', 'ME', 'OR'],
  dutyStatuses: ['2', '9'],
  branches: ['2', '9'],
  memberStatuses: ['I', 'S'],
  paymentMethods: ['eft', 'cc'],
  certificateProductIds: ['term-90-plus'],
  rateSheetIds: ['term-90-plus'],
  rateSheetBounds: {
    'term-90-plus': { minAge: 17, maxAge: 69, minCoverage: 50000, maxCoverage: 300000 },
  },
  rateSheetGaps: { 'term-90-plus': () => [] },
};

/** A small valid catalogue: a plan with a landing page and a Quick Step, and a linked plan. */
function fixture() {
  const main = {
    id: 'main',
    name: 'Main plan',
    soldOnline: true,
    planCodes: ['L4'],
    applicationType: 'term-90-plus',
    brand: 'life',
    typeCode: 'sale',
    age: { min: 17, max: 69 },
    coverage: { min: 50000, max: 300000, step: 50000 },
    statesNotAvailable: ['OR'],
    paymentMethods: ['eft', 'cc'],
    memberStatuses: ['I', 'S'],
    dutyStatuses: ['2'],
    branches: ['2'],
    certificates: 'term-90-plus',
    rateSheet: 'term-90-plus',
    landingPage: '/insurance-plans/main/',
    linksTo: ['linked'],
    variants: [
      {
        id: 'standard',
        name: 'Standard',
        application: { formId: 'main-standard', route: '/main/standard/' },
      },
      {
        id: 'spouse',
        name: 'Spouse',
        dutyStatuses: ['9'],
        application: { formId: 'main-spouse', route: '/main/spouse/' },
      },
      {
        id: 'quick-step',
        name: 'Quick Step',
        age: { min: 17, max: 59 },
        quickStepLimits: [
          { minAge: 17, maxAge: 39, maxCoverage: 250000 },
          { minAge: 40, maxAge: 59, maxCoverage: 100000 },
        ],
        application: { formId: 'main-quick-step', route: '/main/quick-step/' },
        fullApplication: { member: 'main-standard', spouse: 'main-spouse' },
      },
    ],
  };
  const linked = {
    id: 'linked',
    name: 'Linked plan',
    soldOnline: true,
    planCodes: ['RV', 'N1'],
    applicationType: 'us-reserves',
    typeCode: 'sale',
    variants: [
      { id: 'member', name: 'Member', application: { formId: 'linked-member', route: '/linked/' } },
    ],
  };
  const codes = {
    planCodes: [
      { code: 'L4', name: 'Plan 90 Plus', appId: 'term-90-plus', formId: 'main-standard' },
      { code: 'RV', name: 'Reserves', appId: 'us-reserves', formId: 'linked-member' },
      { code: 'N1', name: 'National Guard' },
    ],
  };
  return { main, linked, codes };
}

type Fixture = ReturnType<typeof fixture>;

function check(
  breakIt: (catalogue: Fixture) => void = () => undefined,
  extra: Partial<CatalogueCheckInput> = {},
  lists: CatalogueReferences = references,
): Finding[] {
  const catalogue = fixture();
  breakIt(catalogue);
  return checkCatalogue(
    {
      planFiles: [
        { file: 'main.json', data: catalogue.main },
        { file: 'linked.json', data: catalogue.linked },
      ],
      planCodesFile: { file: 'plan-codes.json', data: catalogue.codes },
      ...extra,
    },
    lists,
  ).findings;
}

/** The findings as "file#pointer", enough to show the checker named the right field. */
const places = (findings: Finding[]): string[] => findings.map((f) => `${f.file}#${f.pointer}`);

describe('checkCatalogue on one broken plan file', () => {
  it("names that file's mistake only, not the plan codes and forms that belong to it", () => {
    const findings = check((c) => Object.assign(c.main, { typeCode: 'weekly' }));
    expect(places(findings)).toEqual(['main.json#/typeCode']);
  });
});

describe('checkCatalogue on a valid catalogue', () => {
  it('finds nothing in the fixture', () => {
    expect(check()).toEqual([]);
  });

  it('finds nothing in the real catalogue, with the real reference lists', () => {
    const dir = fileURLToPath(new URL('../catalogue/', import.meta.url));
    const read = (name: string) => parseCatalogueFile(name, readFileSync(`${dir}${name}`, 'utf8'));
    const names = readdirSync(dir).filter((n) => n.endsWith('.json') && n !== 'plan-codes.json');
    const result = checkCatalogue(
      {
        planFiles: names.map(read),
        planCodesFile: read('plan-codes.json'),
      },
      catalogueReferences(),
    );
    expect(result.findings.map(formatFinding)).toEqual([]);
    expect(result.planCount).toBe(names.length);
    expect(catalogueSummary(result)).toMatch(
      /^Plan catalogue OK: \d+ plan files, \d+ variants, 30 plan codes\.$/,
    );
  });
});

describe('checkCatalogue: files and schema', () => {
  it('reports a file that is not JSON', () => {
    const findings = check(undefined, {
      planFiles: [parseCatalogueFile('broken.json', '{ "id": ')],
    });
    expect(findings[0]).toMatchObject({ file: 'broken.json', pointer: '' });
    expect(findings[0]?.message).toMatch(/^not valid JSON/);
  });

  it('reports a schema error at its field', () => {
    const findings = check((c) => {
      Object.assign(c.main.variants[2] ?? {}, {
        coverage: { min: 50000, max: 'lots', step: 50000 },
      });
    });
    expect(places(findings)).toContain('main.json#/variants/2/coverage/max');
  });

  it('reports an unknown field and a missing one', () => {
    const findings = check((c) => {
      Object.assign(c.main, { maxAge: 69 });
      Object.assign(c.linked, { name: undefined });
    });
    expect(findings).toEqual(
      expect.arrayContaining([
        { file: 'main.json', pointer: '/maxAge', message: 'unknown field "maxAge"' },
        { file: 'linked.json', pointer: '/name', message: 'required field "name" is missing' },
      ]),
    );
  });

  it('reports an invalid plan list', () => {
    const findings = check((c) => {
      Object.assign(c.codes.planCodes[0] ?? {}, { appId: 'bingo' });
    });
    expect(places(findings)).toContain('plan-codes.json#/planCodes/0/appId');
  });
});

describe('checkCatalogue: cross-references', () => {
  it.each<[string, (c: Fixture) => void, string, RegExp]>([
    [
      'an unknown state',
      (c) => c.main.statesNotAvailable.push('ZZ'),
      'main.json#/statesNotAvailable/1',
      /state code/,
    ],
    [
      'an unknown duty status',
      (c) => c.main.variants[1]?.dutyStatuses?.push('Q'),
      'main.json#/variants/1/dutyStatuses/1',
      /duty status/,
    ],
    ['an unknown branch', (c) => c.main.branches.push('0'), 'main.json#/branches/1', /branch/],
    [
      'an unknown member status',
      (c) => c.main.memberStatuses.push('X'),
      'main.json#/memberStatuses/2',
      /member status/,
    ],
    [
      'an unknown payment method',
      (c) => c.main.paymentMethods.push('cash'),
      'main.json#/paymentMethods/2',
      /payment method/,
    ],
    [
      'an unknown certificate product',
      (c) => (c.main.certificates = 'nope'),
      'main.json#/certificates',
      /certificate product/,
    ],
    [
      'an unknown rate sheet',
      (c) => (c.main.rateSheet = 'nope'),
      'main.json#/rateSheet',
      /rate sheet/,
    ],
    [
      'a plan code missing from the plan list',
      (c) => c.linked.planCodes.push('WL'),
      'linked.json#/planCodes/2',
      /not in the plan list/,
    ],
  ])('%s', (_what, breakIt, place, message) => {
    const findings = check(breakIt);
    expect(places(findings)).toEqual([place]);
    expect(findings[0]?.message).toMatch(message);
  });
});

describe('checkCatalogue: identities', () => {
  it('reports an id that is not the file name', () => {
    expect(places(check((c) => (c.linked.id = 'other'))).at(0)).toBe('linked.json#/id');
  });

  it('reports a duplicate plan id', () => {
    const catalogue = fixture();
    const findings = checkCatalogue(
      {
        planFiles: [
          { file: 'main.json', data: catalogue.main },
          { file: 'copy/main.json', data: { ...catalogue.main, variants: [] } },
        ],
        planCodesFile: { file: 'plan-codes.json', data: catalogue.codes },
      },
      references,
    ).findings;
    expect(places(findings)).toContain('copy/main.json#/variants');
    const duplicate = checkCatalogue(
      {
        planFiles: [
          { file: 'a/main.json', data: catalogue.main },
          { file: 'b/main.json', data: catalogue.main },
        ],
        planCodesFile: { file: 'plan-codes.json', data: catalogue.codes },
      },
      references,
    ).findings;
    expect(duplicate.map(formatFinding)).toContain(
      'b/main.json#/id: duplicate plan id "main" (also in a/main.json)',
    );
  });

  it('reports a duplicate variant id, form id and route', () => {
    const findings = check((c) => {
      const [standard, spouse] = c.main.variants;
      if (standard && spouse) {
        spouse.id = standard.id;
        spouse.application = { ...standard.application };
      }
    });
    expect(places(findings)).toEqual(
      expect.arrayContaining([
        'main.json#/variants/1/id',
        'main.json#/variants/1/application/formId',
        'main.json#/variants/1/application/route',
      ]),
    );
  });
});

describe('checkCatalogue: the plan list', () => {
  it('reports a duplicate code', () => {
    const findings = check((c) => c.codes.planCodes.push({ code: 'N1', name: 'Again' }));
    expect(places(findings)).toContain('plan-codes.json#/planCodes/3/code');
  });

  it('reports a code no plan uses', () => {
    const findings = check((c) => c.codes.planCodes.push({ code: 'WL', name: 'WL' }));
    expect(findings.map(formatFinding)).toEqual([
      'plan-codes.json#/planCodes/3: plan code "WL" belongs to no plan file',
    ]);
  });

  it('reports a code two plans use', () => {
    const findings = check((c) => c.main.planCodes.push('N1'));
    expect(findings.map((f) => f.message)).toEqual([
      'plan code "N1" belongs to several plans: main, linked',
    ]);
  });

  it('reports a form id that is no application, or of another code, or of another type', () => {
    expect(
      places(check((c) => Object.assign(c.codes.planCodes[0] ?? {}, { formId: 'ghost' }))),
    ).toEqual(['plan-codes.json#/planCodes/0/formId']);
    expect(
      check((c) => Object.assign(c.codes.planCodes[0] ?? {}, { formId: 'linked-member' }))[0]
        ?.message,
    ).toMatch(/not sold under "L4"/);
    expect(
      places(check((c) => Object.assign(c.codes.planCodes[0] ?? {}, { appId: 'tricare' }))),
    ).toEqual(['plan-codes.json#/planCodes/0/appId']);
  });
});

describe('checkCatalogue: ages, coverage and Quick Step limits', () => {
  it.each<[string, (c: Fixture) => void, string]>([
    ['a min age above the max', (c) => (c.main.age = { min: 70, max: 69 }), 'main.json#/age'],
    [
      'a step that never reaches max',
      (c) => {
        c.main.coverage.step = 40000;
        // The Quick Step's caps stay amounts of the new step (50,000 + 40,000 n).
        Object.assign(c.main.variants[2]?.quickStepLimits?.[1] ?? {}, { maxCoverage: 90000 });
      },
      'main.json#/coverage/step',
    ],
    [
      'amounts not lowest first',
      (c) => Object.assign(c.linked, { coverage: { amounts: [20000, 10000] } }),
      'linked.json#/coverage/amounts',
    ],
    [
      'an age-by-term for a term not offered',
      (c) => Object.assign(c.linked, { terms: [10], ageByTerm: { '20': { min: 17, max: 54 } } }),
      'linked.json#/ageByTerm/20',
    ],
    [
      'a gap between Quick Step bands',
      (c) => Object.assign(c.main.variants[2]?.quickStepLimits?.[1] ?? {}, { minAge: 41 }),
      'main.json#/variants/2/quickStepLimits',
    ],
    [
      'a band limit above the highest amount',
      (c) => Object.assign(c.main.variants[2]?.quickStepLimits?.[1] ?? {}, { maxCoverage: 900000 }),
      'main.json#/variants/2/quickStepLimits/1/maxCoverage',
    ],
    [
      'a band limit between two amounts',
      (c) => Object.assign(c.main.variants[2]?.quickStepLimits?.[0] ?? {}, { maxCoverage: 125000 }),
      'main.json#/variants/2/quickStepLimits/0/maxCoverage',
    ],
    [
      'a band limit below every amount',
      (c) => Object.assign(c.main.variants[2]?.quickStepLimits?.[1] ?? {}, { maxCoverage: 10000 }),
      'main.json#/variants/2/quickStepLimits/1/maxCoverage',
    ],
  ])('reports %s', (_what, breakIt, place) => {
    expect(places(check(breakIt))).toEqual([place]);
  });

  it('reports overlapping bands and a band outside the ages', () => {
    const findings = check((c) =>
      Object.assign(c.main.variants[2]?.quickStepLimits?.[1] ?? {}, { minAge: 39, maxAge: 60 }),
    );
    expect(findings.map((f) => f.message)).toEqual([
      'age 39 of variant "quick-step" falls in 2 Quick Step bands; every age from 17 to 59 needs exactly one',
      'band 39-60 lies outside the age limits 17-59 of variant "quick-step"',
    ]);
  });

  it('reports Quick Step limits without age limits', () => {
    const findings = check((c) =>
      Object.assign(c.linked, { quickStepLimits: [{ minAge: 17, maxAge: 69, maxCoverage: 0 }] }),
    );
    expect(findings.map(formatFinding)).toEqual([
      'linked.json#/quickStepLimits: variant "member" has Quick Step limits but no age limits',
    ]);
  });
});

describe('checkCatalogue: rate sheets', () => {
  it('reports ages the rate sheet cannot quote', () => {
    const findings = check((c) => (c.main.age = { min: 16, max: 69 }));
    expect(findings.map(formatFinding)).toContain(
      'main.json#/age: ages 16-69 of variant "standard" exceed the ages 17-69 of rate sheet "term-90-plus"',
    );
  });

  it('reports coverage the rate sheet cannot quote, where the variant sets it', () => {
    const findings = check((c) =>
      Object.assign(c.main.variants[1] ?? {}, { coverage: { amounts: [50000, 350000] } }),
    );
    expect(findings.map(formatFinding)).toEqual([
      'main.json#/variants/1/coverage: coverage 350000 of variant "spouse" is outside 50000-300000 of rate sheet "term-90-plus"',
    ]);
  });

  it('reports an age and amount a variant offers that its rate sheet does not price', () => {
    const gaps = (age: number, coverage: number) =>
      age === 45 && coverage === 300000 ? [{ tobacco: true }] : [];
    const findings = check(undefined, undefined, {
      ...references,
      rateSheetGaps: { 'term-90-plus': gaps },
    });
    // The Quick Step offers at most 100,000 at 45, so it is not short of that rate.
    expect(findings.map(formatFinding)).toEqual([
      'main.json#/rateSheet: rate sheet "term-90-plus" has no rate for age 45, coverage 300,000 (tobacco), which variant "standard" offers',
      'main.json#/rateSheet: rate sheet "term-90-plus" has no rate for age 45, coverage 300,000 (tobacco), which variant "spouse" offers',
    ]);
  });

  it('finds a row missing from a real rate sheet, on every curve and amount it leaves unpriced', () => {
    const sheet = rateSheets['term-90-plus'];
    const missing = sheet.entries.find(
      (e) => e.age === 45 && e.tobacco === false && e.minCoverage === 50000,
    );
    expect(missing).toBeDefined();
    const gapped = { ...sheet, entries: sheet.entries.filter((e) => e !== missing) };
    const gaps = rateSheetGapsOf(gapped);
    expect(gaps(45, 100000)).toEqual([{ tobacco: false }]);
    expect(gaps(45, missing?.maxCoverage ?? 0)).toEqual([{ tobacco: false }]);
    expect(gaps(46, 100000)).toEqual([]);
    expect(rateSheetGapsOf(sheet)(45, 100000)).toEqual([]);
    const findings = check(undefined, undefined, {
      ...references,
      rateSheetGaps: { 'term-90-plus': gaps },
    });
    // The row priced every amount at 45 that the fixture's standard variant offers (50,000-300,000).
    expect(missing?.maxCoverage).toBeGreaterThanOrEqual(300000);
    expect(findings.map(formatFinding)[0]).toBe(
      'main.json#/rateSheet: rate sheet "term-90-plus" has no rate for age 45, coverage 50,000 (no tobacco), which variant "standard" offers (6 unpriced offers in all)',
    );
  });
});

describe('checkCatalogue: links and reachability', () => {
  it('reports a full application that does not exist', () => {
    const findings = check((c) =>
      Object.assign(c.main.variants[2]?.fullApplication ?? {}, { spouse: 'ghost' }),
    );
    expect(places(findings)).toEqual(['main.json#/variants/2/fullApplication/spouse']);
  });

  it('reports a full application that is itself a Quick Step', () => {
    const findings = check((c) =>
      Object.assign(c.main.variants[2]?.fullApplication ?? {}, { member: 'main-quick-step' }),
    );
    expect(findings[0]?.message).toMatch(/itself a Quick Step/);
  });

  it('reports a link to no plan', () => {
    const findings = check((c) => c.main.linksTo.push('ghost'));
    expect(places(findings)).toEqual(['main.json#/linksTo/1']);
  });

  it('lets a dependent child, insured on the member application, go without one of its own', () => {
    const child = { id: 'child', name: 'Child', insured: 'child', age: { min: 17, max: 22 } };
    const dependents = { min: 50000, max: 100000, step: 50000 };
    const withChild = (dependentCoverage?: typeof dependents) => (c: Fixture) =>
      Object.assign(c.main, {
        dependentCoverage,
        variants: [...c.main.variants, child],
      });
    expect(check(withChild(dependents))).toEqual([]);
    expect(check(withChild()).map(formatFinding)).toEqual([
      'main.json#/variants/3/application: variant "child" of a plan sold online needs "application"',
    ]);
  });

  it('reports a plan sold online that nothing reaches', () => {
    const findings = check((c) => (c.main.linksTo = []));
    expect(findings.map(formatFinding)).toEqual([
      'linked.json#/landingPage: plan "linked" is sold online but unreachable: give it a landingPage or list it in another plan\'s linksTo',
    ]);
  });

  it('reports a variant sold online without an application or application type', () => {
    const findings = check((c) => {
      Reflect.deleteProperty(c.linked, 'applicationType');
      Object.assign(c.linked, { variants: [{ id: 'member', name: 'Member' }] });
    });
    expect(places(findings)).toEqual(
      expect.arrayContaining([
        'linked.json#/variants/0/applicationType',
        'linked.json#/variants/0/application',
      ]),
    );
  });

  it('reports a plan sold online whose links redirect away', () => {
    const findings = check((c) => Object.assign(c.linked, { linksRedirectTo: '/' }));
    expect(places(findings)).toContain('linked.json#/linksRedirectTo');
  });
});

describe('formatFinding', () => {
  it('names the file and the field as a JSON pointer', () => {
    expect(
      formatFinding({
        file: 'plans/catalogue/a.json',
        pointer: '/variants/0/age',
        message: 'wrong',
      }),
    ).toBe('plans/catalogue/a.json#/variants/0/age: wrong');
  });
});

describe('checkCatalogue includes the certificate config (plans/certificates)', () => {
  const shipped = (): CertificateConfig => structuredClone(certificateConfig);

  it('reports a certificate key that does not resolve, with its file and pointer', () => {
    const certificates = shipped();
    const set = certificates.products.find((p) => p.id === 'term-90')?.sets.standard;
    if (set) set.national[1] = 'no-such-rider';
    expect(check(undefined, { certificates }).map(formatFinding)).toEqual([
      "plans/certificates/data/products/term-90.json#/sets/standard/national/1: certificate key 'no-such-rider' is not in plans/certificates/data/documents.json",
    ]);
  });

  it('reports a certificate file that breaks certificates.schema.json', () => {
    const certificates = shipped();
    Object.assign(certificates.documents.documents['child-rider'] ?? {}, { kind: 'brochure' });
    expect(places(check(undefined, { certificates }))).toEqual([
      'plans/certificates/data/documents.json#/documents/child-rider/kind',
    ]);
  });

  it('reports a variant whose application type finds other certificates than it names', () => {
    const findings = check((catalogue) => {
      catalogue.main.applicationType = 'nextgen';
    });
    expect(findings.map(formatFinding)).toContain(
      'main.json#/certificates: certificates "term-90-plus" of variant "standard" differ from "nexgen", the product of application type "nextgen"',
    );
  });

  it('checks the shipped certificate config when none is given', () => {
    expect(check()).toEqual([]);
    expect(check(undefined, { certificates: shipped() })).toEqual([]);
  });
});
