import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { engineRegistry, rjsfRegistryPlugin } from './rjsf-registry-plugin';

// Inside the project, so the page's imports resolve from its node_modules.
const cache = fileURLToPath(new URL('../node_modules/.cache', import.meta.url));
mkdirSync(cache, { recursive: true });
const scratch = mkdtempSync(join(cache, 'rjsf-registry-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The modules of a browser build of a page that renders an rjsf Form. */
async function bundledModules(withPlugin: boolean): Promise<string[]> {
  const entry = join(scratch, 'entry.tsx');
  writeFileSync(
    entry,
    "import Form from '@rjsf/core';\nexport const page = <Form schema={{}} validator={undefined!} />;\n",
  );
  const result = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [react(), ...(withPlugin ? [rjsfRegistryPlugin()] : [])],
    build: { write: false, rolldownOptions: { input: entry, preserveEntrySignatures: 'strict' } },
  })) as Rolldown.RolldownOutput;
  return result.output.flatMap((file) => (file.type === 'chunk' ? file.moduleIds : []));
}

const stock = (path: string) => expect.stringMatching(new RegExp(`@rjsf/core/lib/${path}$`));

describe('a browser build with the rjsf-registry plugin', () => {
  it("bundles the engine's registry in place of rjsf's fields, templates and widgets", async () => {
    const modules = await bundledModules(true);
    expect(modules).toEqual(expect.arrayContaining(Object.values(engineRegistry)));
    for (const path of [
      'components/fields/index.js',
      'components/fields/ArrayField.js',
      'components/fields/LayoutGridField.js',
      'components/fields/MultiSchemaField.js',
      'components/templates/WrapIfAdditionalTemplate.js',
      'components/widgets/FileWidget.js',
    ])
      expect(modules).not.toContainEqual(stock(path));
    expect(modules).toContainEqual(stock('components/fields/ObjectField.js'));
  });

  it('without it, bundles all of them (the baseline the test above departs from)', async () => {
    const modules = await bundledModules(false);
    expect(modules).not.toEqual(expect.arrayContaining(Object.values(engineRegistry)));
    expect(modules).toContainEqual(stock('components/fields/ArrayField.js'));
    expect(modules).toContainEqual(stock('components/fields/LayoutGridField.js'));
  });
});
