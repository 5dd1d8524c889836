import { beneficiaryDesignationLink } from './beneficiary-designation-link';
import { brochureSources } from './brochures';

/** A document the download form can e-mail: its link (/documents/...pdf) and its title. */
export interface DownloadableDocument {
  readonly link: string;
  readonly title: string;
}

let cached: readonly DownloadableDocument[] | undefined;

/**
 * What the download form offers: the beneficiary designation form, then every plan brochure the
 * catalogue links to, in the catalogue's order. The server serves each at its link.
 */
export function downloadableDocuments(): readonly DownloadableDocument[] {
  cached ??= [
    { link: beneficiaryDesignationLink, title: 'Beneficiary designation form' },
    ...brochureSources().map((source) => ({ link: source.link, title: source.label })),
  ];
  return cached;
}

/** The document at a link, if the download form offers it. */
export function downloadableDocument(link: string): DownloadableDocument | undefined {
  return downloadableDocuments().find((document) => document.link === link);
}
