import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionNamesOf } from './api/action';
import { apis } from './api/registry';
import { askedAnswers, type FormData } from '../engine';
import { servedForm, applicationErrors } from './api/application/forms';
import { sampleApplication } from './testing/sample-application';
import { apiKey, loginAs, startTestServer, type TestServer } from './testing/test-server';

const runs = 10_000;

const application = sampleApplication('term-90-plus-standard', (steps) => steps.includes('card'));

/** A plausible input per action; the fuzzer sends these, mutated, and pure noise beside them. */
function seeds(credentials: {
  memberId: string;
  memberToken: string;
}): Record<string, Record<string, unknown>> {
  const password = { password: 'Fuzzed-pass-99', passwordConfirmation: 'Fuzzed-pass-99' };
  return {
    'aqua.login': { username: 'demo.member', password: 'Member#2025' },
    'aqua.loginSuperAdmin': { username: 'admin', password: 'wrong' },
    'aqua.signup': {
      firstName: 'Fuzz',
      lastName: 'Tester',
      email: 'fuzz@example.com',
      dateOfBirth: '01/15/1985',
      ssn: '234-56-7891',
      username: 'fuzz.tester',
      ...password,
    },
    'aqua.setupUsername': {
      email: 'fuzz@example.com',
      dateOfBirth: '01/15/1985',
      username: 'fuzz.setup',
      ...password,
    },
    'aqua.forgotPassword': { username: 'demo.member' },
    'aqua.resetPassword': { token: 'A'.repeat(43), ...password },
    'aqua.findYourUsername': { email: 'demo.member@example.com' },
    'aqua.getUser': credentials,
    'aqua.updatePassword': { ...credentials, currentPassword: 'wrong-current', ...password },
    'aqua.updateContactInfo': {
      ...credentials,
      mailing: { street: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' },
      contact: { phone: { home: '512-555-0100' }, email: { secondary: 'alt@example.com' } },
    },
    'aqua.initiateMfa': { memberId: credentials.memberId, method: 'email' },
    'aqua.verifyMfaCode': { memberId: credentials.memberId, code: '123456' },
    'aqua.resendMfaCode': { memberId: credentials.memberId, method: 'sms' },
    'aqua.logout': { memberId: credentials.memberId, memberToken: 'not-the-token' },
    'aqua.ballot': { ...credentials, nomineeIds: ['nominee-1'] },
    'application.step': {
      appId: application.appId,
      formId: application.formId,
      step: 'insured',
      data: application.data,
      ...credentials,
    },
    'application.submit': {
      appId: application.appId,
      formId: application.formId,
      data: application.data,
      idempotencyKey: 'fuzz-key-0123456789',
    },
    'application.draft': { appId: 'term-90-plus', formId: 'term-90-plus-standard', ...credentials },
    'content.alert': {},
    'content.seo': {},
    'content.personalUrl': { purlId: 'AB1234' },
    'events.list': {},
    'events.signup': {
      firstName: 'Pat',
      lastName: 'Quinn',
      email: 'pat.quinn@example.com',
      eventId: 'benefits-webinar',
    },
  };
}

const nasty = fc.oneof(
  fc.jsonValue(),
  fc.string({ maxLength: 300 }),
  fc.constantFrom(
    '__proto__',
    'constructor',
    'toString',
    '',
    ' ',
    '\u0000',
    "' OR 1=1 --",
    '%00',
    '../../etc/passwd',
    'x'.repeat(5000),
  ),
  fc.integer(),
  fc.double(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 5 }),
);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The seed with one answer two levels down in its `data` replaced (e.g. data.insured.ssn). */
function answerMutated(seed: Record<string, unknown>) {
  const data = seed.data;
  const sections = isRecord(data) ? Object.keys(data).filter((k) => isRecord(data[k])) : [];
  if (!isRecord(data) || sections.length === 0) return fc.constant(seed);
  return fc.constantFrom(...sections).chain((section) => {
    const answers = data[section] as Record<string, unknown>;
    const fields = Object.keys(answers);
    const field = fields.length > 0 ? fc.constantFrom(...fields) : fc.string({ maxLength: 10 });
    return fc.tuple(fc.oneof(field, fc.string({ maxLength: 10 })), nasty).map(([name, value]) => ({
      ...seed,
      data: { ...data, [section]: { ...answers, [name]: value } },
    }));
  });
}

function mutated(seed: Record<string, unknown>) {
  const keys = Object.keys(seed);
  const key = keys.length > 0 ? fc.constantFrom(...keys) : fc.string({ maxLength: 10 });
  return fc.oneof(
    answerMutated(seed),
    fc.constant(seed),
    fc.tuple(key, nasty).map(([name, value]) => ({ ...seed, [name]: value })),
    key.map((name) => Object.fromEntries(Object.entries(seed).filter(([k]) => k !== name))),
    fc
      .tuple(fc.string({ maxLength: 20 }), nasty)
      .map(([name, value]) => ({ ...seed, [name]: value })),
    fc.dictionary(fc.string({ maxLength: 12 }), nasty, { maxKeys: 6 }),
  );
}

interface FuzzRequest {
  api: unknown;
  action: unknown;
  data: unknown;
  method: 'GET' | 'POST';
  key: boolean;
  raw?: string;
}

describe('fuzzing /api (PGlite, in-process requests)', () => {
  let server: TestServer;
  let named: { api: string; action: string; seed: Record<string, unknown> }[] = [];

  beforeAll(async () => {
    server = await startTestServer('pglite');
    const all = seeds(await loginAs(server, 'demo.member'));
    named = Object.entries(apis).flatMap(([api, actions]) =>
      actionNamesOf(actions).map((action) => ({
        api,
        action,
        seed: all[`${api}.${action}`] ?? {},
      })),
    );
  }, 180_000);
  afterAll(async () => server?.close());

  it('every action has a seed', () => {
    const seeded = seeds({ memberId: 'm', memberToken: 't' });
    for (const { api, action } of named) expect(seeded[`${api}.${action}`]).toBeDefined();
  });

  it(`answers ${runs} generated and mutated requests without a 5xx, every refusal with a message, nothing invalid stored`, async () => {
    const knownAction = fc
      .integer({ min: 0, max: Math.max(0, named.length - 1) })
      .chain((index) => {
        const target = named[index] ?? { api: 'aqua', action: 'login', seed: {} };
        return fc.record({
          api: fc.constant<unknown>(target.api),
          action: fc.constant<unknown>(target.action),
          data: mutated(target.seed) as fc.Arbitrary<unknown>,
        });
      });
    const noise = fc.record({
      api: fc.oneof(nasty, fc.constantFrom<unknown>('aqua', 'content', 'application', 'events')),
      action: fc.oneof(nasty, fc.constantFrom<unknown>('login', 'getUser', 'alert')),
      data: nasty as fc.Arbitrary<unknown>,
    });
    const request: fc.Arbitrary<FuzzRequest> = fc
      .tuple(
        fc.oneof({ weight: 9, arbitrary: knownAction }, { weight: 1, arbitrary: noise }),
        fc.constantFrom<'GET' | 'POST'>('POST', 'POST', 'GET'),
        fc.oneof(
          { weight: 19, arbitrary: fc.constant(true) },
          { weight: 1, arbitrary: fc.constant(false) },
        ),
        fc.oneof(
          { weight: 19, arbitrary: fc.constant(undefined) },
          { weight: 1, arbitrary: fc.string({ maxLength: 50 }) },
        ),
      )
      .map(([envelope, method, key, raw]) => ({
        ...envelope,
        method,
        key,
        ...(raw !== undefined ? { raw } : {}),
      }));

    let sent = 0;
    await fc.assert(
      fc.asyncProperty(request, async (fuzz) => {
        sent += 1;
        const headers: Record<string, string> = fuzz.key ? { 'x-api-key': apiKey } : {};
        const answer =
          fuzz.method === 'GET'
            ? await server.app.inject({ method: 'GET', url: '/api', headers, query: queryOf(fuzz) })
            : await server.app.inject({
                method: 'POST',
                url: '/api',
                headers: { ...headers, 'content-type': 'application/json' },
                payload:
                  fuzz.raw ??
                  JSON.stringify({ api: fuzz.api, action: fuzz.action, data: fuzz.data }),
              });
        expect(answer.statusCode).toBeLessThan(500);
        if (answer.statusCode === 200 && fuzz.api === 'application') {
          await expectStoredValid(server);
        }
        if (answer.statusCode >= 400) {
          const body: unknown = answer.json();
          expect(typeof (body as { message?: unknown }).message).toBe('string');
          expect((body as { message: string }).message.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: runs },
    );
    expect(sent).toBeGreaterThanOrEqual(runs);
  }, 300_000);

  it('stored nothing invalid after the run either', async () => {
    await expectStoredValid(server);
  });
});

function queryOf(fuzz: FuzzRequest): Record<string, string> {
  const data =
    typeof fuzz.data === 'object' && fuzz.data !== null && !Array.isArray(fuzz.data)
      ? fuzz.data
      : {};
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(data)) {
    query[key] = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  }
  query.api = typeof fuzz.api === 'string' ? fuzz.api : String(JSON.stringify(fuzz.api));
  query.action =
    typeof fuzz.action === 'string' ? fuzz.action : String(JSON.stringify(fuzz.action));
  return query;
}

/** A stored submission with its sensitive fields decrypted, as it was sent. */
function unsealed(data: FormData, paths: string[][], server: TestServer): FormData {
  const copy = structuredClone(data);
  for (const path of paths) {
    const field = path.at(-1) ?? '';
    let node: unknown = copy;
    for (const key of path.slice(0, -1)) node = isRecord(node) ? node[key] : undefined;
    if (isRecord(node) && typeof node[field] === 'string') {
      node[field] = server.cipher.decrypt(node[field]) ?? node[field];
    }
  }
  return copy;
}

/**
 * Nothing invalid is stored: every submission passes its form as sent (sensitive fields
 * decrypted); every draft holds asked answers only, each passed step valid but for the
 * sensitive fields drafts leave out.
 */
async function expectStoredValid(server: TestServer): Promise<void> {
  const submissions = await server.db.selectFrom('application_submissions').selectAll().execute();
  for (const row of submissions) {
    const form = servedForm(row.app_id, row.form_id);
    const data = unsealed(row.data as FormData, form.sensitive, server);
    expect(applicationErrors(form, data), JSON.stringify(row)).toEqual({});
  }
  const drafts = await server.db.selectFrom('application_drafts').selectAll().execute();
  for (const row of drafts) {
    const form = servedForm(row.app_id, row.form_id);
    const data = row.data as FormData;
    expect(askedAnswers(form.definition, form.validators, data).unasked).toEqual([]);
    const sensitive = new Set(form.sensitive.map((path) => path.join('.')));
    for (const stepId of row.passed_steps) {
      const errors = Object.keys(form.validators.validateStep(stepId, data));
      expect(errors.filter((field) => !sensitive.has(field))).toEqual([]);
    }
  }
}
