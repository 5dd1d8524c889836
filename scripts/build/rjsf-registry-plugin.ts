// Vite plugin for the browser builds of our forms (the site, the wizard harness's page): @rjsf/core's
// default registry imports every field, template and widget it has; the form engine's registry
// (engine/renderer/registry/) keeps what our schemas use, and `npm run check:catalogue` refuses
// a definition that needs more. Likewise @rjsf/utils' allOf merger, which our schemas never
// need, and its deepEquals (a smaller one, same answers). Only the imports of those rjsf modules
// are redirected, so a build that must show stock rjsf (the bench's baseline page) simply leaves
// the plugin out.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const engineModule = (name: string, extension = 'ts') =>
  fileURLToPath(new URL(`../../engine/renderer/registry/${name}.${extension}`, import.meta.url));

interface Redirect {
  /** The rjsf module whose import is redirected. */
  importer: RegExp;
  specifier: string;
  /** The engine's module it gets instead. */
  target: string;
}

export const redirects: Redirect[] = [
  ...['fields', 'templates', 'widgets'].map((part) => ({
    importer: /[\\/]@rjsf[\\/]core[\\/]lib[\\/]getDefaultRegistry\.js$/,
    specifier: `./components/${part}/index.js`,
    target: engineModule(part),
  })),
  {
    importer: /[\\/]@rjsf[\\/]utils[\\/]lib[\\/]schema[\\/](retrieveSchema|omitExtraData)\.js$/,
    specifier: './shallowAllOfMerge.js',
    target: engineModule('all-of-merge'),
  },
  // @rjsf/utils' omitExtraData, which rjsf's Form calls only when told to and ours never is.
  {
    importer: /[\\/]@rjsf[\\/]utils[\\/]lib[\\/]schema[\\/]index\.js$/,
    specifier: './omitExtraData.js',
    target: engineModule('omit-extra-data'),
  },
  // @rjsf/utils' matching of oneOf and anyOf options, which our schemas never have.
  ...['getClosestMatchingOption', 'getFirstMatchingOption', 'findSelectedOptionInXxxOf'].map(
    (name) => ({
      importer: /[\\/]@rjsf[\\/]utils[\\/]lib[\\/]schema[\\/][^\\/]+\.js$/,
      specifier: `./${name}.js`,
      target: engineModule('xxx-of-options'),
    }),
  ),
  // @rjsf/utils' sanitizing of answers for a schema changed by a conditional: ours have none.
  {
    importer: /[\\/]@rjsf[\\/]utils[\\/]lib[\\/]schema[\\/]index\.js$/,
    specifier: './sanitizeDataForNewSchema.js',
    target: engineModule('sanitize-data'),
  },
  // @rjsf/utils' defaults for the answers, for all of JSON Schema: ours computes the same for the
  // schemas the catalogue check lets through (engine/renderer/registry/default-form-state.ts).
  {
    importer: /[\\/]@rjsf[\\/]utils[\\/]lib[\\/]schema[\\/]index\.js$/,
    specifier: './getDefaultFormState.js',
    target: engineModule('default-form-state'),
  },
  // @rjsf/utils' getWidget, which brings react-is and a long table of widget names.
  {
    importer: /[\\/]@rjsf[\\/]utils[\\/]lib[\\/](index|hasWidget)\.js$/,
    specifier: './getWidget.js',
    target: engineModule('get-widget', 'tsx'),
  },
  // The jsonpointer package, of which @rjsf/utils only reads a `$ref`'s target.
  {
    importer: /[\\/]@rjsf[\\/]utils[\\/]lib[\\/]findSchemaDefinition\.js$/,
    specifier: 'jsonpointer',
    target: engineModule('json-pointer'),
  },
  // @rjsf/utils' deepEquals, built on fast-equals: a smaller one giving the same answers.
  ...[
    { importer: /[\\/]@rjsf[\\/]utils[\\/]lib[\\/][^\\/]+\.js$/, specifier: './deepEquals.js' },
    {
      importer: /[\\/]@rjsf[\\/]utils[\\/]lib[\\/](schema|parser)[\\/][^\\/]+\.js$/,
      specifier: '../deepEquals.js',
    },
  ].map((redirect) => ({ ...redirect, target: engineModule('deep-equals') })),
];

export function rjsfRegistryPlugin(): Plugin {
  return {
    name: 'rjsf-registry',
    enforce: 'pre',
    resolveId(source, importer) {
      // Any other import resolves as usual. Should rjsf rename these modules, the plugin's test
      // finds the stock ones back in the bundle.
      if (!importer) return undefined;
      return redirects.find((r) => r.specifier === source && r.importer.test(importer))?.target;
    },
  };
}
