// The card checked with its bank (the gateway's sandbox, charging nothing) at the application's
// card step and again on submission: a declined card is refused under its number in the payment
// center's words, an approved one is stored with the time of its check, and the checks from one
// address are limited, as card testers use an unguarded check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormData } from '../../../engine';
import { defaultThrottle } from '../../config';
import { tooManyRequestsMessage } from '../../auth/request-throttle';
import { cardDeclinedMessage, sandboxGateway } from '../../payments';
import { applicationRowCounts } from '../../testing/application-rows';
import { sampleApplication, signatureFor } from '../../testing/sample-application';
import {
  databaseTargets,
  startTestServer,
  testDatabase,
  type TestDatabase,
  type TestServer,
} from '../../testing/test-server';
import { serverStartTimeoutMs } from '../../testing/suite-server';
import { cardDeclinedAt } from './payment-answers';

const byCard = sampleApplication('term-90-plus-standard', (steps) => steps.includes('card'));
const { appId, formId } = byCard;
const declined = '4000 0000 0000 0002';
const approved = '4242 4242 4242 4242';
const withCard = (number: string): FormData => ({
  ...byCard.data,
  card: { ...(byCard.data.card as FormData), cardType: 'visa', number },
});

let keys = 0;
const newKey = () => `card-check-key-${String((keys += 1)).padStart(8, '0')}`;

describe.each(databaseTargets())('the card checked with its bank on %s', (target) => {
  let database: TestDatabase;
  let server: TestServer;
  const checksAllowed = 4;

  beforeAll(async () => {
    database = await testDatabase(target);
    const db = database.handle.db;
    server = await startTestServer(target, {
      db,
      payments: sandboxGateway({ db }),
      config: {
        throttle: {
          ...defaultThrottle,
          cardCheckPerAddress: { max: checksAllowed, windowSeconds: 3600 },
        },
      },
    });
  }, serverStartTimeoutMs);
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  const cardStep = (number: string) =>
    server.call('application', 'step', {
      appId,
      formId,
      step: 'card',
      data: withCard(number),
      idempotencyKey: newKey(),
    });
  const submit = (number: string) => {
    const data = withCard(number);
    return server.call<{ applicationId: string; errors?: Record<string, string> }>(
      'application',
      'submit',
      {
        appId,
        formId,
        data,
        ...signatureFor(formId, data),
        idempotencyKey: newKey(),
      },
    );
  };

  it('refuses a declined card at its step, under its number, and passes an approved one', async () => {
    const refused = await cardStep(declined);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ [cardDeclinedAt]: cardDeclinedMessage });
    expect((await cardStep(approved)).status).toBe(200);
  });

  it('refuses a declined card on submission, storing nothing', async () => {
    const before = await applicationRowCounts(server.db);
    const refused = await submit(declined);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ [cardDeclinedAt]: cardDeclinedMessage });
    expect(await applicationRowCounts(server.db)).toEqual(before);
  });

  it("stores an approved card by its token with the time of its bank's approval", async () => {
    const sent = await submit(approved);
    expect(sent.status).toBe(200);
    const row = await server.db
      .selectFrom('application_submissions')
      .select('data')
      .where('application_id', '=', sent.body.applicationId)
      .executeTakeFirstOrThrow();
    const stored = (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as {
      card: Record<string, unknown>;
    };
    expect(stored.card).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(stored.card).not.toHaveProperty('number');
    expect(new Date(String(stored.card.checkedAt)).getTime()).toBe(server.clock.now().getTime());
  });

  it('limits the checks from one address, saying so', async () => {
    // The first test made two checks from this address: two more are allowed.
    const answers = [];
    for (let check = 0; check < checksAllowed; check += 1) answers.push(await cardStep(approved));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 429, 429]);
    expect(answers[2]?.body.message).toBe(tooManyRequestsMessage);
  });
});
