import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sensitivePaths, withoutSensitive } from '../../../engine';
import { maxItemsMessage, maxLengthMessage, messages } from '../../../validators';
import { forbiddenKeyMessage } from '../../http/json-body';
import { applicationRowCounts } from '../../testing/application-rows';
import { sampleApplication } from '../../testing/sample-application';
import { suiteServer } from '../../testing/suite-server';
import { apiKey, databaseTargets, loginAs } from '../../testing/test-server';

const sample = sampleApplication('term-90-plus-standard', (steps) => steps.includes('card'));
const { appId, formId, data: application } = sample;
const insured = application.insured as Record<string, unknown>;

/** What a refusal may say: the spec's catalogue, and the transport's own plain answers. */
const refusalMessages = [
  messages.checkFormFields,
  messages.nothingFound,
  'The request body is not valid JSON',
  forbiddenKeyMessage,
  'The request body must be a JSON object',
  'The request is too large',
];

/** A JSON body with `inner` (raw JSON text) standing where the string 'RAW' stands. */
const withRaw = (action: string, data: object, inner: string): string =>
  JSON.stringify({ api: 'application', action, data }).replace('"RAW"', inner);

describe.each(databaseTargets())('malformed application input on %s', (target) => {
  const server = suiteServer(target);
  let credentials: { memberId: string; memberToken: string };
  let before: Awaited<ReturnType<typeof applicationRowCounts>>;

  async function send(body: string) {
    const response = await fetch(`${server.url}/api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
      body,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  /** A refusal: 4xx, one of the known messages, never a request id of a 500. */
  function expectRefused(answer: { status: number; body: Record<string, unknown> }) {
    expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(refusalMessages).toContain(answer.body.message);
  }

  beforeAll(async () => {
    credentials = await loginAs(server, 'demo.member');
    before = await applicationRowCounts(server.db);
  });
  afterAll(async () => {
    // Nothing any of the requests below sent was stored.
    expect(await applicationRowCounts(server.db)).toEqual(before);
  });

  it('refuses wrong JSON types, naming each field, and still echoes the form keys it can', async () => {
    const types = await server.call('application', 'submit', {
      appId: 5,
      formId,
      data: 'x',
      idempotencyKey: 1_234_567_890_123_456,
    });
    expectRefused(types);
    expect(types.body).toEqual({
      message: messages.checkFormFields,
      errors: {
        appId: messages.mustBeString,
        data: messages.invalid,
        idempotencyKey: messages.mustBeString,
      },
      formId,
    });
    for (const data of [null, 7, true, [], ['insured']]) {
      const answer = await server.call('application', 'step', {
        appId,
        formId,
        step: 'insured',
        data,
        ...credentials,
      });
      expectRefused(answer);
      expect(answer.body).toMatchObject({ appId, formId, step: 'insured' });
      expect(Object.keys(answer.body.errors as object)).toEqual(['data']);
    }
    const field = await server.call('application', 'step', {
      appId,
      formId,
      step: 'insured',
      data: { ...application, insured: { ...insured, firstName: 7, dateOfBirth: ['x'] } },
      ...credentials,
    });
    expect(field.status).toBe(400);
    expect(field.body.errors).toEqual({
      'insured.firstName': messages.mustBeString,
      'insured.dateOfBirth': messages.mustBeString,
    });
  });

  it('refuses arrays where objects belong, at every level', async () => {
    expectRefused(await send('[]'));
    expectRefused(await send(JSON.stringify(['application', 'step'])));
    const sections = await server.call('application', 'submit', {
      appId,
      formId,
      data: { ...application, insured: [insured], beneficiaries: [] },
      idempotencyKey: 'arrays-where-objects-1',
    });
    expectRefused(sections);
    expect(sections.body.errors).toMatchObject({
      insured: messages.invalid,
      beneficiaries: messages.invalid,
    });
  });

  it('answers huge strings and bodies with a 4xx', async () => {
    const tooLarge = await server.call('application', 'step', {
      appId,
      formId,
      step: 'insured',
      data: { ...application, insured: { ...insured, firstName: 'A'.repeat(200_000) } },
    });
    expect(tooLarge.status).toBe(413);
    expectRefused(tooLarge);
    const long = await server.call('application', 'step', {
      appId,
      formId,
      step: 'insured',
      data: { ...application, insured: { ...insured, firstName: 'A'.repeat(90_000) } },
      ...credentials,
    });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual({ 'insured.firstName': maxLengthMessage(15) });
    const keys = await server.call('application', 'step', {
      appId: 'a'.repeat(5_000),
      formId: 'f'.repeat(5_000),
      step: 's'.repeat(5_000),
      data: {},
    });
    expectRefused(keys);
    expect(Object.keys(keys.body.errors as object).sort()).toEqual(['appId', 'formId', 'step']);
  });

  it('refuses a list of thousands of entries for its length, in a small answer', async () => {
    const beneficiaries = { primary: Array.from({ length: 30_000 }, () => ({})), contingent: [] };
    for (const action of ['step', 'submit'] as const) {
      const refused = await server.call('application', action, {
        appId,
        formId,
        ...(action === 'step'
          ? { step: 'beneficiaries' }
          : { idempotencyKey: 'long-list-key-00001' }),
        data: { ...application, beneficiaries },
      });
      expectRefused(refused);
      const errors = refused.body.errors as Record<string, string>;
      expect(errors['beneficiaries.primary']).toBe(maxItemsMessage(10));
      // The entries' own errors stop at the one past the limit, not 30,000 of them.
      expect(Object.keys(errors).length).toBeLessThan(40);
      expect(JSON.stringify(refused.body.errors).length).toBeLessThan(5_000);
    }
  });

  it('refuses deep nesting with 400 rather than overflowing the stack', async () => {
    const arrays = '['.repeat(40_000) + ']'.repeat(40_000);
    const objects = '{"a":'.repeat(15_000) + '1' + '}'.repeat(15_000);
    for (const [action, data] of [
      ['step', { appId, formId, step: 'insured', data: { ...application, extra: 'RAW' } }],
      ['step', { appId, formId, step: 'insured', data: { ...application, insured: 'RAW' } }],
      [
        'submit',
        {
          appId,
          formId,
          idempotencyKey: 'deep-nesting-key-0001',
          data: { ...application, insured: { ...insured, nickname: 'RAW' } },
        },
      ],
      ['draft', { appId, formId, ...credentials, memberToken: 'RAW' }],
    ] as const) {
      for (const raw of [arrays, objects]) {
        const answer = await send(withRaw(action, data, raw));
        expectRefused(answer);
        expect(answer.body).toMatchObject({ message: messages.checkFormFields, appId, formId });
      }
    }
  });

  it('refuses an unknown form, a form of another plan, an unknown step', async () => {
    const unknownForm = await server.call('application', 'submit', {
      appId,
      formId: 'no-such-form',
      data: application,
      idempotencyKey: 'unknown-form-key-0001',
    });
    expect(unknownForm.status).toBe(404);
    expect(unknownForm.body).toEqual({
      message: messages.nothingFound,
      appId,
      formId: 'no-such-form',
    });
    const otherApp = await server.call('application', 'step', {
      appId: 'national-guard',
      formId,
      step: 'insured',
      data: application,
    });
    expect(otherApp.status).toBe(400);
    // No form of that plan has this id: none of the answers is one it asks for.
    expect(otherApp.body).toEqual({
      message: messages.checkFormFields,
      errors: { appId: messages.invalid },
      appId: 'national-guard',
      formId,
      step: 'insured',
      data: {},
    });
    for (const step of ['no-such-step', 'review', '__proto__', 'constructor', 'toString']) {
      const answer = await server.call('application', 'step', {
        appId,
        formId,
        step,
        data: application,
        ...credentials,
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        message: messages.checkFormFields,
        errors: { step: messages.invalid },
        appId,
        formId,
        step,
        data: withoutSensitive(application, sensitivePaths(sample.definition)),
      });
    }
    for (const [key, value] of [
      ['appId', '__proto__'],
      ['formId', 'constructor'],
      ['formId', 'toString'],
    ] as const) {
      expectRefused(
        await server.call('application', 'draft', { appId, formId, ...credentials, [key]: value }),
      );
    }
  });

  it('refuses prototype-pollution keys and leaves Object.prototype alone', async () => {
    const proto = await send(
      withRaw('step', { appId, formId, step: 'insured', data: 'RAW' }, '{"__proto__":{"x":1}}'),
    );
    expectRefused(proto);
    // Valid JSON all the same: the answer says what is wrong with it.
    expect(proto.body.message).toBe(forbiddenKeyMessage);
    const constructor = await send(
      withRaw(
        'submit',
        { appId, formId, idempotencyKey: 'constructor-key-00001', data: 'RAW' },
        '{"constructor":{"prototype":{"polluted":true}}}',
      ),
    );
    expectRefused(constructor);
    expect(constructor.body.message).toBe(forbiddenKeyMessage);
    const envelope = await send('{"__proto__":{"api":"application"},"action":"step","data":{}}');
    expectRefused(envelope);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('refuses NUL characters in values and keys, naming the field', async () => {
    const value = await server.call('application', 'step', {
      appId,
      formId,
      step: 'insured',
      data: { ...application, insured: { ...insured, lastName: 'Doe\u0000' } },
      ...credentials,
    });
    expect(value.status).toBe(400);
    expect(value.body).toMatchObject({
      errors: { 'insured.lastName': messages.invalidCharacter },
      appId,
      formId,
      step: 'insured',
    });
    const key = await server.call('application', 'submit', {
      appId,
      formId,
      data: { ...application, insured: { ...insured, 'x\u0000': 'y' } },
      idempotencyKey: 'nul-in-key-000000001',
    });
    expect(key.status).toBe(400);
    expect(key.body.errors).toEqual({ insured: messages.invalidCharacter });
  });

  it('refuses missing data and missing keys with the required message', async () => {
    const step = await server.call('application', 'step', { appId, formId, step: 'insured' });
    expect(step.status).toBe(400);
    expect(step.body.errors).toEqual({ data: messages.required });
    const submit = await server.call('application', 'submit', { appId, formId });
    expect(submit.body.errors).toEqual({
      data: messages.required,
      idempotencyKey: messages.required,
    });
    const draft = await server.call('application', 'draft', { appId, formId });
    expect(draft.body.errors).toEqual({
      memberId: messages.required,
      memberToken: messages.required,
    });
    const empty = await send(JSON.stringify({ api: 'application', action: 'submit' }));
    expectRefused(empty);
    expectRefused(await send(''));
    expectRefused(await send('{"api":"application","action":"step","data":'));
  });
});
