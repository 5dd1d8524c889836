import type { CertificateProductId } from './product-ids';

export type DocumentKind = 'certificate' | 'rider';

/** One entry of data/documents.json (see certificates.schema.json#/$defs/document). */
export interface DocumentEntry {
  label: string;
  link: string;
  kind: DocumentKind;
  /** The state the document is filed for; absent for a national document. */
  state?: string;
  /** Path of the real filed PDF (relative to the repository root); absent means a specimen is served. */
  file?: string;
}

/** A document as the selection functions return it: the config entry plus its key. */
export interface CertificateDocument extends DocumentEntry {
  key: string;
}

export interface CertificateConfigEntry {
  states: string[];
  certificates: string[];
}

export interface CertificateSet {
  national: string[];
  states: CertificateConfigEntry[];
}

/** How a product picks its set: one set, by term (10/20) or by Level Term I/II. */
export type SetBy = 'single' | 'term' | 'l1-l2';

export type CertificateSetKey = 'standard' | '10' | '20' | 'L1' | 'L2';

/** One data/products/<id>.json file. */
export interface CertificateProduct {
  id: CertificateProductId;
  name: string;
  appIds: string[];
  setBy: SetBy;
  sets: Partial<Record<CertificateSetKey, CertificateSet>>;
}

/** data/documents.json. */
export interface DocumentsFile {
  associationName: string;
  documents: Record<string, DocumentEntry>;
}

export interface CertificateConfig {
  documents: DocumentsFile;
  products: CertificateProduct[];
}
