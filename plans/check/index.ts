// Public face of plans/check/: validation of the catalogue files against their schema and each other.
export { checkCatalogue, catalogueSummary, parseCatalogueFile } from './check-catalogue';
export type { CatalogueCheckInput, CatalogueCheckResult, CatalogueFile } from './check-catalogue';
export { catalogueReferences } from './references';
export type { CatalogueReferences } from './references';
export { formatFinding } from './finding';
export type { Finding } from './finding';
