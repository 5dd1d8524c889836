import { describe, expect, it } from 'vitest';
import { isFormPath, scrollsToTopOnNavigation, usesStandardLayout } from './layout-rules';

describe('standard layout', () => {
  it.each([
    '/events/',
    '/term90dynamicapp/',
    '/hospitaldynamicapp/',
    '/campaigns/quick-step/',
    '/agent/',
    '/agent/f1/jane/',
    '/shareapp/abc/',
    '/AB1234/',
    '/purl-jane/',
    '/123/',
  ])('is skipped on %s', (path) => {
    expect(usesStandardLayout(path)).toBe(false);
  });

  it.each([
    '/',
    '/about/',
    '/insurance-plans/term-90-plus/',
    '/no-such-page/',
    '/eventsx/',
    '/login/',
  ])('is kept on %s', (path) => {
    expect(usesStandardLayout(path)).toBe(true);
  });
});

describe('scroll to top', () => {
  it('runs everywhere except under certificates', () => {
    expect(scrollsToTopOnNavigation('/about/')).toBe(true);
    expect(scrollsToTopOnNavigation('/certificates/term-90-plus/TX/')).toBe(false);
    expect(scrollsToTopOnNavigation('/certificates')).toBe(false);
  });
});

describe('form paths', () => {
  it('are the paths ending in a slash', () => {
    expect(isFormPath('/about/')).toBe(true);
    expect(isFormPath('/about')).toBe(false);
  });
});
