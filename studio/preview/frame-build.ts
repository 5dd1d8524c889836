import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { nodeOnlyPlugin } from '../../scripts/build/node-only-plugin';
import { rjsfRegistryPlugin } from '../../scripts/build/rjsf-registry-plugin';
import { previewBase } from './frame-urls';

const frameFolder = fileURLToPath(new URL('../preview-frame/', import.meta.url));
const keywordRuntime = fileURLToPath(
  new URL('../../engine/validation/keyword-runtime.ts', import.meta.url),
);

/** A built file of the frame, by its address under the preview's base. */
export interface FrameFile {
  type: 'text/html' | 'text/javascript' | 'text/css';
  body: string;
}

const typeOf = (fileName: string): FrameFile['type'] =>
  fileName.endsWith('.html')
    ? 'text/html'
    : fileName.endsWith('.css')
      ? 'text/css'
      : 'text/javascript';

/**
 * Builds the preview frame (studio/preview-frame/) as the site's build makes its pages:
 * production React, the engine's rjsf registry, forms/ and plans/ kept out. Built once per run
 * of the studio, in memory, with the keyword runtime as an entry of its own (its exports kept,
 * under a fixed name) for the form modules the studio makes on request to import. The forms are
 * not in the build: a saved form needs no new build, only its own module made again.
 */
export async function buildFrame(): Promise<Map<string, FrameFile>> {
  const result = await build({
    root: frameFolder,
    base: previewBase,
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), nodeOnlyPlugin(), rjsfRegistryPlugin()],
    build: {
      write: false,
      // A local tool's page, loaded from this machine: vite's size warning says nothing here.
      chunkSizeWarningLimit: 2048,
      rolldownOptions: {
        input: { index: `${frameFolder}index.html`, 'keyword-runtime': keywordRuntime },
        preserveEntrySignatures: 'exports-only',
        output: { entryFileNames: 'assets/[name].js' },
        treeshake: { moduleSideEffects: (id: string) => id.endsWith('.css') },
      },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const files = new Map<string, FrameFile>();
  for (const output of outputs) {
    if (!('output' in output)) throw new Error('The preview frame was built in watch mode');
    for (const file of output.output) {
      const body =
        file.type === 'chunk'
          ? file.code
          : typeof file.source === 'string'
            ? file.source
            : Buffer.from(file.source).toString('utf8');
      files.set(file.fileName, { type: typeOf(file.fileName), body });
    }
  }
  return files;
}
