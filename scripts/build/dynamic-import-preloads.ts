// What a dynamic import has the browser preload. Vite lists every chunk the imported one depends
// on, though those its importer imports statically are loaded already: the importer is running,
// so its static imports have been fetched and run. Each such list is written into the importer
// (file names with their hashes, which gzip little), on every page that loads it: a few lazy
// pieces of the application page (review, confirmation, migrations) cost more in lists than they
// saved (issue 20, the 150 KB budget). The lists keep what the importer has not loaded.
import type { Plugin } from 'vite';

type ResolveDependencies = (
  file: string,
  deps: string[],
  context: { hostId: string; hostType: 'html' | 'js' },
) => string[];

/** Every chunk `host` loads through its static imports, itself included. */
export function staticallyLoaded(
  host: string,
  imports: ReadonlyMap<string, readonly string[]>,
): Set<string> {
  const loaded = new Set<string>();
  const visit = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    for (const imported of imports.get(file) ?? []) visit(imported);
  };
  visit(host);
  return loaded;
}

/**
 * The plugin that reads each chunk's static imports once the bundle is written, and vite's
 * `modulePreload.resolveDependencies` that leaves out of a dynamic import's list what its
 * importer loads statically. An importer it has not read keeps the whole list.
 */
export function dynamicImportPreloads(): {
  plugin: Plugin;
  resolveDependencies: ResolveDependencies;
} {
  const imports = new Map<string, readonly string[]>();
  const loadedBy = new Map<string, Set<string>>();
  const plugin: Plugin = {
    name: 'dynamic-import-preloads',
    // Before vite's own generateBundle, which writes the lists.
    enforce: 'pre',
    generateBundle(_options, bundle) {
      imports.clear();
      loadedBy.clear();
      for (const output of Object.values(bundle))
        if (output.type === 'chunk') imports.set(output.fileName, output.imports);
    },
  };
  const resolveDependencies: ResolveDependencies = (_file, deps, { hostId, hostType }) => {
    if (hostType !== 'js' || !imports.has(hostId)) return deps;
    let loaded = loadedBy.get(hostId);
    if (!loaded) {
      loaded = staticallyLoaded(hostId, imports);
      loadedBy.set(hostId, loaded);
    }
    const known = loaded;
    return deps.filter((dep) => !known.has(dep));
  };
  return { plugin, resolveDependencies };
}
