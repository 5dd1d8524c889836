import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { localDatabaseUrl, withSearchPath } from './database';

const testServer = process.env.TEST_DATABASE_URL ?? '';

describe('the stress runs’ database URL', () => {
  it('sets the search_path in the options parameter, keeping the other parameters', () => {
    const url = new URL(
      withSearchPath('postgres://postgres@127.0.0.1:5432/test?sslmode=disable', 'stress_x1'),
    );
    expect(url.searchParams.get('options')).toBe('-c search_path=stress_x1');
    expect(url.searchParams.get('sslmode')).toBe('disable');
    expect(url.pathname).toBe('/test');
  });

  it.runIf(testServer !== '')('gives its connections that search_path (PostgreSQL)', async () => {
    const client = new pg.Client({ connectionString: withSearchPath(testServer, 'stress_probe') });
    await client.connect();
    try {
      const { rows } = await client.query<{ search_path: string }>('show search_path');
      expect(rows[0]?.search_path).toBe('stress_probe');
    } finally {
      await client.end();
    }
  });

  it('uses the local test server by default and refuses a server on another machine', () => {
    expect(localDatabaseUrl({})).toBe('postgres://postgres@127.0.0.1:5432/test');
    expect(localDatabaseUrl({ DATABASE_URL: 'postgres://u@localhost/db' })).toBe(
      'postgres://u@localhost/db',
    );
    expect(() => localDatabaseUrl({ DATABASE_URL: 'postgres://u@db.example.com/db' })).toThrow(
      /this machine only/,
    );
  });
});
