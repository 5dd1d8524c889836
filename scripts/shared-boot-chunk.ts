// The two React boots (site/client/main.tsx for the site's pages, application-main.tsx for an
// application page) share React, the stores and the request helpers. Left to itself the bundler
// cuts what they share into about a dozen small files, all loaded together on every page that
// starts React. Gzip compresses one file better than a dozen: one chunk of the same modules saves
// about 2 KB on each application route (issue 20, the 150 KB budget) and changes nothing a page
// loads, since whichever boot runs needs every one of them.
//
// Which modules those are is known only once the bundle is cut (the source's import graph counts
// every re-export of a barrel file, used or not), so the build cuts once without writing, reads
// the chunks, and cuts again with the shared modules as one group.
import { staticallyLoaded } from './dynamic-import-preloads';

/** What the build needs of a chunk from the first cut. */
export interface CutChunk {
  fileName: string;
  imports: readonly string[];
  moduleIds: readonly string[];
}

/**
 * The modules of the chunks every boot loads statically, less those the page's first script
 * has loaded already. Each is named by a module of its own chunk; empty when one is in none.
 */
export function sharedBootModules(
  chunks: readonly CutChunk[],
  firstScript: string,
  boots: readonly string[],
): Set<string> {
  const imports = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
  const fileOf = (module: string) => chunks.find((chunk) => chunk.moduleIds.includes(module));
  const first = fileOf(firstScript);
  const bootChunks = boots.map(fileOf);
  if (first === undefined || bootChunks.some((chunk) => chunk === undefined)) return new Set();
  const loadedFirst = staticallyLoaded(first.fileName, imports);
  const [head, ...rest] = bootChunks.map((chunk) =>
    staticallyLoaded(chunk?.fileName ?? '', imports),
  );
  const sharedFiles = [...(head ?? [])].filter(
    (file) => !loadedFirst.has(file) && rest.every((loaded) => loaded.has(file)),
  );
  return new Set(
    chunks.filter((chunk) => sharedFiles.includes(chunk.fileName)).flatMap((c) => c.moduleIds),
  );
}

/**
 * Rolldown's code-splitting group (`output.codeSplitting.groups`) putting those modules into one
 * chunk. Their dependencies stay where the bundler puts them: none is outside the set but the
 * first script's, which must not move into a chunk only React pages load.
 */
export function sharedBootGroup(name: string, modules: ReadonlySet<string>) {
  return {
    name,
    test: (id: string) => modules.has(id),
    includeDependenciesRecursively: false,
  };
}
