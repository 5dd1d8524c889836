import { beforeAll, describe, expect, it } from 'vitest';
import type { FormData } from '../../../engine';
import { messages } from '../../../validators';
import { ssnCipher } from '../../auth/ssn-cipher';
import { PaymentDetailsRefused, type PaymentGateway } from '../../payments';
import { applicationRowCounts } from '../../testing/application-rows';
import { sampleApplication, signatureFor } from '../../testing/sample-application';
import { everyStoredText, holdsNumber } from '../../testing/stored-text';
import { suiteServer } from '../../testing/suite-server';
import { databaseTargets, loginAs, startTestServer, testVaultKey } from '../../testing/test-server';

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
  let member: { memberId: string; memberToken: string };
  let other: { memberId: string; memberToken: string };

  const server = suiteServer(target);
  beforeAll(async () => {
    member = await loginAs(server, 'demo.member');
    other = await loginAs(server, 'demo.guard');
  });

  const submit = (idempotencyKey: string, credentials: object = {}, data = byCard.data) =>
    server.call<Submitted & { message?: string }>('application', 'submit', {
      appId,
      formId,
      data,
      ...signatureFor(formId, data),
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

  // Numbers no other test sends, so a search for them finds this test's rows only.
  const card: FormData & { number: string; cvv: string } = {
    ...(byCard.data.card as FormData),
    number: '4012888888881881',
    cvv: '7391',
  };
  const bank: FormData & { routingNumber: string; accountNumber: string } = {
    ...(byBank.data.bank as FormData),
    routingNumber: '021000021',
    accountNumber: '90817263544',
  };
  const vault = ssnCipher(testVaultKey);

  it('stores no CVV, card or bank number: the vault token, brand, last four digits, expiry', async () => {
    const cardKey = newKey();
    const bankKey = newKey();
    expect((await submit(cardKey, member, { ...byCard.data, card })).status).toBe(200);
    expect((await submit(bankKey, member, { ...byBank.data, bank })).status).toBe(200);
    const [cardRow] = await rowsOf(cardKey);
    const [bankRow] = await rowsOf(bankKey);
    const storedCard = cardRow?.data.card as FormData;
    expect(storedCard).toEqual({
      cardType: card.cardType,
      nameOnCard: card.nameOnCard,
      token: expect.stringMatching(/^tok_card_[\w-]{24}$/),
      brand: 'visa',
      last4: '1881',
      expiry: card.expiry,
      checkedAt: server.clock.now().toISOString(),
    });
    const storedBank = bankRow?.data.bank as FormData;
    expect(storedBank).toEqual({
      bankName: bank.bankName,
      accountType: bank.accountType,
      token: expect.stringMatching(/^tok_bank_[\w-]{24}$/),
      last4: '3544',
    });
    // Every table's rows, their sealed values opened with the SSN key and the vault's.
    const stored = await everyStoredText(server.db, [server.cipher, vault]);
    const holding = (digits: string) =>
      stored.filter((row) => row.texts.some((text) => holdsNumber(text, digits)));
    expect(holding(card.cvv)).toEqual([]);
    expect(stored.filter((row) => row.texts.some((text) => text.includes('"cvv"')))).toEqual([]);
    // The numbers are in the vault alone, encrypted: one token's row each.
    for (const number of [card.number, bank.accountNumber, bank.routingNumber]) {
      expect(holding(number).map((row) => row.table)).toEqual(['payment_tokens']);
      const [row] = holding(number);
      expect(row?.texts[0]).not.toContain(number);
    }
    const [cardToken] = holding(card.number);
    expect(cardToken?.texts[0]).toContain(String(storedCard.token));
    // The SSNs stay sealed with the SSN key.
    for (const section of ['insured', 'owner']) {
      const sealed = sectionField(cardRow?.data ?? {}, section, 'ssn');
      expect(server.cipher.decrypt(sealed)).toBe(sectionField(byCard.data, section, 'ssn'));
    }
    const user = await server.call('aqua', 'getUser', member);
    expect(user.status).toBe(200);
    const shown = JSON.stringify(user.body);
    for (const value of [card.number, card.cvv, bank.accountNumber, bank.routingNumber]) {
      expect(holdsNumber(shown, value)).toBe(false);
    }
  });

  it('recognises a repeated submit without keeping the numbers: the CVV is not compared', async () => {
    const key = newKey();
    const data = { ...byCard.data, card };
    const first = await submit(key, member, data);
    expect(first.status).toBe(200);
    const again = await submit(key, member, { ...data, card: { ...card, cvv: '739' } });
    expect(again.body).toEqual(first.body);
    const otherCard = await submit(key, member, {
      ...data,
      card: { ...card, number: '4111111111111111' },
    });
    expect(otherCard.status).toBe(409);
    expect(otherCard.body.message).toContain(first.body.referenceNumber);
    expect(await rowsOf(key)).toHaveLength(1);
  });

  it('refuses a card the gateway refuses, as the answer it names, and stores nothing', async () => {
    const refusing: PaymentGateway = {
      tokenizeCard: async () => {
        throw new PaymentDetailsRefused('number', 'This card was declined.');
      },
      tokenizeBankAccount: async () => {
        throw new PaymentDetailsRefused('accountNumber', 'This account was refused.');
      },
      charge: async () => {
        throw new Error('An application is not charged');
      },
      verifyCard: async () => {
        throw new Error('A refused card is never checked');
      },
    };
    const declining = await startTestServer(target, { payments: refusing });
    try {
      for (const [sample, field, message] of [
        [byCard, 'card.number', 'This card was declined.'],
        [byBank, 'bank.accountNumber', 'This account was refused.'],
      ] as const) {
        const before = await applicationRowCounts(declining.db);
        const answer = await declining.call('application', 'submit', {
          appId,
          formId,
          data: sample.data,
          ...signatureFor(formId, sample.data),
          idempotencyKey: newKey(),
        });
        expect(answer.status).toBe(400);
        expect(answer.body.errors).toEqual({ [field]: message });
        expect(await applicationRowCounts(declining.db)).toEqual(before);
      }
    } finally {
      await declining.close();
    }
  });
});
