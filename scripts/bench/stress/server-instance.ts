// One server process as production runs it, `node dist/server/start.js` (bundled first by
// scripts/build/server-bundle.ts), on a port of its own: what the stress runs send their requests
// to, and what the durability run kills.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serverBundleEntry } from '../../build/server-bundle';

const root = fileURLToPath(new URL('../../..', import.meta.url));
/** The longest wait for a start: a migration and the demo seed on a busy two-core machine. */
const startTimeoutMs = 120_000;

/** A port nobody listens on, for the production start command (which takes PORT). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('No free port');
  return address.port;
}

export class ServerInstance {
  readonly child: ChildProcess;
  /** Where the stress runs send requests: always the loopback address. */
  readonly url: string;
  readonly exited: Promise<void>;

  private constructor(child: ChildProcess, port: number) {
    this.child = child;
    this.url = `http://127.0.0.1:${port}`;
    this.exited = new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once('exit', () => resolve());
    });
  }

  /** Spawns the production start command and waits until it prints that it is serving. */
  static async start(name: string, env: NodeJS.ProcessEnv): Promise<ServerInstance> {
    const port = await freePort();
    const child = spawn(process.execPath, [serverBundleEntry], {
      cwd: root,
      env: { ...process.env, ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const instance = new ServerInstance(child, port);
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-4000);
    });
    try {
      await new Promise<void>((resolve, reject) => {
        let output = '';
        const timer = setTimeout(
          () => reject(new Error(`${name} did not serve within ${startTimeoutMs / 1000} s`)),
          startTimeoutMs,
        );
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          if (!output.includes('Serving on')) return;
          clearTimeout(timer);
          child.stdout?.off('data', onData);
          // The request log keeps writing to stdout: it is read and dropped.
          child.stdout?.resume();
          resolve();
        };
        child.stdout?.on('data', onData);
        child.once('exit', (code, signal) => {
          clearTimeout(timer);
          reject(new Error(`${name} exited (${code ?? signal}) before serving: ${errors}`));
        });
      });
    } catch (error) {
      await instance.kill();
      throw error;
    }
    return instance;
  }

  /** SIGKILL: the process ends at once, requests in flight and all. */
  async kill(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
    await this.exited;
  }

  /** SIGTERM: the server closes as on a normal stop; SIGKILL if it has not within 10 s. */
  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    await this.exited;
    clearTimeout(timer);
  }
}
