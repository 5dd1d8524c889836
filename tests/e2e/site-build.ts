// The site the browser tests drive, built once before them unless E2E_SKIP_BUILD=1 says it is.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** Runs `scripts/build/build-site.ts` in `root`, its output shown, unless E2E_SKIP_BUILD=1. */
export function buildSiteUnlessSkipped(root: string): void {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build/build-site.ts'],
    { cwd: root, stdio: 'inherit' },
  );
}
