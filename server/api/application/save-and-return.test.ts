import { describe, expect, it } from 'vitest';
import { defaultThrottle } from '../../config';
import { formById } from '../../../forms';
import { formVersionOf, type FormData } from '../../../engine';
import { sampleApplication, signatureFor } from '../../testing/sample-application';
import { suiteServer } from '../../testing/suite-server';
import { databaseTargets, loginAs, type TestServer } from '../../testing/test-server';
import { resumeLinkDeadMessage } from './resume';
import { resumeLinkAnswer } from './resume-link';
import { alreadyReceivedMessage } from './save';

const sample = sampleApplication('term-90-plus-standard', (steps) => steps.includes('card'));
const { appId, formId, data: application, steps } = sample;
const ssn = String((application.insured as FormData).ssn);
const dayMs = 24 * 60 * 60 * 1000;

interface Resumed {
  appId: string;
  formId: string;
  route: string;
  formVersion: number;
  data: FormData;
  passedSteps: string[];
  lastPassedStep: string;
  idempotencyKey: string | null;
}

/** The token of the last save-and-return link mailed to `email`. */
async function linkToken(server: TestServer, email: string): Promise<string> {
  await server.settled();
  const text = server.outboxMessages(`email-${email}`).at(-1) ?? '';
  const token = /\/resume\/([A-Za-z0-9_-]+)\//.exec(text)?.[1];
  if (token === undefined) throw new Error(`No resume link in the outbox for ${email}`);
  return token;
}

describe.each(databaseTargets())('save and finish later on %s', (target) => {
  const server = suiteServer(target, {
    config: {
      throttle: {
        ...defaultThrottle,
        resumePerAddress: { max: 12, windowSeconds: 3600 },
      },
    },
  });

  const save = (email: string, extra: Record<string, unknown> = {}) =>
    server.call('application', 'save', {
      appId,
      formId,
      email,
      data: application,
      passedSteps: steps.slice(0, 3),
      ...extra,
    });
  const resume = (token: string) => server.call<Resumed>('application', 'resume', { token });

  it('keeps the passed steps without sensitive fields and mails a single-use link', async () => {
    const saved = await save('Saver.One@Example.com');
    expect(saved.status).toBe(200);
    expect(saved.body.message).toContain('saver.one@example.com');
    const row = await server.db
      .selectFrom('saved_applications')
      .selectAll()
      .where('email', '=', 'saver.one@example.com')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row.data)).not.toContain(ssn);
    expect(row.passed_steps).toEqual(steps.slice(0, 3));
    // The version of the form the answers were given to.
    const definition = formById(formId);
    expect(definition && row.form_version).toBe(definition && formVersionOf(definition));

    const token = await linkToken(server, 'saver.one@example.com');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const links = await server.db.selectFrom('resume_links').selectAll().execute();
    // Only the token's sha256 is kept.
    expect(links.map((link) => link.token_hash)).not.toContain(token);

    const opened = await resume(token);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ appId, formId, formVersion: row.form_version });
    expect(opened.body.passedSteps).toEqual(steps.slice(0, 3));
    expect(opened.body.lastPassedStep).toBe(steps[2]);
    expect(JSON.stringify(opened.body.data)).not.toContain(ssn);

    const again = await resume(token);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: resumeLinkDeadMessage });
  });

  it('claims no step the answers do not pass, nor one not claimed', async () => {
    const broken = await save('saver.two@example.com', { data: {}, passedSteps: steps });
    expect(broken.status).toBe(400);
    await save('saver.two@example.com', { passedSteps: [steps[0]] });
    const opened = await resume(await linkToken(server, 'saver.two@example.com'));
    expect(opened.body.passedSteps).toEqual([steps[0]]);
  });

  it('refuses an expired link, saying nothing of the application', async () => {
    await save('saver.three@example.com');
    const token = await linkToken(server, 'saver.three@example.com');
    server.clock.advance(30 * dayMs + 1000);
    try {
      const opened = await resume(token);
      expect(opened.status).toBe(400);
      expect(opened.body).toEqual({ message: resumeLinkDeadMessage });
      // Nor does a fresh link come for an application no longer kept.
      const asked = await server.call('application', 'resumeLink', {
        email: 'saver.three@example.com',
      });
      expect(asked.body).toEqual({ message: resumeLinkAnswer });
      await server.settled();
      expect(server.outboxMessages('email-saver.three@example.com')).toHaveLength(1);
    } finally {
      server.clock.advance(-(30 * dayMs + 1000));
    }
  });

  it('sends a fresh link on request, which ends the one before; the answer is neutral', async () => {
    await save('saver.four@example.com');
    const first = await linkToken(server, 'saver.four@example.com');
    const unknown = await server.call('application', 'resumeLink', {
      email: 'nobody.saved@example.com',
    });
    const known = await server.call('application', 'resumeLink', {
      email: 'SAVER.FOUR@example.com',
    });
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    const fresh = await linkToken(server, 'saver.four@example.com');
    expect(fresh).not.toBe(first);
    expect((await resume(first)).status).toBe(400);
    expect((await resume(fresh)).status).toBe(200);
    await server.settled();
    expect(server.outboxMessages('email-nobody.saved@example.com')).toHaveLength(0);
  });

  it('dies once the application is received', async () => {
    const idempotencyKey = 'save-and-return-key-0001';
    await save('saver.five@example.com', { idempotencyKey });
    const token = await linkToken(server, 'saver.five@example.com');
    const sent = await server.call('application', 'submit', {
      appId,
      formId,
      data: application,
      idempotencyKey,
      ...signatureFor(formId, application),
    });
    expect(sent.status).toBe(200);
    expect((await resume(token)).body).toEqual({ message: resumeLinkDeadMessage });
    const again = await save('saver.five@example.com', { idempotencyKey });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(alreadyReceivedMessage);
  });

  it("takes a member's own address when none is given", async () => {
    const member = await loginAs(server, 'demo.grace');
    const saved = await server.call('application', 'save', {
      appId,
      formId,
      data: application,
      passedSteps: [steps[0]],
      ...member,
    });
    expect(saved.status).toBe(200);
    const row = await server.db
      .selectFrom('saved_applications')
      .select(['email', 'member_id'])
      .where('member_id', '=', member.memberId)
      .executeTakeFirstOrThrow();
    expect(row.email).toContain('@');
    const anonymous = await server.call('application', 'save', {
      appId,
      formId,
      data: application,
      passedSteps: [steps[0]],
    });
    expect(anonymous.status).toBe(400);
    expect(anonymous.body).toMatchObject({ errors: { email: 'This field is required' } });
  });

  it('throttles saves per e-mail address', async () => {
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push((await save('saver.six@example.com')).status);
    expect(answers).toEqual([200, 200, 200, 429]);
  });

  it('throttles link openings per caller address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 13; i += 1) statuses.push((await resume(`guess-${i}`)).status);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe.each(databaseTargets())("a member's unfinished applications on %s", (target) => {
  const server = suiteServer(target);

  it('lists the drafts with where the member stopped, not one received since', async () => {
    const member = await loginAs(server, 'demo.uninsured');
    const stepped = await server.call('application', 'step', {
      appId,
      formId,
      step: steps[1],
      data: application,
      ...member,
    });
    expect(stepped.status).toBe(200);
    const listed = await server.call<{ drafts: Record<string, unknown>[] }>(
      'application',
      'drafts',
      member,
    );
    expect(listed.status).toBe(200);
    const draft = sample.definition.steps.find((s) => s.id === steps[1]);
    expect(listed.body.drafts).toEqual([
      expect.objectContaining({
        appId,
        formId,
        route: sample.definition.route,
        lastPassedStep: steps[1],
        stoppedAfter: draft?.title,
      }),
    ]);
    const refused = await server.call('application', 'drafts', {
      memberId: member.memberId,
      memberToken: 'not-a-token',
    });
    expect(refused.status).toBe(401);
  });
});
