import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('which database errors mean the database cannot be reached', () => {
  it('counts refused, reset and timed-out sockets, and unknown hosts', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH']) {
      expect(isDatabaseUnavailable(withCode(code))).toBe(true);
    }
  });

  it('counts a server shutting down, starting, full, and every connection exception (08xxx)', () => {
    for (const code of ['57P01', '57P02', '57P03', '53300', '08000', '08006', '08001']) {
      expect(isDatabaseUnavailable(withCode(code))).toBe(true);
    }
  });

  it("counts pg's own connection failures, PGlite closed and its WebAssembly failing", () => {
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('PGlite is closed'))).toBe(true);
    expect(isDatabaseUnavailable(new WebAssembly.RuntimeError('unreachable'))).toBe(true);
  });

  it('looks through a cause, and an AggregateError whose every error is one', () => {
    const cause = withCode('ECONNREFUSED');
    expect(isDatabaseUnavailable(new Error('Database migration failed', { cause }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([cause, withCode('ECONNREFUSED')]))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([cause, withCode('23505')]))).toBe(false);
  });

  it("does not count a query's own mistakes or anything else", () => {
    for (const code of ['23505', '42P01', '22P02', '40001', '57014']) {
      expect(isDatabaseUnavailable(withCode(code))).toBe(false);
    }
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
