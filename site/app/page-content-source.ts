import { createContext, useContext, type ReactNode } from 'react';
import type { PageContentProps } from './PageContent';

/** Draws a route's page content: an element of the page components' own, module-level type. */
export type RenderPageContent = (props: PageContentProps) => ReactNode;

/**
 * Where App finds the page components (site/app/PageContent.tsx). The prerender gives them
 * directly; the browser gives them directly when the first page needs them (loaded before
 * hydration) and lazily otherwise, so an application page never loads the other pages' code.
 * A function that draws them rather than the component: a component App took from a hook would,
 * for all React can tell, be one made while rendering, and remount on each render.
 */
export const PageContentSource = createContext<RenderPageContent | null>(null);

export function usePageContent(): RenderPageContent {
  const renderPageContent = useContext(PageContentSource);
  if (!renderPageContent) throw new Error('App needs a PageContentSource around it');
  return renderPageContent;
}
