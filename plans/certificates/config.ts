import documentsJson from './data/documents.json';
import decreasingGroupTerm from './data/products/decreasing-group-term.json';
import levelTerm1020 from './data/products/level-term-10-20.json';
import levelTermIII from './data/products/level-term-i-ii.json';
import nationalGuard from './data/products/national-guard.json';
import nexgen from './data/products/nexgen.json';
import term90Plus from './data/products/term-90-plus.json';
import term90 from './data/products/term-90.json';
import usReserves from './data/products/us-reserves.json';
import type { CertificateConfig, CertificateProduct, DocumentsFile } from './types';

/**
 * The certificate config as shipped. The JSON files are checked against
 * certificates.schema.json and by certificateConfigProblems() in the tests, which is what
 * makes these typed views safe.
 */
export const certificateConfig: CertificateConfig = {
  documents: documentsJson as DocumentsFile,
  products: [
    levelTermIII,
    term90,
    term90Plus,
    nexgen,
    levelTerm1020,
    usReserves,
    nationalGuard,
    decreasingGroupTerm,
  ] as CertificateProduct[],
};

/** Where each part of the config lives, for readable error messages. */
export const documentsFilePath = 'plans/certificates/data/documents.json';

export function productFilePath(productId: string): string {
  return `plans/certificates/data/products/${productId}.json`;
}
