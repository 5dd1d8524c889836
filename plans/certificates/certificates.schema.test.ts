import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { findState } from '../../validators';
import schema from './certificates.schema.json';
import { certificateConfig } from './config';
import { certificateConfigProblems, formatCertificateConfigProblem } from './config-problems';
import documentsJson from './data/documents.json';
import { certificateProductIds } from './product-ids';
import type { CertificateConfig } from './types';

const ajv = new Ajv2020({ allErrors: true });
ajv.addSchema(schema);
const validator = (def: string) => {
  const validate = ajv.getSchema(`${schema.$id}#/$defs/${def}`);
  if (!validate) throw new Error(`no schema for ${def}`);
  return (data: unknown) => (validate(data) ? [] : (validate.errors ?? []));
};
const validateDocuments = validator('documentsFile');
const validateProduct = validator('productFile');

const clone = (): CertificateConfig => structuredClone(certificateConfig);

describe('certificates.schema.json', () => {
  it('accepts data/documents.json', () => {
    expect(validateDocuments(documentsJson)).toEqual([]);
  });

  it.each(certificateConfig.products.map((p) => [p.id, p] as const))(
    'accepts data/products/%s.json',
    (_id, product) => {
      expect(validateProduct(product)).toEqual([]);
    },
  );

  it('has one product file per certificate product id, in that order', () => {
    expect(certificateConfig.products.map((p) => p.id)).toEqual([...certificateProductIds]);
    expect(schema.$defs.productFile.properties.id.enum).toEqual([...certificateProductIds]);
  });

  it('rejects a link outside /documents/certificates/', () => {
    const bad = structuredClone(documentsJson) as Record<string, unknown> & typeof documentsJson;
    bad.documents['child-rider'].link = '/files/child-rider.pdf';
    expect(validateDocuments(bad).map((e) => e.instancePath)).toContain(
      '/documents/child-rider/link',
    );
  });

  it('rejects an unknown document kind and an unknown property', () => {
    const bad = structuredClone(documentsJson) as typeof documentsJson;
    Object.assign(bad.documents['child-rider'], { kind: 'brochure', colour: 'blue' });
    const paths = validateDocuments(bad).map((e) => e.instancePath);
    expect(paths).toContain('/documents/child-rider/kind');
    expect(paths).toContain('/documents/child-rider');
  });

  it('rejects set keys that do not match setBy', () => {
    const product = structuredClone(certificateConfig.products.find((p) => p.setBy === 'term'));
    expect(product).toBeDefined();
    const sets = product?.sets as Record<string, unknown>;
    sets.L1 = sets['10'];
    delete sets['10'];
    expect(validateProduct(product).length).toBeGreaterThan(0);
  });

  it('rejects a lower-case or three-letter state code', () => {
    for (const state of ['tx', 'TEX']) {
      const product = structuredClone(certificateConfig.products[0]);
      const entry = product?.sets.L1?.states[0];
      if (entry) entry.states = [state];
      expect(validateProduct(product).length).toBeGreaterThan(0);
    }
  });
});

describe('certificateConfigProblems', () => {
  it('finds nothing wrong with the shipped config', () => {
    expect(
      certificateConfigProblems(certificateConfig).map(formatCertificateConfigProblem),
    ).toEqual([]);
  });

  it('names file and pointer for a key that does not resolve', () => {
    const config = clone();
    const set = config.products.find((p) => p.id === 'term-90')?.sets.standard;
    if (set) set.national[1] = 'no-such-rider';
    expect(certificateConfigProblems(config).map(formatCertificateConfigProblem)).toContain(
      "plans/certificates/data/products/term-90.json#/sets/standard/national/1: certificate key 'no-such-rider' is not in plans/certificates/data/documents.json",
    );
  });

  it('catches a link that does not match its key', () => {
    const config = clone();
    const doc = config.documents.documents['child-rider'];
    if (doc) doc.link = '/documents/certificates/other.pdf';
    expect(certificateConfigProblems(config)).toContainEqual({
      file: 'plans/certificates/data/documents.json',
      pointer: '/documents/child-rider/link',
      message: "link must be '/documents/certificates/child-rider.pdf'",
    });
  });

  it('catches a state-specific document in another state or in the national set', () => {
    const config = clone();
    const set = config.products.find((p) => p.id === 'nexgen')?.sets.standard;
    set?.national.push('pow-mia-rider-gu');
    const texas = set?.states.find((e) => e.states.includes('TX'));
    texas?.certificates.push('abo-rider-ks');
    const messages = certificateConfigProblems(config).map((p) => p.message);
    expect(messages).toContain("'pow-mia-rider-gu' is filed for GU only");
    expect(messages).toContain("'abo-rider-ks' is filed for KS only");
  });

  it('catches a state listed twice in a set and a state not in the state list', () => {
    const config = clone();
    const set = config.products.find((p) => p.id === 'decreasing-group-term')?.sets.standard;
    set?.states.push({ states: ['TX', 'ZZ'], certificates: ['decreasing-group-term-certificate'] });
    const messages = certificateConfigProblems(config).map((p) => p.message);
    expect(messages).toContain("state 'TX' is in two entries");
    expect(messages).toContain("state 'ZZ' is not in the state list");
  });

  it('catches a document filed for a state that is not in the state list', () => {
    const config = clone();
    const doc = config.documents.documents['veteran-rider-mt'];
    if (doc) doc.state = 'QQ';
    expect(certificateConfigProblems(config)).toContainEqual({
      file: 'plans/certificates/data/documents.json',
      pointer: '/documents/veteran-rider-mt/state',
      message: "state 'QQ' is not in the state list",
    });
  });

  it("names the document's state in the label of every state-specific document", () => {
    for (const doc of Object.values(certificateConfig.documents.documents)) {
      if (doc.state !== undefined) expect(doc.label).toContain(findState(doc.state)?.name ?? '?');
    }
  });

  it('catches riders before the certificate and a set without a certificate', () => {
    const config = clone();
    const set = config.products.find((p) => p.id === 'term-90')?.sets.standard;
    if (set) set.national = ['child-rider', 'term-90-certificate'];
    const entry = set?.states[0];
    if (entry) entry.certificates = ['how-we-pay-rider-1'];
    const messages = certificateConfigProblems(config).map((p) => p.message);
    expect(messages).toContain("certificate 'term-90-certificate' must come before the riders");
    expect(messages).toContain('a set needs at least one certificate');
  });

  it('catches a missing product, a duplicated appId and an unused document', () => {
    const config = clone();
    config.products = config.products.filter((p) => p.id !== 'us-reserves');
    config.products[0]?.appIds.push('term-90');
    const messages = certificateConfigProblems(config).map((p) => p.message);
    expect(messages).toContain("product 'us-reserves' must be configured once (found 0)");
    expect(messages).toContain("appId 'term-90' is used twice");
    expect(messages).toContain("document 'us-reserves-member-certificate' is in no set");
  });
});
