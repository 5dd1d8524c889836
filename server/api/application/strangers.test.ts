import { describe, expect, it } from 'vitest';
import type { FormData } from '../../../engine';
import { defaultThrottle } from '../../config';
import { sampleApplication, signatureFor } from '../../testing/sample-application';
import { suiteServer } from '../../testing/suite-server';
import { databaseTargets, type TestServer } from '../../testing/test-server';

const sample = sampleApplication('term-90-plus-standard', (steps) => steps.includes('card'));
const { appId, formId, data: application, steps } = sample;
const applicantAddress = String((application.contact as FormData).email).toLowerCase();

interface Resumed {
  data: FormData;
  passedSteps: string[];
  idempotencyKey: string | null;
}

/** Each caller its own address, as a proxy in front of the server would tell it. */
const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

async function lastLinkToken(server: TestServer, email: string): Promise<string> {
  await server.settled();
  const text = server.outboxMessages(`email-${email}`).at(-1) ?? '';
  const token = /\/resume\/([A-Za-z0-9_-]+)\//.exec(text)?.[1];
  if (token === undefined) throw new Error(`No resume link in the outbox for ${email}`);
  return token;
}

describe.each(databaseTargets())(
  'what a stranger who knows an e-mail address gets, on %s',
  (target) => {
    const server = suiteServer(target, {
      config: {
        trustProxy: true,
        throttle: { ...defaultThrottle, submitPerAddress: { max: 3, windowSeconds: 3600 } },
      },
    });

    const save = (email: string, caller: string, extra: Record<string, unknown> = {}) =>
      server.call(
        'application',
        'save',
        { appId, formId, email, data: application, passedSteps: steps.slice(0, 3), ...extra },
        from(caller),
      );
    const resume = (token: string, caller: string) =>
      server.call<Resumed>('application', 'resume', { token }, from(caller));
    const submit = (idempotencyKey: string, caller: string, data: FormData = application) =>
      server.call<Record<string, unknown>>(
        'application',
        'submit',
        { appId, formId, data, ...signatureFor(formId, data), idempotencyKey },
        from(caller),
      );

    it("replaces no one's saved application, and plants no submission key", async () => {
      const victim = 'victim.one@example.com';
      expect((await save(victim, '198.51.100.1')).status).toBe(200);
      const victimsLink = await lastLinkToken(server, victim);
      const planted = 'planted-by-a-stranger-0001';
      const strangers = await save(victim, '203.0.113.9', {
        passedSteps: [steps[0]],
        idempotencyKey: planted,
      });
      expect(strangers.status).toBe(200);
      const strangersLink = await lastLinkToken(server, victim);

      // The applicant's own link still opens the applicant's own answers.
      const own = await resume(victimsLink, '198.51.100.1');
      expect(own.status).toBe(200);
      expect(own.body.passedSteps).toEqual(steps.slice(0, 3));
      // The stranger's link, should the applicant open it, carries a fresh key of the server's.
      const opened = await resume(strangersLink, '198.51.100.1');
      expect(opened.body.idempotencyKey).not.toBe(planted);
      expect(opened.body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);

      // The applicant submits under the key resumed; the planted key answers nothing of it.
      const key = opened.body.idempotencyKey ?? '';
      expect((await submit(key, '198.51.100.1')).status).toBe(200);
      const replayed = await submit(planted, '203.0.113.9', {});
      expect(replayed.status).toBe(400);
      expect(JSON.stringify(replayed.body)).not.toMatch(/downloadKey|applicationId|MBA-/);
    });

    it("does not use up the applicant's saves", async () => {
      const victim = 'victim.two@example.com';
      for (let i = 0; i < 3; i += 1) expect((await save(victim, '203.0.113.10')).status).toBe(200);
      expect((await save(victim, '203.0.113.10')).status).toBe(429);
      expect((await save(victim, '198.51.100.2')).status).toBe(200);
    });

    it('limits new applications per caller, and receipt letters per recipient', async () => {
      const caller = '203.0.113.20';
      const statuses = [];
      for (let i = 0; i < 4; i += 1)
        statuses.push((await submit(`limit-key-${i}-0000001`, caller)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      // Sent again, an application received is answered as before.
      expect((await submit('limit-key-0-0000001', caller)).status).toBe(200);
      // Other callers' applications to the same address: received, but mailed only five an hour.
      for (let i = 0; i < 6; i += 1)
        expect((await submit(`receipt-key-${i}-00001`, `203.0.113.${30 + i}`)).status).toBe(200);
      await server.settled();
      const receipts = server
        .outboxMessages(`email-${applicantAddress}`)
        .filter((text) => text.includes('application/pdf'));
      expect(receipts.length).toBe(defaultThrottle.receiptsPerTarget.max);
    });
  },
);
