import type { Params } from 'react-router';
import { apiMessages } from '../api';
import type { RouteEntry } from '../routes';
import { pageComponents, pagesWithModel, pagesWithStoredContent } from './page-components';
import { seededPageModel, usePageModel } from './page-data';

export interface PageContentProps {
  readonly entry: RouteEntry;
  readonly pathname: string;
  readonly params: Readonly<Params>;
}

/** A route table page with its model: every page component of the site, in one chunk. */
export function PageContent({ entry, pathname, params }: PageContentProps) {
  const modelState = usePageModel(pathname, pagesWithModel.has(entry.page));
  if (entry.page === 'apply' || entry.page === 'admin') return null;
  const Page = pageComponents[entry.page];
  if (pagesWithStoredContent.has(entry.page))
    return <Page entry={entry} params={params} model={seededPageModel(pathname)} />;
  return (
    <>
      {modelState.status === 'ready' ? (
        <Page entry={entry} params={params} model={modelState.model} />
      ) : null}
      {modelState.status === 'loading' ? (
        <p className="page" role="status">
          Loading…
        </p>
      ) : null}
      {modelState.status === 'error' ? (
        <p className="page" role="alert">
          {apiMessages.apiError}
        </p>
      ) : null}
    </>
  );
}
