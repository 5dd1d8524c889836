import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { formValidatorsPlugin } from '../../../scripts/build/form-validators-plugin';
import { nodeOnlyPlugin } from '../../../scripts/build/node-only-plugin';
import { rjsfRegistryPlugin } from '../../../scripts/build/rjsf-registry-plugin';

/** One page of the harness (production React, precompiled validators) into `outDir`. */
function buildPage(outDir: string, page: 'index' | 'plain', plugins: Plugin[]) {
  return build({
    root: import.meta.dirname,
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), formValidatorsPlugin(), nodeOnlyPlugin(), ...plugins],
    build: {
      outDir,
      // Both pages go into one folder: the first build empties it, the second adds to it.
      emptyOutDir: page === 'index',
      // Test pages, each in one chunk: what a visitor loads is the site's build, which the bench
      // and `npm run build:site` measure, so vite's size warning says nothing here.
      chunkSizeWarningLimit: 1024,
      // Our modules have no import-time effects: what the page does not use is left out
      // (the AJV compiler, the path generator, the definition checker).
      rolldownOptions: {
        input: { [page]: join(import.meta.dirname, `${page}.html`) },
        treeshake: { moduleSideEffects: (id: string) => id.endsWith('.css') },
      },
    },
  });
}

/**
 * Builds the harness pages into a temporary folder: our wizard with the engine's rjsf registry,
 * as the site has it, and apart from it the bench's baseline, plain @rjsf/core with its full
 * default registry (one build would share rjsf's modules between the two).
 */
export async function buildHarness(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'wizard-harness-'));
  await buildPage(outDir, 'index', [rjsfRegistryPlugin()]);
  await buildPage(outDir, 'plain', []);
  return outDir;
}
