// The server as `npm start` runs it: scripts/cli/start.ts and everything it imports bundled by
// esbuild into dist/server/, so that Node loads a few files instead of hundreds of modules through
// tsx's TypeScript loader (most of the start's time before this, see docs/server.md).
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { formFolderPaths } from '../../forms';
import { planFolderPaths } from '../../plans';
import { jsonFoldersPlugin, type JsonFolderModule } from './json-folders-plugin';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const serverBundleDir = join(root, 'dist', 'server');
export const serverBundleEntry = join(serverBundleDir, 'start.js');

/**
 * Packages loaded from node_modules instead of the bundle: PGlite finds its WebAssembly and data
 * files beside its own module, argon2 is a native addon, and pg and nodemailer load only when
 * configured (DATABASE_URL, SMTP_URL).
 */
const external = ['@electric-sql/pglite', '@node-rs/argon2', 'pg', 'nodemailer'];

const formsDir = join(root, 'forms');
const plansDir = join(root, 'plans', 'catalogue');

/** The modules that read a folder of JSON files when they load, and how each lists its files. */
export const jsonFolders: readonly JsonFolderModule[] = [
  {
    module: join(formsDir, 'form-json.ts'),
    exportName: 'formJson',
    dir: formsDir,
    paths: () => formFolderPaths(formsDir),
  },
  {
    module: join(plansDir, 'plan-json.ts'),
    exportName: 'planJson',
    dir: plansDir,
    paths: () => planFolderPaths(plansDir),
  },
];

export async function bundleServer(): Promise<string> {
  await rm(serverBundleDir, { recursive: true, force: true });
  await build({
    entryPoints: { start: join(root, 'scripts', 'cli', 'start.ts') },
    outdir: serverBundleDir,
    bundle: true,
    // The lazily imported parts (the application api, plans with pdf-lib) stay separate files.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external,
    // Read at bundle time, not from dist/server/ at run time
    // (scripts/build/json-folders-plugin.ts).
    plugins: [jsonFoldersPlugin(jsonFolders)],
    // Names are kept (log lines and stack traces stay readable); only whitespace and syntax shrink.
    minifyWhitespace: true,
    minifySyntax: true,
    sourcemap: 'linked',
    // Bundled CommonJS packages (Fastify, pino) require Node's modules at run time.
    banner: {
      js: "import { createRequire as bundleRequire } from 'node:module'; const require = bundleRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  return serverBundleEntry;
}
