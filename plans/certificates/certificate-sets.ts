import { certificateProductFor, certificatesFor } from './certificates-for';
import type { CertificateDocument, CertificateSetKey } from './types';

/** One set of a product's documents for a state, as the certificates page lists it. */
export interface CertificateSetChoice {
  key: CertificateSetKey;
  /** How the page names the set; empty for a product with one set. */
  title: string;
  documents: CertificateDocument[];
}

const setTitles: Record<CertificateSetKey, string> = {
  standard: '',
  '10': '10-year level term',
  '20': '20-year level term',
  L1: 'Level Term I',
  L2: 'Level Term II',
};

// The selection input that picks each set (spec §5: the term, or the Level Term plan's type).
const setInputs: Record<CertificateSetKey, { term?: string; policyType?: string }> = {
  standard: {},
  '10': { term: '10' },
  '20': { term: '20' },
  L1: { policyType: 'L1' },
  L2: { policyType: 'L2' },
};

/**
 * Every set of a product (by product id or application type) for a state, each with the
 * documents a member of that state gets: the state's own entry, or the national set.
 */
export function certificateSetsFor(
  productIdOrAppId: string,
  state: string,
): CertificateSetChoice[] {
  const product = certificateProductFor(productIdOrAppId);
  if (!product) return [];
  return (Object.keys(product.sets) as CertificateSetKey[]).map((key) => ({
    key,
    title: setTitles[key],
    documents: certificatesFor({ product: product.id, state, ...setInputs[key] }),
  }));
}
