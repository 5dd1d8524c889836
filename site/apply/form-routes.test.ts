import type { FormRoute } from 'virtual:form-validators';
import { describe, expect, it } from 'vitest';
import { formRouteForPath, routeKey } from './form-routes';

const route = (formId: string, path: string): FormRoute => ({
  formId,
  appId: 'app',
  route: path,
  title: formId,
});
const routes = [route('a', '/plans/p/apply/a/'), route('b', '/plans/p/apply/b/')];

describe('the light table of the forms', () => {
  it('finds the form of a path, with or without its final slash', () => {
    expect(routeKey('/x')).toBe('/x/');
    expect(formRouteForPath(routes, '/plans/p/apply/b')?.formId).toBe('b');
    expect(formRouteForPath(routes, '/plans/p/apply/a/')?.formId).toBe('a');
    expect(formRouteForPath(routes, '/plans/p/apply/c/')).toBeUndefined();
  });
});
