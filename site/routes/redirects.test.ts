import { describe, expect, it } from 'vitest';
import { redirectTarget, redirects } from './redirects';
import { matchRoute } from './match-route';
import { routesManifest } from './routes-manifest';
import { routeTable } from './route-table';

describe('legacy redirects', () => {
  it.each([
    ['/faq/', '/faqs-forms/faqs/'],
    ['/faq/how-to-pay/', '/faqs-forms/faqs/'],
    ['/news/market-update/', '/get-educated/market-update/'],
    ['/get-educated/item/budgeting-101/', '/get-educated/budgeting-101/'],
    ['/hospital-insurance/', '/#hospital-plans-no-longer-offered'],
    ['/insurance-plans/hospital-defense/plan/', '/#hospital-plans-no-longer-offered'],
    ['/quick-step/40-49/', '/campaigns/quick-step/?ageRange=40-49'],
    ['/ad-and-d/', '/insurance-plans/'],
    ['/insurance-plans/ad-and-d/details/', '/insurance-plans/'],
    ['/tricare/', '/insurance-plans/tricare-supplement/'],
    ['/tricare', '/insurance-plans/tricare-supplement/'],
  ])('%s goes to %s', (from, to) => {
    expect(redirectTarget(from)).toBe(to);
  });

  it('leaves current pages alone', () => {
    for (const entry of routeTable) expect(redirectTarget(entry.path)).toBeUndefined();
  });

  it('never redirects a legacy path that is also a route', () => {
    for (const redirect of redirects) expect(matchRoute(redirect.from)).toBeUndefined();
  });

  it('are written to routes.json as 301s, with and without the trailing slash', () => {
    const manifest = routesManifest(routeTable);
    expect(manifest.redirects).toContainEqual({
      from: '/tricare/',
      to: '/insurance-plans/tricare-supplement/',
      status: 301,
    });
    expect(manifest.redirects).toContainEqual({
      from: '/tricare',
      to: '/insurance-plans/tricare-supplement/',
      status: 301,
    });
    // The server compiles each pattern: each must compile, and be anchored at both ends so it
    // redirects only the paths it names, never a longer path that merely contains one.
    for (const pattern of manifest.patterns) {
      expect(() => new RegExp(pattern.regex), pattern.regex).not.toThrow();
      expect(pattern.regex, pattern.regex).toMatch(/^\^.*\$$/);
    }
    expect(manifest.spaPrefixes).toEqual([
      '/term90dynamicapp/',
      '/certificates/',
      '/agent/',
      '/shareapp/',
      '/resume/',
      '/admin/',
      '/my-account/',
      '/search/',
    ]);
    expect(manifest.appShellPatterns.some((source) => new RegExp(source).test('/AB1234/'))).toBe(
      true,
    );
  });
});

describe('route table', () => {
  it('matches paths with or without the trailing slash, with params', () => {
    expect(matchRoute('/insurance-plans/level-term/')?.entry.page).toBe('planLanding');
    expect(matchRoute('/insurance-plans/level-term')?.entry.page).toBe('planLanding');
    expect(matchRoute('/agent/form1/jane/')?.params).toEqual({ formId: 'form1', slug: 'jane' });
    expect(matchRoute('/no-such-page/')).toBeUndefined();
  });

  it('has unique paths, all ending in a slash', () => {
    const paths = routeTable.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.every((path) => path.endsWith('/'))).toBe(true);
  });

  it('registers the pages the legacy FAQ and news paths lead to', () => {
    for (const path of ['/get-educated/', '/faqs-forms/faqs/', '/get-educated/market-update/'])
      expect(matchRoute(path)).toBeDefined();
  });
});
