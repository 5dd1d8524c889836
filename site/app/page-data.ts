import { useEffect, useReducer } from 'react';
import { pageDataPath, type PageModel } from '../models/page-model';

// Page models by pathname: seeded from the page's JSON island on first load, fetched from the
// page-data.json written beside each prerendered page on client navigation.
const models = new Map<string, PageModel | null>();
const failed = new Set<string>();

function key(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

export function seedPageModel(pathname: string, model: PageModel | null): void {
  models.set(key(pathname), model);
}

/** The model the page's own HTML carried (or the prerender gave), without asking for one. */
export function seededPageModel(pathname: string): PageModel | null {
  return models.get(key(pathname)) ?? null;
}

export type PageModelState =
  | { readonly status: 'ready'; readonly model: PageModel | null }
  | { readonly status: 'loading' }
  | { readonly status: 'error' };

async function loadModel(pathname: string): Promise<void> {
  try {
    const response = await fetch(pageDataPath(key(pathname)), {
      headers: { Accept: 'application/json' },
    });
    // No page data under a content item's pattern: an unknown slug, which the page tells.
    if (response.status === 404) {
      models.set(key(pathname), null);
      return;
    }
    if (!response.ok) throw new Error(`page data ${response.status}`);
    models.set(key(pathname), (await response.json()) as PageModel);
  } catch (error) {
    console.error('Page data could not be loaded', error);
    failed.add(key(pathname));
  }
}

export function usePageModel(pathname: string, needed: boolean): PageModelState {
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  const known = models.has(key(pathname));
  useEffect(() => {
    if (!needed || known) return;
    failed.delete(key(pathname));
    void loadModel(pathname).then(refresh);
  }, [pathname, needed, known]);
  if (!needed) return { status: 'ready', model: null };
  if (known) return { status: 'ready', model: models.get(key(pathname)) ?? null };
  return failed.has(key(pathname)) ? { status: 'error' } : { status: 'loading' };
}
