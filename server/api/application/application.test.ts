import { describe, expect, it } from 'vitest';
import {
  runtimeForm,
  sensitivePaths,
  stepPaths,
  withoutSensitive,
  type FormData,
} from '../../../engine';
import { formById, plansRules } from '../../../forms';
import { messages } from '../../../validators';
import { sampleApplication, signatureFor } from '../../testing/sample-application';
import { suiteServer } from '../../testing/suite-server';
import { databaseTargets, loginAs } from '../../testing/test-server';

const formId = 'term-90-plus-standard';
const appId = 'term-90-plus';
const definition = formById(formId);
if (!definition) throw new Error('no standard form');

// A complete valid application, made by the step-path generator (the card path).
const context = { rules: plansRules, now: new Date() };
const path = stepPaths(runtimeForm(definition, plansRules), context).find((p) =>
  p.steps.includes('card'),
);
const application: FormData = (path?.events ?? []).reduce<FormData>(
  (all, event) => (event.type === 'NEXT' ? { ...all, ...event.data } : all),
  {},
);
const ssn = (application.insured as { ssn: string }).ssn;
const card = application.card as { number: string; cvv: string };
/** Applications a logged-in member sends: each a complete one paying by card. */
// NexGen adult: a plan shaped otherwise (no military service, no tobacco question), filed under
// its own application type, 'nextgen'.
const submittedByMembers = [
  'term-90-plus-standard',
  'reserve-group-life-member',
  'nexgen-adult-adult',
].map((id) => sampleApplication(id, (steps) => steps.includes('card')));
/** The answers as the api sends them back: the SSN, card and bank numbers and CVV left out. */
const shown = (data: FormData): FormData => withoutSensitive(data, sensitivePaths(definition));

describe.each(databaseTargets())('application api on %s', (target) => {
  const server = suiteServer(target);

  it('validates a step with the form schemas and answers the spec messages', async () => {
    const bad = {
      ...application,
      insured: { ...(application.insured as object), ssn: '666-12-3456' },
    };
    const refused = await server.call('application', 'step', {
      appId,
      formId,
      step: 'insured',
      data: bad,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      message: messages.checkFormFields,
      errors: { 'insured.ssn': messages.ssnInvalid },
      appId,
      formId,
      step: 'insured',
      data: shown(bad),
    });
    const passed = await server.call('application', 'step', {
      appId,
      formId,
      step: 'insured',
      data: application,
    });
    expect(passed.status).toBe(200);
    // Input the action's own schema refuses (data is no object) still answers the three keys.
    const malformed = await server.call('application', 'step', {
      appId,
      formId,
      step: 'insured',
      data: 'not an object',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ message: messages.checkFormFields, appId, formId });
    expect(malformed.body).toMatchObject({ step: 'insured' });
    expect(passed.body).toMatchObject({ appId, formId, step: 'insured' });
  });

  it('refuses an unknown form and a step the data does not enter', async () => {
    const unknown = await server.call('application', 'step', {
      appId,
      formId: 'nope',
      step: 'x',
      data: {},
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      message: messages.nothingFound,
      appId,
      formId: 'nope',
      step: 'x',
      data: {},
    });
    const cash = { ...application, payment: { method: 'check', frequency: 'M' } };
    const answer = await server.call('application', 'step', {
      appId,
      formId,
      step: 'card',
      data: cash,
    });
    expect(answer.status).toBe(400);
    // The card answers are not part of an application paid by check: not sent back either.
    const { card: _card, ...byCheck }: FormData = cash;
    expect(answer.body).toEqual({
      message: messages.checkFormFields,
      errors: { step: messages.invalid },
      appId,
      formId,
      step: 'card',
      data: shown(byCheck),
    });
  });

  it('answers and stores only the declared answers of the steps taken, refusals included', async () => {
    const credentials = await loginAs(server, 'demo.member');
    const extra = {
      ...application,
      insured: { ...(application.insured as object), foo: 'bar' },
      mailing: { ...(application.mailing as object), note: { deep: 'x' } },
      passedSteps: ['authorization'],
    };
    // Undeclared fields are left out, as the browser's submission leaves them out: never echoed
    // nor stored, and not refused (the browser sends its whole data with each step).
    const passed = await server.call<{ data: FormData }>('application', 'step', {
      appId,
      formId,
      step: 'contact',
      data: extra,
      ...credentials,
    });
    expect(passed.status).toBe(200);
    expect(passed.body.data).toEqual(shown(application));
    const draft = await server.call<{ data: FormData }>('application', 'draft', {
      appId,
      formId,
      ...credentials,
    });
    expect(JSON.stringify(draft.body.data)).not.toMatch(/foo|bar|note|passedSteps/);
    // A refusal carries the same data: declared answers, nothing sensitive.
    const refused = await server.call<{ data: FormData }>('application', 'step', {
      appId,
      formId,
      step: 'contact',
      data: { ...extra, mailing: { ...(application.mailing as object), zip: '1' } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ appId, formId, step: 'contact' });
    expect(refused.body.data).toEqual({
      ...shown(application),
      mailing: { ...(application.mailing as object), zip: '1' },
    });
    for (const secret of [ssn, card.number, card.cvv]) {
      expect(JSON.stringify(refused.body)).not.toContain(secret);
      expect(JSON.stringify(passed.body)).not.toContain(secret);
    }
    // Card answers left from before the bank account was chosen: not an answer any more.
    const byBank = {
      ...application,
      payment: { ...(application.payment as object), method: 'eft' },
    };
    const payment = await server.call<{ data: FormData }>('application', 'step', {
      appId,
      formId,
      step: 'payment',
      data: byBank,
    });
    expect(payment.status).toBe(200);
    expect(payment.body.data.card).toBeUndefined();
  });

  it('takes a line break in the unit as a space, and a name with a separate accent mark as one letter', async () => {
    const service = application.service as FormData;
    const eligibility = await server.call<{ data: FormData }>('application', 'step', {
      appId,
      formId,
      step: 'eligibility',
      data: { ...application, service: { ...service, unit: '1st Battalion\n5th Marines' } },
    });
    expect(eligibility.status, JSON.stringify(eligibility.body)).toBe(200);
    expect((eligibility.body.data.service as FormData).unit).toBe('1st Battalion 5th Marines');
    // 15 letters, each written as a letter and a combining accent: 30 code points as sent.
    const decomposed = 'e\u0301'.repeat(15);
    const insured = await server.call<{ data: FormData }>('application', 'step', {
      appId,
      formId,
      step: 'insured',
      data: {
        ...application,
        insured: { ...(application.insured as FormData), firstName: decomposed },
      },
    });
    expect(insured.status, JSON.stringify(insured.body)).toBe(200);
    expect((insured.body.data.insured as FormData).firstName).toBe('\u00e9'.repeat(15));
  });

  it('stores texts as checked: trimmed, and one of spaces only as no answer', async () => {
    const insured = application.insured as FormData;
    const spaced = {
      ...application,
      insured: { ...insured, firstName: ` ${String(insured.firstName)} `, middleInitial: ' ' },
    };
    const passed = await server.call<{ data: FormData }>('application', 'step', {
      appId,
      formId,
      step: 'insured',
      data: spaced,
    });
    expect(passed.status).toBe(200);
    expect((passed.body.data.insured as FormData).firstName).toBe(insured.firstName);
    expect(passed.body.data.insured).not.toHaveProperty('middleInitial');
    const key = 'trimmed-texts-0000000001';
    const sent = await server.call<{ applicationId: string }>('application', 'submit', {
      appId,
      formId,
      data: spaced,
      ...signatureFor(formId, spaced),
      idempotencyKey: key,
    });
    expect(sent.status).toBe(200);
    const row = await server.db
      .selectFrom('application_submissions')
      .select('data')
      .where('idempotency_key', '=', key)
      .executeTakeFirstOrThrow();
    expect((row.data.insured as FormData).firstName).toBe(insured.firstName);
    expect(row.data.insured).not.toHaveProperty('middleInitial');
    // The same answers sent again (as typed, or as the browser trims them) are the same application.
    for (const data of [spaced, application]) {
      const again = await server.call<{ applicationId: string }>('application', 'submit', {
        appId,
        formId,
        data,
        ...signatureFor(formId, data),
        idempotencyKey: key,
      });
      expect(again.body.applicationId).toBe(sent.body.applicationId);
    }
  });

  it("saves a member's draft without sensitive fields, to resume on another device", async () => {
    const credentials = await loginAs(server, 'demo.member');
    const saved = await server.call('application', 'step', {
      appId,
      formId,
      step: 'insured',
      data: application,
      ...credentials,
    });
    expect(saved.status).toBe(200);
    // The answer echoes the data, with no sensitive field in it.
    expect(JSON.stringify(saved.body)).toContain('"appId"');
    expect(JSON.stringify(saved.body)).not.toContain(ssn);
    const draft = await server.call<{
      data: FormData;
      passedSteps: string[];
      lastPassedStep: string;
    }>('application', 'draft', {
      appId,
      formId,
      ...credentials,
    });
    expect(draft.status).toBe(200);
    // The furthest step passed, in the order the answers lead (earlier tests passed more).
    expect(draft.body.passedSteps).toContain('insured');
    expect(draft.body.lastPassedStep).toBe(draft.body.passedSteps.at(-1));
    expect(JSON.stringify(draft.body.data)).not.toContain(ssn);
    expect((draft.body.data.insured as { firstName: string }).firstName).toBe(
      (application.insured as { firstName: string }).firstName,
    );
    const stranger = await server.call('application', 'draft', {
      appId,
      formId,
      memberId: credentials.memberId,
      memberToken: 'x',
    });
    expect(stranger.status).toBe(401);
    expect(stranger.body).toMatchObject({ appId, formId });
  });

  // Every plan's application reaches the member's account, Reserve Group Life (no rate sheet) too.
  it.each(submittedByMembers.map((sample) => [sample.formId, sample] as const))(
    '%s: submits once per idempotency key, stores sensitive fields encrypted, shows it in getUser',
    async (formId, sample) => {
      const { appId, data } = sample;
      const credentials = await loginAs(server, 'demo.member');
      const idempotencyKey = `key-${formId}`;
      const first = await server.call<{ applicationId: string; referenceNumber: string }>(
        'application',
        'submit',
        { appId, formId, data, idempotencyKey, ...signatureFor(formId, data), ...credentials },
      );
      expect(first.status).toBe(200);
      expect(first.body.referenceNumber).toMatch(/^MBA-[A-Z0-9]{10}$/);
      const again = await server.call('application', 'submit', {
        appId,
        formId,
        data,
        ...signatureFor(formId, data),
        idempotencyKey,
        ...credentials,
      });
      expect(again.body).toEqual(first.body);

      const rows = await server.db
        .selectFrom('application_submissions')
        .selectAll()
        .where('idempotency_key', '=', idempotencyKey)
        .execute();
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows[0]?.data)).not.toContain((data.insured as { ssn: string }).ssn);
      expect(JSON.stringify(rows[0]?.data)).not.toContain((data.card as { number: string }).number);

      const user = await server.call<{ applications: Record<string, Array<{ _id: string }>> }>(
        'aqua',
        'getUser',
        credentials,
      );
      // getUser lists applications by policy type, the form's application type.
      const type = sample.definition.applicationType;
      expect(user.body.applications[type]?.map((a) => a._id)).toContain(first.body.applicationId);
    },
  );

  it('refuses an invalid submission with the same messages and stores nothing', async () => {
    const bad = { ...application, coverage: { amount: 1_050_000, tobacco: '0' } };
    const answer = await server.call('application', 'submit', {
      appId,
      formId,
      data: bad,
      ...signatureFor(formId, bad),
      idempotencyKey: 'key-invalid-000000001',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: messages.checkFormFields,
      errors: { 'coverage.amount': messages.invalid },
      appId,
      formId,
    });
    const rows = await server.db
      .selectFrom('application_submissions')
      .select('idempotency_key')
      .where('idempotency_key', '=', 'key-invalid-000000001')
      .execute();
    expect(rows).toEqual([]);
  });
});
