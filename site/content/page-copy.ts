import pageCopy from './page-copy.json';

// The title and description of each page the route table serves, kept as copy beside the site's
// other words (page-copy.json, checked against page-copy.schema.json by its test).

/** What a page says of itself in the browser's tab, bookmarks and search results. */
export interface PageCopy {
  readonly title: string;
  readonly description: string;
}

const pages: Readonly<Record<string, { title: string; description: string }>> = pageCopy.pages;

/** A page's own title followed by the site's short name, as every tab shows it. */
export const titled = (title: string): string => `${title} | ${pageCopy.brand}`;

/** The copy of the page at `path` (a route's pattern), its title followed by the site's name. */
export function pageCopyAt(path: string): PageCopy {
  const copy = pages[path];
  if (!copy) throw new Error(`site/content/page-copy.json has no title for the page at ${path}`);
  return { title: titled(copy.title), description: copy.description };
}

/** Every path the copy speaks of: each must be a route's (page-copy.test.ts). */
export const pathsWithCopy = (): string[] => Object.keys(pages);
