import { request as httpRequest } from 'node:http';
import { Writable } from 'node:stream';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { defineAction } from '../api/action';
import { apis } from '../api/registry';
import { demoAlert } from '../demo/demo-content';
import { applicationRowCounts } from '../testing/application-rows';
import { suiteServer } from '../testing/suite-server';
import { apiKey, loginAs } from '../testing/test-server';
import { getBodyMessage } from './api-route';
import { contentSecurityPolicy } from './security-headers';

const faulty = {
  fail: defineAction({
    schema: { type: 'object' },
    handle: async () => {
      throw new Error('database exploded at /secret/path');
    },
  }),
};

/** Every log line the server writes, parsed. */
function logCapture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

describe('the /api transport (PGlite)', () => {
  const log = logCapture();
  const server = suiteServer('pglite', { apis: { ...apis, faulty }, log: log.stream });

  it('refuses a missing or wrong API key with 401', async () => {
    const missing = await fetch(`${server.url}/api?api=content&action=alert`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ message: 'Missing or invalid API key' });
    const wrong = await server.call(
      'content',
      'alert',
      {},
      { method: 'GET', headers: { 'x-api-key': 'other' } },
    );
    expect(wrong.status).toBe(401);
  });

  it('answers 404 with a message for an unknown api or action', async () => {
    const api = await server.call('nope', 'alert');
    expect(api.status).toBe(404);
    expect(api.body.message).toBe('Unknown api "nope"');
    const action = await server.call('aqua', 'toString');
    expect(action.status).toBe(404);
    expect(action.body.message).toBe('Unknown action "toString" of api "aqua"');
    const proto = await server.call('__proto__', 'constructor');
    expect(proto.status).toBe(404);
  });

  it('serves GET with query fields and POST with a JSON body', async () => {
    const get = await server.call('content', 'alert', {}, { method: 'GET' });
    expect(get.status).toBe(200);
    expect(get.body).toMatchObject({
      visible: true,
      data: { title: demoAlert.title },
    });
    expect(get.headers.get('cache-control')).toBe('public, max-age=60');
    const nocache = await fetch(`${server.url}/api?api=content&action=alert&nocache=1`, {
      headers: { 'x-api-key': apiKey },
    });
    expect(nocache.headers.get('cache-control')).toBe('no-store');
    const post = await server.call('content', 'seo');
    expect(post.status).toBe(200);
    expect(post.headers.get('cache-control')).toBe('no-store');
  });

  it('answers a HEAD as it would the GET, headers only', async () => {
    const head = await fetch(`${server.url}/api?api=content&action=alert`, {
      method: 'HEAD',
      headers: { 'x-api-key': apiKey },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await head.text()).toBe('');
    const login = await fetch(`${server.url}/api?api=aqua&action=login`, {
      method: 'HEAD',
      headers: { 'x-api-key': apiKey },
    });
    expect(login.status).toBe(405);
  });

  it('refuses a GET that carries a body with 400 and a message', async () => {
    const { hostname, port } = new URL(server.url);
    const get = (headers: Record<string, string>, body: string) =>
      new Promise<{ status: number; body: string }>((done, fail) => {
        const path = '/api?api=content&action=alert';
        const request = httpRequest({ hostname, port, path, method: 'GET', headers }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => done({ status: res.statusCode ?? 0, body: text }));
        });
        request.on('error', fail);
        request.end(body);
      });
    const withLength = await get(
      { 'x-api-key': apiKey, 'content-type': 'application/json', 'content-length': '2' },
      '{}',
    );
    expect(withLength.status).toBe(400);
    expect(JSON.parse(withLength.body)).toEqual({ message: getBodyMessage });
    const chunked = await get({ 'x-api-key': apiKey, 'transfer-encoding': 'chunked' }, 'data');
    expect(chunked.status).toBe(400);
    expect((await get({ 'x-api-key': apiKey, 'content-length': '0' }, '')).status).toBe(200);
  });

  it('refuses a GET for a POST-only action with 405', async () => {
    const answer = await server.call(
      'aqua',
      'login',
      { username: 'demo.member', password: 'x' },
      { method: 'GET' },
    );
    expect(answer.status).toBe(405);
  });

  it('refuses any method but GET and POST with 405, before the action runs', async () => {
    const before = await applicationRowCounts(server.db);
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const answer = await fetch(`${server.url}/api`, {
        method,
        headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
        body: JSON.stringify({ api: 'application', action: 'submit', data: {} }),
      });
      expect(answer.status).toBe(405);
      expect(answer.headers.get('allow')).toBe('GET, HEAD, POST');
      expect((await answer.json()).message).toBe(`The api answers GET and POST, not ${method}`);
    }
    expect(await applicationRowCounts(server.db)).toEqual(before);
  });

  it('answers invalid JSON, a non-object body and an oversized body with 4xx and a message', async () => {
    const headers = { 'x-api-key': apiKey, 'content-type': 'application/json' };
    const broken = await fetch(`${server.url}/api`, { method: 'POST', headers, body: '{"api":' });
    expect(broken.status).toBe(400);
    expect((await broken.json()).message).toBe('The request body is not valid JSON');
    const array = await fetch(`${server.url}/api`, { method: 'POST', headers, body: '[1,2]' });
    expect(array.status).toBe(400);
    const huge = await fetch(`${server.url}/api`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        api: 'content',
        action: 'alert',
        data: { filler: 'x'.repeat(200 * 1024) },
      }),
    });
    expect(huge.status).toBe(413);
    expect((await huge.json()).message).toBe('The request is too large');
  });

  it('answers a real fault with 500, the request id and no detail', async () => {
    const answer = await server.call('faulty', 'fail');
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({
      message: 'Something went wrong. Please try again.',
      requestId: answer.headers.get('x-request-id'),
    });
    expect(JSON.stringify(answer.body)).not.toContain('exploded');
    const logged = log.lines.find((line) => line.includes('exploded'));
    expect(logged).toContain(String(answer.body.requestId));
  });

  it('puts the security headers on every answer, API, errors and pages alike', async () => {
    const answers = [
      await fetch(`${server.url}/api?api=content&action=alert`, {
        headers: { 'x-api-key': apiKey },
      }),
      await fetch(`${server.url}/api?api=nope&action=x`, { headers: { 'x-api-key': apiKey } }),
      await fetch(`${server.url}/no-such-page/`),
      await fetch(`${server.url}/documents/none.pdf`),
    ];
    for (const answer of answers) {
      expect(answer.headers.get('content-security-policy')).toBe(contentSecurityPolicy);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
    }
    expect(contentSecurityPolicy).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicy).not.toContain('unsafe-eval');
    expect(contentSecurityPolicy).not.toContain('unsafe-inline');
  });

  it('without a site build, pages answer 503 saying so', async () => {
    const answer = await fetch(`${server.url}/`);
    expect(answer.status).toBe(503);
    expect((await answer.json()).message).toContain('The site is not built');
  });

  it('serves specimen PDFs and the beneficiary form under /documents, 404 JSON otherwise', async () => {
    const pdf = await fetch(`${server.url}/documents/certificates/term-90-plus-certificate-tx.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const form = await fetch(`${server.url}/documents/forms/beneficiary-designation.pdf`);
    expect(form.headers.get('content-type')).toBe('application/pdf');
    const fillable = await PDFDocument.load(await form.arrayBuffer());
    expect(fillable.getForm().getFields().length).toBeGreaterThan(20);
    const missing = await fetch(`${server.url}/documents/nothing-here.txt`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Sorry, nothing found' });
  });

  it('content api: seo entries and personal URLs', async () => {
    const seo = await server.call<{ path: string; seo: Record<string, string> }[]>(
      'content',
      'seo',
      {},
      { method: 'GET' },
    );
    expect(seo.body.length).toBeGreaterThanOrEqual(5);
    expect(seo.body[0]).toMatchObject({
      path: '/',
      seo: {
        title: expect.any(String),
        description: expect.any(String),
        canonical: expect.any(String),
      },
    });
    const purl = await server.call(
      'content',
      'personalUrl',
      { purlId: 'AB1234' },
      { method: 'GET' },
    );
    expect(purl.body).toEqual({
      purlId: 'AB1234',
      redirectUrl: expect.stringContaining('/insurance-plans/level-term/'),
    });
    const unknown = await server.call(
      'content',
      'personalUrl',
      { purlId: 'ZZ9999' },
      { method: 'GET' },
    );
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Sorry, nothing found' } });
  });

  it('the alert bar reads the database: no visible alert means visible false', async () => {
    await server.db.updateTable('alerts').set({ visible: false }).execute();
    try {
      const answer = await server.call('content', 'alert', {}, { method: 'GET', headers: {} });
      expect(answer.body).toMatchObject({
        visible: false,
        data: null,
        election: { start: expect.any(String), end: expect.any(String) },
      });
    } finally {
      await server.db.updateTable('alerts').set({ visible: true }).execute();
    }
  });

  it('logs one line per request and never a password, token, SSN or code', async () => {
    log.lines.length = 0;
    const credentials = await loginAs(server, 'demo.member');
    await server.call('aqua', 'getUser', credentials, { method: 'GET' });
    await server.call('aqua', 'signup', {
      firstName: 'Log',
      lastName: 'Check',
      email: 'log.check@example.com',
      dateOfBirth: '01/01/1990',
      ssn: '345-67-8901',
      password: 'Never-logged-77',
      passwordConfirmation: 'Never-logged-77',
    });
    await server.call('aqua', 'verifyMfaCode', { memberId: credentials.memberId, code: '123456' });
    const requestLines = log.lines.filter((line) => line.includes('"msg":"request"'));
    expect(requestLines).toHaveLength(4);
    expect(requestLines[0]).toContain('"api":"aqua","action":"login"');
    const all = log.lines.join('\n');
    for (const secret of [
      'Member#2025',
      credentials.memberToken,
      'Never-logged-77',
      '345-67-8901',
      '123456',
    ]) {
      expect(all).not.toContain(secret);
    }
  });
});
