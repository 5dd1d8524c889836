import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { formFolderPaths } from '../../forms';
import { jsonFoldersPlugin, type JsonFolderModule } from './json-folders-plugin';
import { jsonFolders } from './server-bundle';

const scratch = mkdtempSync(join(tmpdir(), 'json-folders-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let bundles = 0;

/** A folder module bundled as the server bundle does, its code and what it exports when run. */
async function bundled(folder: JsonFolderModule) {
  const result = await build({
    entryPoints: [folder.module],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    plugins: [jsonFoldersPlugin([folder])],
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text ?? '';
  // A new file each time: Node caches a module by its URL.
  bundles += 1;
  const file = join(scratch, `bundle-${bundles}.mjs`);
  writeFileSync(file, code);
  const exports: Record<string, unknown> = await import(
    /* @vite-ignore */ pathToFileURL(file).href
  );
  return { code, files: exports[folder.exportName] };
}

describe.each(jsonFolders.map((folder) => [folder.module, folder] as const))(
  'the server bundle of %s',
  (_module, folder) => {
    it('exports what the module reads from its folder, in the same order, and reads no file', async () => {
      const source: Record<string, unknown> = await import(/* @vite-ignore */ folder.module);
      const { code, files } = await bundled(folder);
      expect(code).not.toMatch(/readdirSync|readFileSync|import\.meta\.url/);
      expect(files).toEqual(source[folder.exportName]);
      expect(Object.keys(files as object)).toEqual(
        Object.keys(source[folder.exportName] as object),
      );
    });
  },
);

describe('a file added to the forms folder', () => {
  it('is in the next bundle, with no change to the bundle script', async () => {
    const [forms] = jsonFolders;
    if (!forms) throw new Error('no forms folder in the server bundle');
    const dir = join(scratch, 'forms');
    cpSync(forms.dir, dir, { recursive: true, filter: (source) => !source.endsWith('.ts') });
    cpSync(join(dir, 'term-90-plus', 'short.json'), join(dir, 'term-90-plus', 'express.json'));
    const { files } = await bundled({ ...forms, dir, paths: () => formFolderPaths(dir) });
    expect(Object.keys(files as object)).toContain('term-90-plus/express.json');
  });
});
