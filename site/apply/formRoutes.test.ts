import type { FormRoute } from 'virtual:form-validators';
import { describe, expect, it } from 'vitest';
import { formRouteForPath, routeKey, sensitivePathsOf } from './formRoutes';

const route = (formId: string, path: string, sensitive: string[][] = []): FormRoute => ({
  formId,
  appId: 'app',
  route: path,
  title: formId,
  plan: { plan: 'plan', variant: formId },
  sensitivePaths: sensitive,
});
const routes = [
  route('a', '/plans/p/apply/a/', [['insured', 'ssn']]),
  route('b', '/plans/p/apply/b/'),
];

describe('the light table of the forms', () => {
  it('finds the form of a path, with or without its final slash', () => {
    expect(routeKey('/x')).toBe('/x/');
    expect(formRouteForPath(routes, '/plans/p/apply/b')?.formId).toBe('b');
    expect(formRouteForPath(routes, '/plans/p/apply/a/')?.formId).toBe('a');
    expect(formRouteForPath(routes, '/plans/p/apply/c/')).toBeUndefined();
  });

  it('gives the application store each form’s sensitive paths, none for an unknown form', () => {
    const pathsOf = sensitivePathsOf(routes);
    expect(pathsOf('a')).toEqual([['insured', 'ssn']]);
    expect(pathsOf('b')).toEqual([]);
    expect(pathsOf('c')).toEqual([]);
  });
});
