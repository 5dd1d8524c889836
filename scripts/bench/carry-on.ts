// A bench on a busy machine: a figure that fails (a browser slow to start, a page closed under
// load) is reported with the machine's load, and the bench goes on with the next figure.
import { createServer } from 'node:net';
import { loadavg } from 'node:os';

/** The load averages over 1, 5 and 15 minutes, as the bench prints them. */
export const loadAverage = (): string =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** Runs one figure's work; a failure is printed, with the load average, and answers undefined. */
export async function carryOn<T>(figure: string, work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    console.log(
      `  ${figure}: not measured (${reason}); load average ${loadAverage()}. Going on with the next figure.`,
    );
    return undefined;
  }
}

/** A TCP port free on this machine now: one the system gives, then lets go of. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Waits until Chromium's debugging endpoint on `port` answers, for up to `timeoutMs`. */
export async function debuggerReady(port: number, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < until) {
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (answer.ok) return;
      last = `HTTP ${answer.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(
    `Chromium's debugging port ${port} did not answer in ${timeoutMs / 1000} s (${last})`,
  );
}
