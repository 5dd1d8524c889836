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

/** The sensitive field paths of each form, as the application store asks for them. */
export function sensitivePathsOf(routes: readonly FormRoute[]): (formId: string) => string[][] {
  const byForm = new Map(routes.map((route) => [route.formId, route.sensitivePaths]));
  return (formId) => byForm.get(formId) ?? [];
}
