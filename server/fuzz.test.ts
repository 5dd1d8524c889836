import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bodyOf,
  fuzzRequest,
  fuzzTargets,
  queryOf,
  seeds,
  type FuzzTarget,
} from './testing/fuzz-requests';
import { invalidStoredRows } from './testing/stored-validity';
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
    'aqua.confirmSignup': { token: 'A'.repeat(43) },
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
  let named: FuzzTarget[] = [];

  beforeAll(async () => {
    server = await startTestServer('pglite');
    named = fuzzTargets(await loginAs(server, 'demo.member'));
  }, 180_000);
  afterAll(async () => server?.close());

  it('every action has a seed', () => {
    const seeded = seeds({ memberId: 'm', memberToken: 't' });
    for (const { api, action } of named) expect(seeded[`${api}.${action}`]).toBeDefined();
  });

  it(`answers ${runs} generated and mutated requests without a 5xx, every refusal with a message, nothing invalid stored`, async () => {
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(fuzzRequest(named), async (fuzz) => {
        sent += 1;
        const headers: Record<string, string> = fuzz.key ? { 'x-api-key': apiKey } : {};
        const answer =
          fuzz.method === 'GET'
            ? await server.app.inject({ method: 'GET', url: '/api', headers, query: queryOf(fuzz) })
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
      { numRuns: runs },
    );
    expect(sent).toBeGreaterThanOrEqual(runs);
  }, 300_000);

  it('stored nothing invalid after the run either', async () => {
    expect(await invalidStoredRows(server.db, server.cipher)).toEqual([]);
  });
});
