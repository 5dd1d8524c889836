import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { nodeOnlyPlugin } from './node-only-plugin';

const root = fileURLToPath(new URL('../..', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'node-only-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A browser build of one module that imports `folder`'s public face. */
function buildImporting(folder: string) {
  const entry = join(scratch, `${folder}-entry.ts`);
  writeFileSync(entry, `export * from ${JSON.stringify(join(root, folder, 'index.ts'))};\n`);
  return build({
    configFile: false,
    logLevel: 'silent',
    plugins: [nodeOnlyPlugin()],
    build: { write: false, rolldownOptions: { input: entry } },
  });
}

describe('a browser build', () => {
  it.each(['forms', 'plans'])('fails on a module of %s/, naming it', async (folder) => {
    await expect(buildImporting(folder)).rejects.toThrow(
      new RegExp(`${folder}/index\\.ts is Node only`),
    );
  });

  it('takes the folders the browser may use', async () => {
    await expect(buildImporting('validators')).resolves.toBeDefined();
  });
});
