import { certificateConfig } from './config';
import type { CertificateDocument, DocumentEntry } from './types';

// Frozen, so a caller changing a returned document cannot change what the next caller gets.
const byKey = new Map<string, CertificateDocument>(
  Object.entries(certificateConfig.documents.documents).map(([key, entry]) => [
    key,
    Object.freeze({ key, ...entry }),
  ]),
);
const byLink = new Map<string, CertificateDocument>([...byKey.values()].map((d) => [d.link, d]));

export function documentByKey(key: string): CertificateDocument | undefined {
  return byKey.get(key);
}

/** The certificate or rider served at a link such as '/documents/certificates/child-rider.pdf'. */
export function documentByLink(link: string): CertificateDocument | undefined {
  return typeof link === 'string' ? byLink.get(link) : undefined;
}

/** Every certificate and rider link in the config, sorted. */
export function allDocumentLinks(): string[] {
  return [...byLink.keys()].sort();
}

/**
 * The real filed PDF configured for a link (a path relative to the repository root), or
 * undefined when the link is served as a generated specimen. The server reads the file.
 */
export function documentFileFor(
  link: string,
  documents: Readonly<Record<string, DocumentEntry>> = certificateConfig.documents.documents,
): string | undefined {
  return Object.values(documents).find((d) => d.link === link)?.file;
}
