import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { dynamicImportPreloads, staticallyLoaded } from './dynamic-import-preloads';

const imports = new Map<string, readonly string[]>([
  ['assets/ApplyPage.js', ['assets/react.js', 'assets/widgets.js']],
  ['assets/widgets.js', ['assets/react.js', 'assets/messages.js']],
  ['assets/react.js', []],
  ['assets/messages.js', []],
  ['assets/review.js', ['assets/react.js', 'assets/messages.js', 'assets/signature.js']],
  ['assets/signature.js', []],
]);

/** The plugin's generateBundle, given a bundle of chunks with these static imports. */
function readBundle(plugin: ReturnType<typeof dynamicImportPreloads>['plugin']) {
  const bundle = Object.fromEntries(
    [...imports].map(([fileName, imported]) => [
      fileName,
      { type: 'chunk', fileName, imports: [...imported] },
    ]),
  ) as unknown as Rolldown.OutputBundle;
  const hook = plugin.generateBundle as (options: unknown, bundle: Rolldown.OutputBundle) => void;
  hook.call({}, {}, bundle);
}

describe("a dynamic import's preloads", () => {
  it("count what the importer's static imports load, through every level", () => {
    expect([...staticallyLoaded('assets/ApplyPage.js', imports)].sort()).toEqual([
      'assets/ApplyPage.js',
      'assets/messages.js',
      'assets/react.js',
      'assets/widgets.js',
    ]);
  });

  it('leave out what the importer has loaded, and keep what it has not', () => {
    const preloads = dynamicImportPreloads();
    readBundle(preloads.plugin);
    const deps = [
      'assets/review.js',
      'assets/react.js',
      'assets/messages.js',
      'assets/signature.js',
    ];
    expect(
      preloads.resolveDependencies('assets/review.js', deps, {
        hostId: 'assets/ApplyPage.js',
        hostType: 'js',
      }),
    ).toEqual(['assets/review.js', 'assets/signature.js']);
  });

  it('keep the whole list for a page or an importer not read', () => {
    const preloads = dynamicImportPreloads();
    readBundle(preloads.plugin);
    const deps = ['assets/review.js', 'assets/react.js'];
    expect(
      preloads.resolveDependencies('assets/review.js', deps, {
        hostId: 'index.html',
        hostType: 'html',
      }),
    ).toEqual(deps);
    expect(
      preloads.resolveDependencies('assets/review.js', deps, {
        hostId: 'assets/unknown.js',
        hostType: 'js',
      }),
    ).toEqual(deps);
  });
});
