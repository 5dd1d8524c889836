import { describe, expect, it } from 'vitest';
import { planVariant } from '../../../plans';
import { messages } from '../../../validators';
import { applicationRowCounts } from '../../testing/application-rows';
import { sampleApplication, signatureFor } from '../../testing/sample-application';
import { suiteServer } from '../../testing/suite-server';
import { databaseTargets, loginAs } from '../../testing/test-server';

const sample = sampleApplication('term-90-plus-standard');
const { appId, formId, data } = sample;

describe.each(databaseTargets())("a member's status and the plan (spec §6) on %s", (target) => {
  const server = suiteServer(target);

  it('takes the statuses the plan lists and refuses the others, storing nothing', async () => {
    const { plan, variant } = sample.definition.plan;
    // The catalogue's own list: in force, grace period, uninsured, sponsoring spouse.
    expect(planVariant(plan, variant)?.memberStatuses).toEqual(['I', 'S', 'B', 'N']);
    const expired = await loginAs(server, 'demo.expired');
    const counts = await applicationRowCounts(server.db);
    const step = await server.call('application', 'step', {
      appId,
      formId,
      step: sample.steps[0],
      data,
      ...expired,
    });
    expect(step.status).toBe(403);
    expect(step.body).toMatchObject({ message: messages.memberStatusNotMatching, appId, formId });
    const submit = await server.call('application', 'submit', {
      appId,
      formId,
      data,
      ...signatureFor(formId, data),
      idempotencyKey: 'expired-member-key-0001',
      ...expired,
    });
    expect(submit.status).toBe(403);
    expect(submit.body).toMatchObject({ message: messages.memberStatusNotMatching, appId, formId });
    expect(await applicationRowCounts(server.db)).toEqual(counts);

    const uninsured = await loginAs(server, 'demo.uninsured');
    const taken = await server.call('application', 'submit', {
      appId,
      formId,
      data,
      ...signatureFor(formId, data),
      idempotencyKey: 'uninsured-member-key-0001',
      ...uninsured,
    });
    expect(taken.status).toBe(200);
    // Not logged in, an applicant has no status to check.
    const anonymous = await server.call('application', 'submit', {
      appId,
      formId,
      data,
      ...signatureFor(formId, data),
      idempotencyKey: 'anonymous-applicant-key-0001',
    });
    expect(anonymous.status).toBe(200);
  });
});
