import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { redirects, rjsfRegistryPlugin } from './rjsf-registry-plugin';

// Inside the project, so the page's imports resolve from its node_modules.
const cache = fileURLToPath(new URL('../../node_modules/.cache', import.meta.url));
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

const targets = redirects.map((redirect) => redirect.target);
const stock = (path: string) => expect.stringMatching(new RegExp(`${path}$`));

describe('a browser build with the rjsf-registry plugin', () => {
  it("bundles the engine's registry, allOf, defaults and deepEquals stand-ins in place of rjsf's", async () => {
    const modules = await bundledModules(true);
    expect(modules).toEqual(expect.arrayContaining(targets));
    for (const path of [
      '@rjsf/core/lib/components/fields/index.js',
      '@rjsf/core/lib/components/fields/ArrayField.js',
      '@rjsf/core/lib/components/fields/LayoutGridField.js',
      '@rjsf/core/lib/components/fields/MultiSchemaField.js',
      '@rjsf/core/lib/components/templates/WrapIfAdditionalTemplate.js',
      '@rjsf/core/lib/components/widgets/FileWidget.js',
      '@rjsf/utils/lib/schema/shallowAllOfMerge.js',
      '@rjsf/utils/lib/deepEquals.js',
      '@rjsf/utils/lib/schema/getClosestMatchingOption.js',
      '@rjsf/utils/lib/schema/getFirstMatchingOption.js',
      '@rjsf/utils/lib/schema/findSelectedOptionInXxxOf.js',
      '@rjsf/utils/lib/schema/sanitizeDataForNewSchema.js',
      '@rjsf/utils/lib/schema/getDefaultFormState.js',
      '@rjsf/utils/lib/getWidget.js',
    ])
      expect(modules).not.toContainEqual(stock(path));
    expect(modules).not.toContainEqual(expect.stringContaining('@x0k/json-schema-merge'));
    expect(modules).not.toContainEqual(expect.stringContaining('fast-equals'));
    expect(modules).not.toContainEqual(expect.stringContaining('react-is'));
    expect(modules).not.toContainEqual(expect.stringContaining('jsonpointer'));
    expect(modules).toContainEqual(stock('@rjsf/core/lib/components/fields/ObjectField.js'));
  });

  it('without it, bundles all of them (the baseline the test above departs from)', async () => {
    const modules = await bundledModules(false);
    for (const target of targets) expect(modules).not.toContain(target);
    expect(modules).toContainEqual(stock('@rjsf/core/lib/components/fields/ArrayField.js'));
    expect(modules).toContainEqual(stock('@rjsf/core/lib/components/fields/LayoutGridField.js'));
    expect(modules).toContainEqual(stock('@rjsf/utils/lib/schema/shallowAllOfMerge.js'));
    expect(modules).toContainEqual(stock('@rjsf/utils/lib/schema/getClosestMatchingOption.js'));
    expect(modules).toContainEqual(stock('@rjsf/utils/lib/schema/getDefaultFormState.js'));
    expect(modules).toContainEqual(expect.stringContaining('@x0k/json-schema-merge'));
    expect(modules).toContainEqual(expect.stringContaining('fast-equals'));
    expect(modules).toContainEqual(expect.stringContaining('react-is'));
    expect(modules).toContainEqual(expect.stringContaining('jsonpointer'));
  });
});
