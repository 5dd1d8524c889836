import { describe, expect, it } from 'vitest';
import { applicationPreloads, type BuildManifest } from './route-preloads';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_preload-helper.js'] },
  '_preload-helper.js': { file: 'assets/preload-helper-1.js' },
  '_stores.js': { file: 'assets/stores-1.js', imports: ['_preload-helper.js'] },
  'client/main.tsx': { file: 'assets/main-1.js', imports: ['_stores.js', 'index.html'] },
  'apply/ApplyPage.tsx': { file: 'assets/ApplyPage-1.js', imports: ['_stores.js'] },
  'client/application-main.tsx': {
    file: 'assets/applicationMain-1.js',
    imports: ['_stores.js', 'apply/ApplyPage.tsx', 'index.html'],
  },
  '../virtual:form-validators/standard': {
    file: 'assets/standard-1.js',
    imports: ['apply/ApplyPage.tsx'],
  },
  '../virtual:form-validators/short': {
    file: 'assets/short-1.js',
    imports: ['apply/ApplyPage.tsx'],
  },
};

describe("an application route's scripts", () => {
  it('lists the application page and its own form with what they import, once each, not the whole site', () => {
    expect(
      applicationPreloads(manifest, [{ formId: 'standard', route: '/apply/standard/' }]),
    ).toEqual({
      '/apply/standard/': [
        '/assets/applicationMain-1.js',
        '/assets/stores-1.js',
        '/assets/ApplyPage-1.js',
        '/assets/standard-1.js',
      ],
    });
  });

  it('refuses a form the build did not make', () => {
    expect(() => applicationPreloads(manifest, [{ formId: 'express', route: '/x/' }])).toThrow(
      "no chunk for form 'express'",
    );
  });
});
