// `npm run build:site`: vite builds the browser bundle of site/ into dist/site/, then every public
// route is prerendered into its own index.html (with page-data.json beside it), plus 404.html,
// app.html (the client shell for dynamic paths) and routes.json for the server.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { dynamicImportPreloads } from './dynamic-import-preloads';
import { precompress } from './precompress';
import { applicationPreloads, type BuildManifest } from './route-preloads';
import { builtRouteWeights, heaviestRoute, routeBudgetKb, routesOverBudget } from './route-weight';
import { templateLeftovers } from './template-leftovers';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = join(root, 'dist', 'site');

// Always the production build of React, even when started from a test runner (NODE_ENV=test).
process.env.NODE_ENV = 'production';
process.env.VITE_API_KEY ??= process.env.API_KEY ?? 'mba-web-public';
if (process.env.SITE_ORIGIN) process.env.VITE_SITE_ORIGIN ??= process.env.SITE_ORIGIN;

// A catalogue the check refuses is not built: it would serve pages no one can apply through.
const { checkCatalogueAndForms } = await import('../cli/catalogue-check');
if ((await checkCatalogueAndForms()) > 0) {
  console.error('The site is not built: the plan catalogue or a form has the problems above.');
  process.exit(1);
}

// Imported after NODE_ENV is set, so React loads once, in its production build, for the prerender.
const { formRoutes } = await import('../../forms');
const { formValidatorsPlugin } = await import('./form-validators-plugin');
const { nodeOnlyPlugin } = await import('./node-only-plugin');
const { rjsfRegistryPlugin } = await import('./rjsf-registry-plugin');

const formModulePrefixes = formRoutes.map((route) => `assets/${route.formId}-`);
const isFormModule = (file: string): boolean =>
  formModulePrefixes.some((prefix) => file.startsWith(prefix));
const preloads = dynamicImportPreloads();
const isIcon = (file: string): boolean =>
  file.endsWith('.svg') && file.includes('/node_modules/lucide-static/icons/');

await rm(outDir, { recursive: true, force: true });
await build({
  configFile: false,
  root: join(root, 'site'),
  mode: 'production',
  base: '/',
  logLevel: 'warn',
  plugins: [
    react(),
    formValidatorsPlugin(),
    nodeOnlyPlugin(),
    rjsfRegistryPlugin(),
    preloads.plugin,
  ],
  resolve: {
    // @rjsf/core's markdown renderer and @rjsf/utils' URI parser, which our forms never need:
    // smaller stand-ins (docs/site.md).
    alias: {
      'markdown-to-jsx/react': join(root, 'site', 'client', 'MarkdownAsText.tsx'),
      'fast-uri': join(root, 'site', 'client', 'uri-resolver.ts'),
      // @xstate/react asks for the shim that brings useSyncExternalStore to React before 18;
      // React 19 has it, and the same package's own entries use it (the shim's code stays out).
      'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
      'use-sync-external-store/shim': 'use-sync-external-store',
      // The stylesheets name icons as url('lucide-static/icons/<name>.svg') (site/styles/icons.css).
      'lucide-static/icons': join(root, 'node_modules', 'lucide-static', 'icons'),
    },
  },
  build: {
    outDir,
    emptyOutDir: true,
    // No asset is inlined, but the icons (small SVG files named by site/styles/icons.css): written
    // into the CSS as data URIs, they cost no request of their own. The hero's illustration stays a
    // file: only a screen of 900 px or more asks for it, and a phone's stylesheet stays lighter.
    assetsInlineLimit: (file) => isIcon(file),
    // Read below for each application route's scripts (scripts/build/route-preloads.ts).
    manifest: true,
    modulePreload: {
      polyfill: false,
      // A form's module is imported by the application page, which has loaded every module the
      // form needs by then: listing them again for each of the 25 forms only weighs on the page.
      // Any other dynamic import lists what its importer has not loaded already.
      resolveDependencies: (file, deps, context) =>
        isFormModule(file) ? [] : preloads.resolveDependencies(file, deps, context),
    },
    // Our own modules are side-effect free apart from the stylesheets: unused exports of
    // validators/ (country lists and the like) stay out of the browser bundle.
    rollupOptions: {
      treeshake: {
        moduleSideEffects: (id: string) => id.endsWith('.css') || id.includes('node_modules'),
      },
      // Modules every page with React loads together, kept in one chunk each rather than split by
      // which chunks import them: three of a few bytes each (the store's name, isRecord, the
      // constants), and React with its JSX runtime. Three requests and about 0.4 KB gzipped less on
      // an application route.
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'shared-helpers',
              test: /(engine\/store\/store-name|validators\/generic\/is-record|validators\/constants)\.ts$/,
            },
            { name: 'react', test: /node_modules\/react\// },
          ],
        },
      },
    },
  },
});

const template = await readFile(join(outDir, 'index.html'), 'utf8');
// Loaded after the bundle so the prerender sees the same environment as the build.
const {
  prerenderSite,
  siteManifest,
  pageDataPath,
  contentListRoutes,
  contentItemRoutes,
  contentPageRoutes,
  siteOrigin,
} = await import('../../site');
const { contentPrerenders } = await import('./content-pages');
const { sitemapXml, robotsTxt } = await import('./sitemap');
const applicationPaths = formRoutes.map((route) => route.route);
const pages = prerenderSite(
  template,
  { applyRoutes: new Set(applicationPaths) },
  contentPrerenders(contentListRoutes, [...contentItemRoutes, ...contentPageRoutes], siteOrigin),
);
const leftovers = pages.flatMap((page) =>
  templateLeftovers(page.html).map((text) => `${page.file}: ${text}`),
);
if (leftovers.length > 0) {
  throw new Error(`Template text would reach visitors:\n${leftovers.join('\n')}`);
}
for (const page of pages) {
  const file = join(outDir, page.file);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, page.html);
  if (page.model && page.file.endsWith('index.html')) {
    const path = `/${page.file.slice(0, -'index.html'.length)}`;
    await writeFile(join(outDir, pageDataPath(path)), JSON.stringify(page.model));
  }
}
const buildManifest = JSON.parse(
  await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8'),
) as BuildManifest;
const routes = {
  ...siteManifest(applicationPaths),
  applicationPreloads: applicationPreloads(buildManifest, formRoutes),
};
await writeFile(join(outDir, 'routes.json'), `${JSON.stringify(routes, null, 2)}\n`);
await writeFile(join(outDir, 'sitemap.xml'), sitemapXml(pages, siteOrigin));
await writeFile(join(outDir, 'robots.txt'), robotsTxt(siteOrigin));
// The manifest is for this build step only: the server must not send it.
await rm(join(outDir, '.vite'), { recursive: true, force: true });
const compressed = await precompress(outDir);
const weights = builtRouteWeights(outDir);
const heaviest = heaviestRoute(weights) ?? '';
const kb = Object.values(weights);
console.log(
  `site: ${pages.length} pages written to ${outDir}, ${compressed} files precompressed; ` +
    `application routes ${Math.min(...kb).toFixed(1)}–${Math.max(...kb).toFixed(1)} KB ` +
    `of gzipped JavaScript, the heaviest ${heaviest} (budget ${routeBudgetKb} KB)`,
);
// Over the budget, the build says so by name, as the figures above are printed: a goal measured
// and shown (the developers' guide keeps such goals out of pass/fail), never a site that will not
// build or start. `npm run bench` measures the same in Chromium.
const over = routesOverBudget(weights);
if (over.length > 0) {
  console.warn(
    `OVER BUDGET: ${over.length} application route(s) load more than ${routeBudgetKb} KB of ` +
      `gzipped JavaScript: ` +
      over.map(([route, kb]) => `${route} ${kb.toFixed(1)} KB`).join(', '),
  );
}
