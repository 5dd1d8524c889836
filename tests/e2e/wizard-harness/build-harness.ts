import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { formValidatorsPlugin } from '../../../scripts/form-validators-plugin';
import { nodeOnlyPlugin } from '../../../scripts/node-only-plugin';

/** Builds the harness page (production React, precompiled validators) into a temporary folder. */
export async function buildHarness(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'wizard-harness-'));
  await build({
    root: import.meta.dirname,
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), formValidatorsPlugin(), nodeOnlyPlugin()],
    build: {
      outDir,
      emptyOutDir: true,
      // Our modules have no import-time effects: what the page does not use is left out
      // (the AJV compiler, the path generator, the definition checker).
      rolldownOptions: {
        input: {
          index: join(import.meta.dirname, 'index.html'),
          plain: join(import.meta.dirname, 'plain.html'),
        },
        treeshake: { moduleSideEffects: (id: string) => id.endsWith('.css') },
      },
    },
  });
  return outDir;
}
