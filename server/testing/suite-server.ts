import { afterAll, beforeAll } from 'vitest';
import {
  startTestServer,
  type DatabaseTarget,
  type TestServer,
  type TestServerOptions,
} from './test-server';

/**
 * The time a test server may take to start: migrating and seeding a fresh database takes a few
 * seconds, more on a busy machine.
 */
export const serverStartTimeoutMs = 60_000;

/**
 * One test server for the enclosing `describe` block: started before its first test, closed
 * after its last. The value returned stands for that server; use it inside tests and hooks only.
 */
export function suiteServer(target: DatabaseTarget, options: TestServerOptions = {}): TestServer {
  let current: TestServer | undefined;
  beforeAll(async () => {
    current = await startTestServer(target, options);
  }, serverStartTimeoutMs);
  afterAll(async () => current?.close());
  return new Proxy({} as TestServer, {
    get(_, key) {
      if (current === undefined) throw new Error('The suite server starts in beforeAll');
      return current[key as keyof TestServer];
    },
  });
}
