import type { FormRoute } from 'virtual:form-validators';

/** The path as the route table writes it: ending in a slash. */
export function routeKey(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

/** The form served at a path, from the light table (no definition loaded). */
export function formRouteForPath(
  routes: readonly FormRoute[],
  pathname: string,
): FormRoute | undefined {
  return routes.find((candidate) => candidate.route === routeKey(pathname));
}
