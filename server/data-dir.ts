import { resolve } from 'node:path';

/** Local state (PGlite files, development SSN key, outbox): DATA_DIR, `.data` by default. */
export function dataDirOf(env: NodeJS.ProcessEnv, root: string): string {
  return resolve(root, env.DATA_DIR ?? '.data');
}
