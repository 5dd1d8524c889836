// Vite plugin for the browser builds of our forms (the site, the wizard harness's page): @rjsf/core's
// default registry imports every field, template and widget it has; the form engine's registry
// (engine/renderer/registry/) keeps what our schemas use, and `npm run check:catalogue` refuses
// a definition that needs more. Only getDefaultRegistry.js's own imports are redirected, so a
// build that must show stock rjsf (the bench's baseline page) simply leaves the plugin out.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const registryModule = /[\\/]@rjsf[\\/]core[\\/]lib[\\/]getDefaultRegistry\.js$/;

/** The default registry's imports, by specifier, and the engine's module for each. */
export const engineRegistry: { [specifier: string]: string } = Object.fromEntries(
  ['fields', 'templates', 'widgets'].map((part) => [
    `./components/${part}/index.js`,
    fileURLToPath(new URL(`../engine/renderer/registry/${part}.ts`, import.meta.url)),
  ]),
);

export function rjsfRegistryPlugin(): Plugin {
  return {
    name: 'rjsf-registry',
    enforce: 'pre',
    resolveId(source, importer) {
      // Its other import (@rjsf/utils) resolves as usual. Should rjsf rename these modules, the
      // plugin's test finds the stock fields back in the bundle.
      if (!importer || !registryModule.test(importer)) return undefined;
      return engineRegistry[source];
    },
  };
}
