// Vite plugin for the browser builds (the site, the wizard harness): forms/ and plans/ read their
// folders with node:fs, so a browser bundle holding one of their modules would break when it runs.
// The build fails instead, naming the module. A page takes its form from virtual:form-validators.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const nodeOnlyFolders = ['forms', 'plans'].map((folder) =>
  fileURLToPath(new URL(`../../${folder}/`, import.meta.url)),
);

export function nodeOnlyPlugin(): Plugin {
  return {
    name: 'node-only-folders',
    enforce: 'pre',
    load(id) {
      if (nodeOnlyFolders.some((folder) => id.startsWith(folder)))
        this.error(
          `${id} is Node only (forms/ and plans/ read their folders with node:fs): ` +
            'a browser page takes its form from virtual:form-validators',
        );
      return undefined;
    },
  };
}
