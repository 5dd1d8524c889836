import { describe, expect, it } from 'vitest';
import { certificatesFor } from '../../../plans';
import { suiteServer } from '../../testing/suite-server';

// The answer reads only the certificate config, never the database: PGlite is enough.
describe('content.certificates', () => {
  const server = suiteServer('pglite');

  const ask = (data: Record<string, unknown>) =>
    server.call('content', 'certificates', data, { method: 'GET' });

  it("lists a product's documents for a state, found by application type", async () => {
    const answer = await ask({ appId: 'term-90-plus', state: 'ca' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      product: { id: 'term-90-plus', name: 'Term 90 Plus' },
      state: { code: 'CA', name: 'California' },
    });
    const [set] = (answer.body as { sets: { documents: { link: string }[] }[] }).sets;
    expect(set?.documents.map((document) => document.link)).toEqual(
      certificatesFor({ product: 'term-90-plus', state: 'CA' }).map((document) => document.link),
    );
    expect(set?.documents[0]).toMatchObject({ kind: 'certificate', specimen: true });
  });

  it('lists each term of Level Term 10/20 apart', async () => {
    const answer = await ask({ appId: 'level-term', state: 'TX' });
    const sets = (answer.body as { sets: { title: string }[] }).sets;
    expect(sets.map((set) => set.title)).toEqual(['10-year level term', '20-year level term']);
  });

  it('names the product and no documents until a state is chosen', async () => {
    const answer = await ask({ appId: 'us-reserves' });
    expect(answer.body).toEqual({
      product: { id: 'us-reserves', name: expect.any(String) },
      state: null,
      sets: [],
    });
  });

  it("answers 'Sorry, nothing found' for an unknown product or state, and 400 for bad input", async () => {
    for (const data of [{ appId: 'no-such-plan' }, { appId: 'term-90-plus', state: 'ZZ' }])
      expect(await ask(data)).toMatchObject({
        status: 404,
        body: { message: 'Sorry, nothing found' },
      });
    for (const data of [{}, { appId: '' }, { appId: 'x'.repeat(61) }])
      expect((await ask(data)).status).toBe(400);
  });
});
