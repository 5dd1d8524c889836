import { beforeAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  bornAged,
  createStepMachine,
  runtimeForm,
  sensitivePaths,
  stepPaths,
  stillPassedSteps,
  withoutSensitive,
  type FormData,
  type FormDefinition,
  type StepMachineEvent,
} from '../../../engine';
import { formDefinitions, plansRules } from '../../../forms';
import { messages } from '../../../validators';
import { applicationRowCounts } from '../../testing/application-rows';
import { sampleApplication } from '../../testing/sample-application';
import { suiteServer } from '../../testing/suite-server';
import { databaseTargets, loginAs, sweepTarget } from '../../testing/test-server';

const now = new Date();
const quickStep = sampleApplication('term-90-plus-quick-step');
const standard = sampleApplication('term-90-plus-standard', (steps) => steps.includes('card'));
const quickInsured = quickStep.data.insured as FormData;

interface DraftAnswer {
  data: FormData;
  passedSteps: string[];
  lastPassedStep: string;
}

/** What FormWizard sends: each step passed, with the machine's data once it has passed. */
interface SentStep {
  step: string;
  data: FormData;
}

/** Runs events through a form's step machine as FormWizard does, collecting its saveStep calls. */
function walkMachine(
  definition: FormDefinition,
  events: readonly StepMachineEvent[],
  input: { data?: FormData; passedSteps?: string[] } = {},
) {
  const form = runtimeForm(definition, plansRules);
  const actor = createActor(createStepMachine(form), { input }).start();
  const sent: SentStep[] = [];
  for (const event of events) {
    const before = String(actor.getSnapshot().value);
    actor.send(event);
    const after = actor.getSnapshot();
    if (event.type === 'NEXT' && String(after.value) !== before) {
      sent.push({ step: before, data: after.context.data });
    }
  }
  return { actor, sent, validators: form.validators };
}

describe.each(databaseTargets())('steps passed in order, on %s', (target) => {
  let member: { memberId: string; memberToken: string };

  const server = suiteServer(target);
  beforeAll(async () => {
    member = await loginAs(server, 'demo.member');
  });

  const step = (form: { appId: string; formId: string }, stepId: string, data: FormData) =>
    server.call('application', 'step', { ...form, step: stepId, data });

  it("refuses the Quick Step's coverage without the date of birth its age band reads", async () => {
    const coverage = { ...(quickStep.data.coverage as FormData), amount: 250_000 };
    // Only the eligibility and the coverage: every step between is missing.
    const alone = await step(quickStep, 'coverage', {
      service: quickStep.data.service,
      coverage,
    });
    expect(alone.status).toBe(400);
    expect(alone.body).toMatchObject({
      message: messages.checkFormFields,
      appId: quickStep.appId,
      formId: quickStep.formId,
      step: 'coverage',
    });
    expect(alone.body.errors).toMatchObject({ insured: messages.required });

    const { dateOfBirth, ...noBirthDate } = quickInsured;
    expect(dateOfBirth).toBeDefined();
    const answer = await step(quickStep, 'coverage', {
      ...quickStep.data,
      insured: noBirthDate,
      coverage,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: messages.checkFormFields,
      errors: { 'insured.dateOfBirth': messages.required },
      appId: quickStep.appId,
      formId: quickStep.formId,
      step: 'coverage',
      data: { ...quickStep.data, insured: noBirthDate, coverage },
    });

    // With the date of birth the limit applies: 250,000 is over it at 46, not at 30.
    const at = (age: number) => ({
      ...quickStep.data,
      insured: { ...quickInsured, dateOfBirth: bornAged(age, now) },
      coverage,
    });
    const older = await step(quickStep, 'coverage', at(46));
    expect(older.status).toBe(400);
    expect(Object.keys(older.body.errors as object)).toEqual(['coverage.amount']);
    expect((await step(quickStep, 'coverage', at(30))).status).toBe(200);
  });

  it("keeps a member's draft from jumping ahead: refused, nothing stored", async () => {
    const form = { appId: standard.appId, formId: standard.formId, ...member };
    const draftOf = () => server.call<DraftAnswer>('application', 'draft', form);
    const { service, insured, ownership, authorization } = standard.data;
    const firstTwo = { service, insured, ownership };
    expect(
      (await server.call('application', 'step', { ...form, step: 'eligibility', data: firstTwo }))
        .status,
    ).toBe(200);
    expect(
      (await server.call('application', 'step', { ...form, step: 'insured', data: firstTwo }))
        .status,
    ).toBe(200);
    const before = await draftOf();
    expect(before.body.lastPassedStep).toBe('insured');
    const counts = await applicationRowCounts(server.db);

    const jump = await server.call('application', 'step', {
      ...form,
      step: 'authorization',
      data: { ...firstTwo, authorization },
    });
    expect(jump.status).toBe(400);
    expect(jump.body.errors).toMatchObject({
      mailing: messages.required,
      contact: messages.required,
      coverage: messages.required,
      health: messages.required,
      beneficiaries: messages.required,
      payment: messages.required,
    });
    expect((await draftOf()).body).toEqual(before.body);
    expect(await applicationRowCounts(server.db)).toEqual(counts);
  });

  it("accepts a step passed before a reload, an earlier step's SSN not asked again yet", async () => {
    const { definition } = standard;
    const events = standard.steps.map((): StepMachineEvent => ({
      type: 'NEXT',
      data: standard.data,
    }));
    // Walked to the health step, then reloaded: the browser kept no sensitive answer.
    const upTo = events.slice(0, standard.steps.indexOf('health'));
    const first = walkMachine(definition, upTo).actor.getSnapshot();
    expect(first.value).toBe('health');
    const kept = withoutSensitive(first.context.data, sensitivePaths(definition));
    const form = runtimeForm(definition, plansRules);
    const passedSteps = stillPassedSteps(form.validators, kept, first.context.passedSteps);
    expect(passedSteps).not.toContain('insured');
    // The wizard asks the insured step again before any later one; a request for the coverage
    // step sent without it (another client, a draft resumed elsewhere) holds no SSN either.
    const data = kept;
    expect((data.insured as FormData).ssn).toBeUndefined();
    const answer = await step(standard, 'coverage', data);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    // An SSN the data does hold is checked, as any answer.
    const wrong = { ...data, insured: { ...(data.insured as FormData), ssn: '1' } };
    const refused = await step(standard, 'coverage', wrong);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ 'insured.ssn': messages.ssnFormat });
  });
});

describe(`every step of every path, on ${sweepTarget}`, () => {
  const server = suiteServer(sweepTarget);
  let member: { memberId: string; memberToken: string };
  beforeAll(async () => {
    member = await loginAs(server, 'demo.member');
  });

  it.each(formDefinitions.map((definition) => [definition.formId, definition] as const))(
    'accepts every step of every path of %s as the browser sends it',
    async (_formId, definition) => {
      let sentSteps = 0;
      const form = runtimeForm(definition, plansRules);
      for (const path of stepPaths(form, { rules: plansRules, now })) {
        const { sent } = walkMachine(definition, path.events);
        for (const { step: stepId, data } of sent) {
          const answer = await server.call('application', 'step', {
            appId: definition.appId,
            formId: definition.formId,
            step: stepId,
            data,
            ...member,
          });
          expect(answer.status, `${definition.formId} ${stepId}`).toBe(200);
          sentSteps += 1;
        }
      }
      expect(sentSteps).toBeGreaterThan(0);
    },
  );
});
