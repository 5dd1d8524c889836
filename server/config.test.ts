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
    expect(loadConfig({}).throttle.submitPerAddress).toEqual({ max: 20, windowSeconds: 3600 });
    expect(loadConfig({ SUBMITS_PER_ADDRESS_HOUR: '500' }).throttle.submitPerAddress.max).toBe(500);
    expect(loadConfig({ RECEIPTS_PER_ADDRESS_HOUR: '9' }).throttle.receiptsPerTarget.max).toBe(9);
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

describe('CONTACT_INBOXES', () => {
  it("sets the team address of the channels it names, others keep the reserved domain's", () => {
    const { contactInboxes } = loadConfig({
      CONTACT_INBOXES: 'billing=billing@example.org, life-claims = claims@example.org',
    });
    expect(contactInboxes.billing).toBe('billing@example.org');
    expect(contactInboxes['life-claims']).toBe('claims@example.org');
    expect(contactInboxes.members).toBe('members@mba.example');
  });

  it('stops the start on an unknown channel or an address that is not one', () => {
    expect(() => loadConfig({ CONTACT_INBOXES: 'sales=sales@example.org' })).toThrow(
      'CONTACT_INBOXES: "sales=sales@example.org" is not channel=address',
    );
    expect(() => loadConfig({ CONTACT_INBOXES: 'billing=nobody' })).toThrow('CONTACT_INBOXES');
  });
});

describe('SCHOLARSHIP_START and SCHOLARSHIP_END', () => {
  it("move the application period, in the period's time zone", () => {
    const { scholarship } = loadConfig({
      SCHOLARSHIP_START: '2026-11-01T06:00',
      SCHOLARSHIP_END: '2027-02-26T15:00',
    });
    expect(scholarship).toEqual({
      timeZone: 'America/Chicago',
      start: '2026-11-01T06:00',
      end: '2027-02-26T15:00',
    });
    expect(loadConfig({}).scholarship.start).toBe('2024-12-02T06:00');
  });

  it('stop the start on a time that is not one, or an end before the start', () => {
    expect(() => loadConfig({ SCHOLARSHIP_START: 'next week' })).toThrow(
      'SCHOLARSHIP_START must be a local time such as 2025-12-01T06:00, not "next week"',
    );
    expect(() => loadConfig({ SCHOLARSHIP_END: '2024-01-01T00:00' })).toThrow(
      'SCHOLARSHIP_START must come before SCHOLARSHIP_END',
    );
  });
});
