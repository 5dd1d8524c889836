// Public face of plans/certificates/: certificates and riders by state (spec sections 3, 5, 9),
// the selection rules, and specimen PDFs for every document link.
export { certificateProductIds, isCertificateProductId } from './product-ids';
export type { CertificateProductId } from './product-ids';
export type {
  CertificateConfig,
  CertificateConfigEntry,
  CertificateDocument,
  CertificateProduct,
  CertificateSet,
  CertificateSetKey,
  DocumentEntry,
  DocumentKind,
  DocumentsFile,
  SetBy,
} from './types';
export { certificateConfig, documentsFilePath, productFilePath } from './config';
export { certificateConfigProblems, formatCertificateConfigProblem } from './config-problems';
export type { CertificateConfigProblem } from './config-problems';
export { certificateSetKeyFor, certificateTermFor, levelTermSetFor } from './set-selection';
export type { SetSelectionInput } from './set-selection';
export {
  certificateProductFor,
  certificatesFor,
  certificateStateName,
  certificateStates,
} from './certificates-for';
export type { CertificateQuery } from './certificates-for';
export { certificateSetsFor, type CertificateSetChoice } from './certificate-sets';
export { allDocumentLinks, documentByKey, documentByLink, documentFileFor } from './documents';
export { specimenNotice, specimenPdf } from './specimen-pdf';
export { brochureLinks, brochureSources } from './brochures';
export { downloadableDocument, downloadableDocuments } from './downloadable-documents';
export type { DownloadableDocument } from './downloadable-documents';
export type { SpecimenSource, SpecimenSubject } from './specimen-subjects';
export { allSpecimenLinks, specimenSubjectFor } from './specimen-subjects';
export {
  beneficiaryDesignationLink,
  beneficiaryDesignationPdf,
  beneficiaryRows,
} from './beneficiary-designation-pdf';
