import { createContext, useContext, type ComponentType } from 'react';
import type { PageContentProps } from './PageContent';

/**
 * Where App finds the page components (site/app/PageContent.tsx). The prerender gives them
 * directly; the browser gives them directly when the first page needs them (loaded before
 * hydration) and lazily otherwise, so an application page never loads the other pages' code.
 */
export const PageContentSource = createContext<ComponentType<PageContentProps> | null>(null);

export function usePageContent(): ComponentType<PageContentProps> {
  const PageContent = useContext(PageContentSource);
  if (!PageContent) throw new Error('App needs a PageContentSource around it');
  return PageContent;
}
