import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormData } from '../../../engine';
import { messages } from '../../../validators';
import { applicationRowCounts } from '../../testing/application-rows';
import { sampleApplication } from '../../testing/sample-application';
import {
  databaseTargets,
  loginAs,
  startTestServer,
  type TestServer,
} from '../../testing/test-server';

const byCard = sampleApplication('term-90-plus-standard', (steps) => steps.includes('card'));
const byBank = sampleApplication('term-90-plus-standard', (steps) => steps.includes('bank'));
const { appId, formId } = byCard;

let keys = 0;
const newKey = () => `submissions-key-${String((keys += 1)).padStart(8, '0')}`;

interface Submitted {
  applicationId: string;
  referenceNumber: string;
}

const sectionField = (data: FormData, section: string, field: string) =>
  String((data[section] as FormData)[field]);

describe.each(databaseTargets())('submitting applications on %s', (target) => {
  let server: TestServer;
  let member: { memberId: string; memberToken: string };
  let other: { memberId: string; memberToken: string };

  beforeAll(async () => {
    server = await startTestServer(target);
    member = await loginAs(server, 'demo.member');
    other = await loginAs(server, 'demo.guard');
  }, 180_000);
  afterAll(async () => server?.close());

  const submit = (idempotencyKey: string, credentials: object = {}, data = byCard.data) =>
    server.call<Submitted & { message?: string }>('application', 'submit', {
      appId,
      formId,
      data,
      idempotencyKey,
      ...credentials,
    });
  const rowsOf = (idempotencyKey: string) =>
    server.db
      .selectFrom('application_submissions')
      .selectAll()
      .where('idempotency_key', '=', idempotencyKey)
      .execute();
  const memberApplications = (applicationId: string) =>
    server.db.selectFrom('applications').select('id').where('id', '=', applicationId).execute();

  it('answers a repeated submit with the same application, never a second one', async () => {
    const key = newKey();
    const first = await submit(key, member);
    expect(first.status).toBe(200);
    for (let again = 0; again < 3; again += 1) {
      expect((await submit(key, member)).body).toEqual(first.body);
    }
    expect(await rowsOf(key)).toHaveLength(1);
    expect(await memberApplications(first.body.applicationId)).toHaveLength(1);
  });

  it('stores one application under concurrent submits of the same key', async () => {
    for (const credentials of [member, {}]) {
      const key = newKey();
      const before = await applicationRowCounts(server.db);
      const answers = await Promise.all(Array.from({ length: 4 }, () => submit(key, credentials)));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      const ids = new Set(answers.map((a) => a.body.applicationId));
      expect(ids.size).toBe(1);
      expect(await rowsOf(key)).toHaveLength(1);
      const after = await applicationRowCounts(server.db);
      expect(after.submissions).toBe(before.submissions + 1);
      expect(after.applications).toBe(before.applications + (credentials === member ? 1 : 0));
    }
  });

  it("never answers someone else's application for its key", async () => {
    const key = newKey();
    const mine = await submit(key, member);
    expect(mine.status).toBe(200);
    for (const credentials of [{}, other]) {
      const answer = await submit(key, credentials);
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ message: messages.checkFormFields, appId, formId });
    }
    const anonymousKey = newKey();
    expect((await submit(anonymousKey)).status).toBe(200);
    expect((await submit(anonymousKey, member)).status).toBe(409);
    expect((await submit(anonymousKey)).status).toBe(200);
    // Racing another submitter for one key: one application, the loser learns nothing of it.
    const raced = newKey();
    const [a, b] = await Promise.all([submit(raced, member), submit(raced, other)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(JSON.stringify([a.body, b.body].find((body) => body.message))).not.toContain('MBA-');
    expect(await rowsOf(raced)).toHaveLength(1);
  });

  it('stores SSNs, card, CVV and bank numbers encrypted and never shows them in getUser', async () => {
    const stored: FormData[] = [];
    for (const sample of [byCard, byBank]) {
      const key = newKey();
      expect((await submit(key, member, sample.data)).status).toBe(200);
      const [row] = await rowsOf(key);
      stored.push(row?.data as FormData);
    }
    const [cardRow = {}, bankRow = {}] = stored;
    const sensitive: [FormData, FormData, string, string][] = [
      [cardRow, byCard.data, 'insured', 'ssn'],
      [cardRow, byCard.data, 'owner', 'ssn'],
      [cardRow, byCard.data, 'card', 'number'],
      [cardRow, byCard.data, 'card', 'cvv'],
      [bankRow, byBank.data, 'bank', 'routingNumber'],
      [bankRow, byBank.data, 'bank', 'accountNumber'],
    ];
    const clear: string[] = [];
    for (const [row, sent, section, field] of sensitive) {
      const value = sectionField(sent, section, field);
      const sealed = sectionField(row, section, field);
      expect(sealed).not.toContain(value);
      expect(server.cipher.decrypt(sealed)).toBe(value);
      expect(JSON.stringify(row)).not.toContain(`"${value}"`);
      clear.push(value);
    }
    const user = await server.call('aqua', 'getUser', member);
    expect(user.status).toBe(200);
    const shown = JSON.stringify(user.body);
    // As whole JSON strings: a CVV's three digits may well stand inside a random id.
    for (const value of clear) {
      expect(shown).not.toContain(`"${value}"`);
      expect(shown).not.toContain(`"${value.replace(/-/g, '')}"`);
    }
  });
});
