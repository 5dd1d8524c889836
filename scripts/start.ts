// `npm start`: builds the site when a build script exists, then serves the product on
// http://localhost:3000 (PORT overrides) with the embedded database and demo data.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { startServer } from '../server';

const packageJson = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
) as {
  scripts?: Record<string, string>;
};

// `npm start` may already run build:site before this script; then it is not built twice.
const builtByNpm = process.env.npm_lifecycle_script?.includes('build:site') ?? false;
if (
  packageJson.scripts?.['build:site'] !== undefined &&
  !builtByNpm &&
  process.env.SKIP_SITE_BUILD !== '1'
) {
  const build = spawnSync('npm', ['run', 'build:site'], { stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('The site build failed; the server starts without it.');
  }
}

const server = await startServer();
console.log(`Serving on ${server.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
