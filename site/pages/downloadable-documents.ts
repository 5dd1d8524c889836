import { useEffect, useState } from 'react';
import { runRequest } from '../api';

/** A document the download form offers (server/api/download/documents.ts). */
export interface DownloadableDocument {
  readonly link: string;
  readonly title: string;
}

function isDocumentList(body: unknown): body is { documents: DownloadableDocument[] } {
  if (typeof body !== 'object' || body === null) return false;
  const { documents } = body as { documents?: unknown };
  return (
    Array.isArray(documents) &&
    documents.every(
      (entry: unknown) =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as DownloadableDocument).link === 'string' &&
        typeof (entry as DownloadableDocument).title === 'string',
    )
  );
}

export type DocumentList =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly documents: readonly DownloadableDocument[] }
  | { readonly status: 'error' };

/** The documents the download form offers, asked of the server once the form shows. */
export function useDownloadableDocuments(): DocumentList {
  const [list, setList] = useState<DocumentList>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    void runRequest({
      api: 'download',
      action: 'documents',
      method: 'GET',
      validate: isDocumentList,
    }).then((result) => {
      if (current)
        setList(
          result.ok ? { status: 'loaded', documents: result.data.documents } : { status: 'error' },
        );
    });
    return () => {
      current = false;
    };
  }, []);
  return list;
}
