import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has the contract defaults', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config.apiKey).toBe('mba-web-public');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.dataDir).toBe('/srv/app/.data');
    expect(config.siteDir).toBe('/srv/app/dist/site');
    expect(config.trustProxy).toBe(false);
    expect(config.election.start).toBe('2025-07-01T00:00');
  });

  it('reads the environment', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        API_KEY: 'k',
        DATA_DIR: 'state',
        ELECTION_START: '2026-01-01T00:00',
        ELECTION_END: '2027-01-01T00:00',
        TRUST_PROXY: '10.0.0.1',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      apiKey: 'k',
      publicUrl: 'http://localhost:8080',
      dataDir: '/srv/app/state',
      trustProxy: '10.0.0.1',
      election: { start: '2026-01-01T00:00', end: '2027-01-01T00:00', annualMeeting: 68 },
    });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
  });

  it('reads the HTTP time-outs, keeping the headers one within the request one', () => {
    expect(loadConfig({}).timeouts).toEqual({
      requestMs: 30_000,
      headersMs: 15_000,
      keepAliveMs: 10_000,
    });
    expect(
      loadConfig({
        REQUEST_TIMEOUT_MS: '5000',
        HEADERS_TIMEOUT_MS: '9000',
        KEEP_ALIVE_TIMEOUT_MS: '65000',
      }).timeouts,
    ).toEqual({ requestMs: 5000, headersMs: 5000, keepAliveMs: 65_000 });
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '30s' })).toThrow(
      'REQUEST_TIMEOUT_MS must be a whole number of at least 1, not "30s"',
    );
    expect(() => loadConfig({ KEEP_ALIVE_TIMEOUT_MS: '0' })).toThrow('KEEP_ALIVE_TIMEOUT_MS');
  });
});
