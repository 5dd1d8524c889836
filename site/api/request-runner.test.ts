import axios, { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { createRequestRunner, requestActionName, type RequestStatus } from './request-runner';

function answering(
  status: number,
  body: unknown,
  seen: InternalAxiosRequestConfig[] = [],
): AxiosAdapter {
  return async (config) => {
    seen.push(config);
    const response = { data: body, status, statusText: String(status), headers: {}, config };
    if (status >= 400) throw new AxiosError('failed', String(status), config, undefined, response);
    return response;
  };
}

function runnerFor(adapter: AxiosAdapter) {
  return createRequestRunner({
    http: axios.create({ adapter }),
    pathname: () => '/login/',
    cookie: () => 'memberId=7',
  });
}

describe('request runner', () => {
  it('names actions REQUEST_FOR_...', () => {
    expect(requestActionName('aqua', 'login')).toBe('REQUEST_FOR_AQUA_LOGIN');
    expect(requestActionName('aqua', 'verifyMfaCode')).toBe('REQUEST_FOR_AQUA_VERIFY_MFA_CODE');
  });

  it('POSTs api, action and data to /api with the key, pathname and cookie headers', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const statuses: [string, RequestStatus][] = [];
    const run = runnerFor(answering(200, { ok: true }, seen));
    const result = await run({
      api: 'aqua',
      action: 'logout',
      data: { memberId: '7' },
      onStatus: (name, status) => statuses.push([name, status]),
    });
    expect(result).toEqual({ ok: true, data: { ok: true } });
    const [config] = seen;
    expect(config?.url).toBe('/api');
    expect(config?.method).toBe('post');
    expect(JSON.parse(String(config?.data))).toEqual({
      api: 'aqua',
      action: 'logout',
      data: { memberId: '7' },
    });
    expect(config?.headers['X-Api-Key']).toBe('mba-web-public');
    expect(config?.headers['X-Current-Pathname']).toBe('/login/');
    expect(config?.headers['X-Cookie']).toBe('memberId=7');
    expect(config?.timeout).toBe(30_000);
    expect(statuses).toEqual([
      ['REQUEST_FOR_AQUA_LOGOUT', 'loading'],
      ['REQUEST_FOR_AQUA_LOGOUT', 'success'],
    ]);
  });

  it('GETs with query parameters, the cache switch and no cookie header', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const run = runnerFor(answering(200, [], seen));
    await run({ api: 'content', action: 'seo', method: 'GET', data: { page: 2 }, cache: false });
    expect(seen[0]?.params).toEqual({ api: 'content', action: 'seo', page: 2, nocache: 1 });
    expect(seen[0]?.headers['X-Cookie']).toBeUndefined();
    expect(seen[0]?.timeout).toBe(30_000);
  });

  it('gives the server message on a 4xx, with field errors', async () => {
    const run = runnerFor(
      answering(400, {
        message: 'Check form fields and try again',
        errors: { email: 'This field must be a valid email' },
      }),
    );
    expect(await run({ api: 'aqua', action: 'signup' })).toEqual({
      ok: false,
      status: 400,
      message: 'Check form fields and try again',
      errors: { email: 'This field must be a valid email' },
      body: {
        message: 'Check form fields and try again',
        errors: { email: 'This field must be a valid email' },
      },
    });
  });

  it('hides the server message of a 500 and reports a request error', async () => {
    const run = runnerFor(answering(500, { message: 'Something went wrong. Please try again.' }));
    expect(await run({ api: 'aqua', action: 'login' })).toMatchObject({
      ok: false,
      status: 500,
      message: 'Request error occurred',
    });
    // Nothing of a 500's answer is handed on (its request id is for the logs).
    expect(await run({ api: 'aqua', action: 'login' })).not.toHaveProperty('body');
  });

  it('reports a network error when no answer came', async () => {
    const run = runnerFor(async (config) => {
      throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    });
    expect(await run({ api: 'aqua', action: 'login' })).toEqual({
      ok: false,
      message: 'Network error occurred',
    });
  });

  it('fails an answer that does not pass the schema and logs validation failed', async () => {
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const statuses: RequestStatus[] = [];
    const run = runnerFor(answering(200, { nope: true }));
    const result = await run({
      api: 'content',
      action: 'seo',
      validate: (body): body is unknown[] => Array.isArray(body),
      onStatus: (_name, status) => statuses.push(status),
    });
    expect(result.ok).toBe(false);
    expect(statuses).toEqual(['loading', 'error']);
    expect(errorLog).toHaveBeenCalledWith('REQUEST_FOR_CONTENT_SEO: validation failed');
    errorLog.mockRestore();
  });

  it('loads its HTTP client with the first request, once', async () => {
    let loads = 0;
    const run = createRequestRunner({
      loadHttp: async () => {
        loads += 1;
        return axios.create({ adapter: answering(200, { ok: true }) });
      },
    });
    expect(loads).toBe(0);
    const results = await Promise.all([
      run({ api: 'aqua', action: 'getUser' }),
      run({ api: 'aqua', action: 'getUser' }),
    ]);
    expect(results).toEqual([
      { ok: true, data: { ok: true } },
      { ok: true, data: { ok: true } },
    ]);
    expect(loads).toBe(1);
  });

  it('reports a network error when the client cannot be loaded, and loads it again next time', async () => {
    let loads = 0;
    const statuses: RequestStatus[] = [];
    const run = createRequestRunner({
      loadHttp: async () => {
        loads += 1;
        if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
        return axios.create({ adapter: answering(200, { ok: true }) });
      },
    });
    expect(
      await run({ api: 'application', action: 'step', onStatus: (_n, s) => statuses.push(s) }),
    ).toEqual({ ok: false, message: 'Network error occurred' });
    expect(statuses).toEqual(['loading', 'error']);
    expect(await run({ api: 'application', action: 'step' })).toEqual({
      ok: true,
      data: { ok: true },
    });
    expect(loads).toBe(2);
  });
});
