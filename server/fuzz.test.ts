import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bodyOf,
  fuzzRequest,
  fuzzTargets,
  queryOf,
  seeds,
  type FuzzTarget,
} from './testing/fuzz-requests';
import { invalidStoredRows } from './testing/stored-validity';
import { suiteServer } from './testing/suite-server';
import { apiKey, loginAs } from './testing/test-server';

// 10,000 requests in batches of their own: each batch is a test that ends within the default
// time limit, and a failure names its batch and fast-check's seed to replay it.
const batches = 20;
const runsPerBatch = 500;
const batchNumbers = Array.from({ length: batches }, (_, index) => index + 1);

describe('fuzzing /api (PGlite, in-process requests)', () => {
  let named: FuzzTarget[] = [];

  const server = suiteServer('pglite');
  beforeAll(async () => {
    named = fuzzTargets(await loginAs(server, 'demo.member'));
  });

  it('every action has a seed', () => {
    const seeded = seeds({ memberId: 'm', memberToken: 't' });
    for (const { api, action } of named) expect(seeded[`${api}.${action}`]).toBeDefined();
  });

  it.each(batchNumbers)(
    `batch %i of ${batches}: answers ${runsPerBatch} generated and mutated requests without a 5xx, every refusal with a message, nothing invalid stored`,
    async () => {
      let sent = 0;
      await fc.assert(
        fc.asyncProperty(fuzzRequest(named), async (fuzz) => {
          sent += 1;
          const headers: Record<string, string> = fuzz.key ? { 'x-api-key': apiKey } : {};
          const answer =
            fuzz.method === 'GET'
              ? await server.app.inject({
                  method: 'GET',
                  url: '/api',
                  headers,
                  query: queryOf(fuzz),
                })
              : await server.app.inject({
                  method: 'POST',
                  url: '/api',
                  headers: { ...headers, 'content-type': 'application/json' },
                  payload: bodyOf(fuzz),
                });
          expect(answer.statusCode).toBeLessThan(500);
          if (answer.statusCode === 200 && fuzz.api === 'application') {
            expect(await invalidStoredRows(server.db, server.cipher)).toEqual([]);
          }
          if (answer.statusCode >= 400) {
            const body: unknown = answer.json();
            expect(typeof (body as { message?: unknown }).message).toBe('string');
            expect((body as { message: string }).message.length).toBeGreaterThan(0);
          }
        }),
        { numRuns: runsPerBatch },
      );
      expect(sent).toBeGreaterThanOrEqual(runsPerBatch);
    },
  );

  it('stored nothing invalid after the run either', async () => {
    expect(await invalidStoredRows(server.db, server.cipher)).toEqual([]);
  });
});
