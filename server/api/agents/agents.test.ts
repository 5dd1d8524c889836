import { describe, expect, it } from 'vitest';
import { messages } from '../../../validators';
import { sampleApplication, signatureFor } from '../../testing/sample-application';
import { suiteServer } from '../../testing/suite-server';
import { databaseTargets } from '../../testing/test-server';

const sample = sampleApplication('term-90-plus-standard', (steps) => steps.includes('card'));

describe.each(databaseTargets())('agents on %s', (target) => {
  const server = suiteServer(target);

  it('finds a demo agent and the application of the landing page, in any case', async () => {
    const answer = await server.call(
      'agents',
      'find',
      { formId: 'term-90-plus-standard', slug: 'JohnSmith' },
      { method: 'GET' },
    );
    expect(answer).toMatchObject({
      status: 200,
      body: {
        agent: {
          slug: 'johnsmith',
          firstName: 'John',
          lastName: 'Smith',
          email: 'john.smith@agents.mba.example',
          phone: '7035550181',
        },
        application: {
          formId: 'term-90-plus-standard',
          route: expect.stringMatching(/^\/insurance-plans\/term-90-plus\//) as unknown,
        },
      },
    });
  });

  it('reads one segment as a form when a form has that id, else as an agent', async () => {
    const form = await server.call('agents', 'find', { formId: 'term-90-plus-standard' });
    expect(form.body).toMatchObject({
      agent: null,
      application: { formId: 'term-90-plus-standard' },
    });
    const agent = await server.call('agents', 'find', { formId: 'maria-lopez' });
    expect(agent.body).toMatchObject({ agent: { lastName: 'Lopez' }, application: null });
  });

  it('answers nothingFound for an unknown or inactive agent, and refuses a slug that is none', async () => {
    const unknown = await server.call('agents', 'find', {
      formId: 'term-90-plus-standard',
      slug: 'nobody',
    });
    expect(unknown).toMatchObject({ status: 404, body: { message: messages.nothingFound } });
    await server.db
      .updateTable('agents')
      .set({ active: false })
      .where('slug', '=', 'dwayne-carter')
      .execute();
    const inactive = await server.call('agents', 'find', { formId: 'dwayne-carter' });
    expect(inactive).toMatchObject({ status: 404, body: { message: messages.nothingFound } });
    for (const slug of ['', '../admin', 'a b', 'x'.repeat(61)]) {
      const answer = await server.call('agents', 'find', { formId: 'x', slug });
      expect(answer.status, slug).toBe(400);
      expect(answer.body).toMatchObject({ message: messages.checkFormFields });
    }
  });

  it("records the agent on the application made through the agent's page", async () => {
    const submit = (idempotencyKey: string, agent: string) =>
      server.call<{ applicationId: string }>('application', 'submit', {
        appId: sample.appId,
        formId: sample.formId,
        data: sample.data,
        ...signatureFor(sample.formId, sample.data),
        idempotencyKey,
        agent,
      });
    const agentOf = async (applicationId: string) =>
      (
        await server.db
          .selectFrom('application_submissions')
          .select('agent_slug')
          .where('application_id', '=', applicationId)
          .executeTakeFirstOrThrow()
      ).agent_slug;
    const credited = await submit('agent-credited-0000000001', 'maria-lopez');
    expect(credited.status).toBe(200);
    expect(await agentOf(credited.body.applicationId)).toBe('maria-lopez');
    // A slug no active agent has is not credited, and never refuses the application.
    const uncredited = await submit('agent-uncredited-000000001', 'nobody');
    expect(uncredited.status).toBe(200);
    expect(await agentOf(uncredited.body.applicationId)).toBeNull();
  });
});
