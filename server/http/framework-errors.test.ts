import { describe, expect, it } from 'vitest';
import { messages } from '../../validators';
import { suiteServer } from '../testing/suite-server';

describe('a URL that does not decode', () => {
  const server = suiteServer('pglite');

  it.each(['/%', '/%E0%A4%A', '/my-account/%zz/'])('%s: 400 in our words', async (path) => {
    const answer = await fetch(`${server.url}${path}`);
    expect(answer.status).toBe(400);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ message: messages.requestError });
  });
});
