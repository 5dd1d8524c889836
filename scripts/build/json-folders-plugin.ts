// esbuild plugin for the server bundle: a module that reads a folder of JSON files when it loads
// (forms/form-json.ts, plans/catalogue/plan-json.ts) becomes static imports of the files listed
// at bundle time. The bundle then carries the files, as it carried the JSON imports they
// replace: dist/server/ runs without the source folders beside it, and serves the files that
// were checked when it was built.
import type { Plugin } from 'esbuild';

export interface JsonFolderModule {
  /** The module replaced, by absolute path. */
  module: string;
  /** The name it exports the files under, `{ [path within the folder]: content }`. */
  exportName: string;
  /** The folder the files are in. */
  dir: string;
  /** The files' paths within the folder, listed as the module itself lists them. */
  paths(): readonly string[];
}

/** The module's stand-in: one import per file, exported by path in the listed order. */
function jsonFolderSource(exportName: string, paths: readonly string[]): string {
  const imports = paths.map((path, i) => `import file${i} from ${JSON.stringify(`./${path}`)};`);
  const entries = paths.map((path, i) => `  ${JSON.stringify(path)}: file${i},`);
  return [...imports, `export const ${exportName} = {`, ...entries, '};', ''].join('\n');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function jsonFoldersPlugin(modules: readonly JsonFolderModule[]): Plugin {
  return {
    name: 'json-folders',
    setup(build) {
      for (const { module, exportName, dir, paths } of modules) {
        build.onLoad({ filter: new RegExp(`^${escapeRegExp(module)}$`) }, () => ({
          contents: jsonFolderSource(exportName, paths()),
          loader: 'js',
          resolveDir: dir,
        }));
      }
    },
  };
}
