import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { StudioFinding } from './studio-finding';
import type { StudioFolders } from './studio-model';

const root = fileURLToPath(new URL('../..', import.meta.url));
const cli = fileURLToPath(new URL('findings-cli.ts', import.meta.url));

/**
 * Runs the checker in a child process, one run at a time: a save while a run is going ends that
 * run (its answer would be about files already changed) and starts another.
 */
export function findingsRunner(folders: StudioFolders) {
  let running: ChildProcess | undefined;
  return {
    run(done: (findings: StudioFinding[], seconds: number) => void): void {
      running?.kill();
      const started = Date.now();
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', cli, folders.formsDir, folders.plansDir],
        { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      running = child;
      let out = '';
      let err = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
      child.on('close', (code) => {
        if (running !== child) return;
        running = undefined;
        const seconds = (Date.now() - started) / 1000;
        try {
          if (code !== 0) throw new Error(err.trim() || `the checker stopped with code ${code}`);
          done(JSON.parse(out) as StudioFinding[], seconds);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          done(
            [{ file: '', pointer: '', message: `The checker could not run: ${message}` }],
            seconds,
          );
        }
      });
    },
    stop(): void {
      running?.kill();
      running = undefined;
    },
  };
}
