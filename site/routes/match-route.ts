import { matchPath } from 'react-router';
import { routeTable, type RouteEntry } from './route-table';

export interface RouteMatch {
  readonly entry: RouteEntry;
  readonly params: Readonly<Record<string, string | undefined>>;
}

/** The route table entry serving a pathname, if any (trailing slash optional). */
export function matchRoute(
  pathname: string,
  table: readonly RouteEntry[] = routeTable,
): RouteMatch | undefined {
  for (const entry of table) {
    const match = matchPath({ path: entry.path, end: true }, pathname);
    if (match) return { entry, params: match.params };
  }
  return undefined;
}
