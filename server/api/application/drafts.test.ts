import { beforeAll, describe, expect, it } from 'vitest';
import { formVersionOf, type FormData } from '../../../engine';
import { formById } from '../../../forms';
import { applicationAlreadyReceivedMessage, messages } from '../../../validators';
import { applicationRowCounts } from '../../testing/application-rows';
import { sampleApplication, signatureFor } from '../../testing/sample-application';
import { suiteServer } from '../../testing/suite-server';
import { databaseTargets, loginAs } from '../../testing/test-server';

const sample = sampleApplication('term-90-plus-standard', (steps) => steps.includes('card'));
const { appId, formId, data: application } = sample;
const definition = formById(formId);
const insured = application.insured as FormData;
const ssn = String(insured.ssn);

interface DraftAnswer {
  data: FormData;
  passedSteps: string[];
  lastPassedStep: string;
}

describe.each(databaseTargets())("a member's draft on %s", (target) => {
  let member: { memberId: string; memberToken: string };
  let other: { memberId: string; memberToken: string };

  const server = suiteServer(target);
  beforeAll(async () => {
    member = await loginAs(server, 'demo.member');
    other = await loginAs(server, 'demo.guard');
  });

  const step = (
    stepId: string,
    data: FormData,
    credentials: object = member,
    idempotencyKey?: string,
  ) =>
    server.call('application', 'step', {
      appId,
      formId,
      step: stepId,
      data,
      idempotencyKey,
      ...credentials,
    });
  const draftOf = (credentials: object = member) =>
    server.call<DraftAnswer>('application', 'draft', { appId, formId, ...credentials });
  const storedRow = () =>
    server.db
      .selectFrom('application_drafts')
      .selectAll()
      .where('member_id', '=', member.memberId)
      .executeTakeFirst();

  it('keeps only the answers of steps that validate, never those typed ahead', async () => {
    const typedAhead = {
      ...application,
      insured: { ...insured, firstName: '<script>', nickname: 'x'.repeat(10_000) },
      card: { number: 'garbage' },
      eligibility: { from: 'another form' },
    };
    expect((await step('eligibility', typedAhead)).status).toBe(200);
    const first = await draftOf();
    expect(first.body.passedSteps).toEqual(['eligibility']);
    expect(first.body.data).toEqual({ service: application.service });

    expect((await step('insured', application)).status).toBe(200);
    // The owner step between them is checked with contact, so it is passed too.
    expect((await step('contact', application)).status).toBe(200);
    const passedFour = ['eligibility', 'insured', 'owner', 'contact'];
    expect((await draftOf()).body.passedSteps).toEqual(passedFour);

    // A later step is refused while an earlier one does not validate: nothing is stored.
    const broken = { ...application, insured: { ...insured, lastName: 'Doe<' } };
    const refused = await step('coverage', broken);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ 'insured.lastName': messages.invalidCharacter });
    expect((await draftOf()).body.passedSteps).toEqual(passedFour);

    // An earlier step passed again with answers that break a later passed step takes that
    // step, and its answers, out of the draft.
    const moved = { ...application, mailing: { ...(application.mailing as FormData), zip: '1' } };
    expect((await step('insured', moved)).status).toBe(200);
    const after = await draftOf();
    expect(after.body.passedSteps).toEqual(['eligibility', 'insured', 'owner']);
    expect(after.body.data.mailing).toBeUndefined();
    expect(after.body.data.contact).toBeUndefined();
    expect(after.body.lastPassedStep).toBe('owner');

    // A later step sent with every earlier step valid again passes them all, with their
    // answers: the draft never claims a step beyond one it lacks.
    expect((await step('coverage', application)).status).toBe(200);
    const again = await draftOf();
    expect(again.body.passedSteps).toEqual([...passedFour, 'coverage']);
    expect(again.body.data.mailing).toEqual(application.mailing);
    expect(again.body.data.coverage).toEqual(application.coverage);
    expect(again.body.lastPassedStep).toBe('coverage');
  });

  it('is saved without sensitive fields and resumes on another device', async () => {
    for (const id of sample.steps) expect((await step(id, application)).status).toBe(200);
    const row = await storedRow();
    expect(JSON.stringify(row?.data)).not.toContain(ssn);
    expect(JSON.stringify(row?.data)).not.toContain(String((application.card as FormData).number));
    expect(JSON.stringify(row?.data)).not.toContain(String((application.card as FormData).cvv));
    const resumed = await draftOf();
    expect(resumed.status).toBe(200);
    expect(resumed.body.passedSteps).toEqual(sample.steps);
    expect((resumed.body.data.insured as FormData).firstName).toBe(insured.firstName);
    expect((resumed.body.data.insured as FormData).ssn).toBeUndefined();
    expect((resumed.body.data.card as FormData).number).toBeUndefined();
  });

  it("keeps a step passed when a later one comes without its sensitive answers (the browser sends only a step's own)", async () => {
    const { ssn: _ssn, ...insuredWithoutSsn } = insured;
    const later = { ...application, insured: insuredWithoutSsn };
    expect((await step('eligibility', application)).status).toBe(200);
    expect((await step('insured', application)).status).toBe(200);
    expect((await step('contact', later)).status).toBe(200);
    expect((await step('coverage', later)).status).toBe(200);
    expect((await draftOf()).body.passedSteps).toEqual(
      expect.arrayContaining(['eligibility', 'insured', 'contact', 'coverage']),
    );
    // A step's own sensitive answer is still required with it.
    const refused = await step('insured', later);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ 'insured.ssn': messages.required });
  });

  it('refuses an invalid step without touching the draft', async () => {
    const before = await storedRow();
    const refused = await step('insured', { ...application, insured: { ...insured, ssn: '1' } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ 'insured.ssn': messages.ssnFormat });
    expect(await storedRow()).toEqual(before);
  });

  it("cannot be read or overwritten by anyone without the member's session", async () => {
    const before = await storedRow();
    const counts = await applicationRowCounts(server.db);
    const attempts = [
      // Anonymous: the member's id with no token, an empty one, or a made-up one.
      { memberId: member.memberId },
      { memberId: member.memberId, memberToken: '' },
      { memberId: member.memberId, memberToken: 'x'.repeat(43) },
      // Another member's valid session with this member's id, and the reverse.
      { memberId: member.memberId, memberToken: other.memberToken },
      { memberId: other.memberId, memberToken: member.memberToken },
      // The token alone.
      { memberToken: member.memberToken },
    ];
    for (const credentials of attempts) {
      const read = await draftOf(credentials);
      expect(read.status, JSON.stringify(credentials)).toBeGreaterThanOrEqual(400);
      expect(read.status).toBeLessThan(500);
      expect(JSON.stringify(read.body)).not.toContain(String(insured.firstName));
      const write = await step(
        'eligibility',
        { service: { dutyStatus: '2', branch: '5' } },
        credentials,
      );
      expect(write.status, JSON.stringify(credentials)).toBeGreaterThanOrEqual(400);
      expect(write.status).toBeLessThan(500);
    }
    expect(await storedRow()).toEqual(before);
    expect(await applicationRowCounts(server.db)).toEqual(counts);
    // The other member has no draft of this form: nothing to read.
    const none = await draftOf(other);
    expect(none.status).toBe(200);
    expect(none.body).toEqual({
      appId,
      formId,
      data: null,
      passedSteps: [],
      lastPassedStep: null,
      updatedAt: null,
      idempotencyKey: null,
      formVersion: null,
    });
  });

  it('records the form version the answers were saved under, version 1 for a draft saved before', async () => {
    expect((await step('eligibility', application)).status).toBe(200);
    const version = definition ? formVersionOf(definition) : undefined;
    expect(version).toBeGreaterThan(1);
    expect((await storedRow())?.form_version).toBe(version);
    expect((await draftOf()).body).toMatchObject({ formVersion: version });
    await server.db
      .updateTable('application_drafts')
      .set({ form_version: null })
      .where('member_id', '=', member.memberId)
      .execute();
    expect((await draftOf()).body).toMatchObject({ formVersion: 1 });
  });

  it("carries the application's submission key to the member's other devices: finished on both, it is submitted once", async () => {
    const key = 'first-device-key-0123456789';
    expect((await step('eligibility', application, member, key)).status).toBe(200);
    expect((await draftOf()).body).toMatchObject({ idempotencyKey: key });
    // A step sent without a key leaves the draft's key as it is.
    expect((await step('insured', application)).status).toBe(200);
    expect((await draftOf()).body).toMatchObject({ idempotencyKey: key });
    const submit = (data: FormData) =>
      server.call<{ applicationId: string }>('application', 'submit', {
        appId,
        formId,
        data,
        ...signatureFor(formId, data),
        idempotencyKey: key,
        ...member,
      });
    const counts = await applicationRowCounts(server.db);
    // Finished on the second device (which took the key with the draft), then on the first.
    const second = await submit(application);
    const first = await submit(application);
    expect(second.status).toBe(200);
    expect(first.status).toBe(200);
    expect(first.body.applicationId).toBe(second.body.applicationId);
    expect((await applicationRowCounts(server.db)).applications).toBe(counts.applications + 1);
    // The first device, its answers changed since, is told they were not received.
    const changed = await submit({ ...application, insured: { ...insured, firstName: 'Beth' } });
    expect(changed.status).toBe(409);
    const { referenceNumber } = second.body as unknown as { referenceNumber: string };
    // It names the application received, the sender's own, so the browser can show it.
    expect(changed.body).toEqual({
      message: applicationAlreadyReceivedMessage(referenceNumber),
      appId,
      formId,
      applicationId: second.body.applicationId,
      referenceNumber,
      status: 'received',
      // The sender's own: the key to its PDF copy too.
      downloadKey: expect.any(String),
    });
    expect((await applicationRowCounts(server.db)).applications).toBe(counts.applications + 1);
  });

  it("leaves no draft of an application received: a step sent after it does not hand its key to the member's next application", async () => {
    const key = 'sent-from-the-other-device-0123';
    expect((await step('eligibility', application, member, key)).status).toBe(200);
    const sent = await server.call('application', 'submit', {
      appId,
      formId,
      data: application,
      ...signatureFor(formId, application),
      idempotencyKey: key,
      ...member,
    });
    expect(sent.status).toBe(200);
    expect((await draftOf()).body.data).toBeNull();
    // The first device, still on the form, passes another step with the key: no draft is saved.
    expect((await step('insured', application, member, key)).status).toBe(200);
    expect(await storedRow()).toBeUndefined();
    expect((await draftOf()).body).toMatchObject({ data: null, idempotencyKey: null });
    // A draft left holding a received application's key (saved before this rule) is not resumed.
    await server.db
      .insertInto('application_drafts')
      .values({
        member_id: member.memberId,
        app_id: appId,
        form_id: formId,
        data: JSON.stringify({ service: application.service }),
        passed_steps: JSON.stringify(['eligibility']),
        last_passed_step: 'eligibility',
        updated_at: new Date(),
        submission_key: key,
      })
      .execute();
    expect((await draftOf()).body).toMatchObject({ data: null, idempotencyKey: null });
    expect(await storedRow()).toBeUndefined();
  });

  it('keeps no bank number or CVV of the payment steps, only what may be stored', async () => {
    const byBank = sampleApplication('term-90-plus-standard', (steps) => steps.includes('bank'));
    const bank: FormData = { ...(byBank.data.bank as FormData), accountNumber: '90817263544' };
    const card = application.card as FormData;
    for (const [answers, steps] of [
      [application, sample.steps],
      [{ ...byBank.data, bank }, byBank.steps],
    ] as const) {
      for (const id of steps) expect((await step(id, answers)).status).toBe(200);
      const text = JSON.stringify((await storedRow())?.data);
      for (const secret of [card.number, card.cvv, bank.routingNumber, bank.accountNumber]) {
        expect(text).not.toContain(`"${String(secret)}"`);
      }
      expect(text).not.toMatch(/"(number|cvv|routingNumber|accountNumber)"/);
    }
    const draft = await draftOf();
    expect(draft.body.data.bank).toEqual({
      bankName: bank.bankName,
      accountType: bank.accountType,
    });
  });

  it('refuses a submission key that is not one', async () => {
    const refused = await step('eligibility', application, member, 'short');
    expect(refused.status).toBe(400);
  });
});
